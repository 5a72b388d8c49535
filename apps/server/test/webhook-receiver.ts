import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DecisionEvent } from '@ops/contracts/decisions';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: DecisionEvent;
  receivedAt: number;
  answeredWith: number;
  /** The answer was written to a connection still open (false while delayed, or when the sender went away first). */
  answered: boolean;
}

/** How the receiver answers one request: a status, optionally after a delay. */
export type Answer = { status: number; delayMs?: number; body?: string; headers?: Record<string, string> };

/**
 * A real HTTP server on 127.0.0.1 standing in for the app's webhook endpoint: it records every
 * request and answers as `answer` says (204 by default). `stop()` takes it down (connections
 * refused) and `start()` brings it back on the same port.
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  answer: (event: DecisionEvent, attempt: number) => Answer = () => ({ status: 204 });
  private server: Server | null = null;
  private port = 0;
  /** Requests being answered right now, per event id (to prove no event is sent twice at once). */
  readonly inFlight = new Map<string, number>();
  maxConcurrentPerEvent = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/ops`;
  }

  /** Starts listening (again, on the same port after a stop); no-op while running. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const event = JSON.parse(rawBody) as DecisionEvent;
        const attempt = this.requests.filter((r) => r.event.id === event.id).length + 1;
        const answer = this.answer(event, attempt);
        const current = (this.inFlight.get(event.id) ?? 0) + 1;
        this.inFlight.set(event.id, current);
        this.maxConcurrentPerEvent = Math.max(this.maxConcurrentPerEvent, current);
        const received: ReceivedRequest = { headers: request.headers, rawBody, event, receivedAt: Date.now(), answeredWith: answer.status, answered: false };
        this.requests.push(received);
        setTimeout(() => {
          this.inFlight.set(event.id, (this.inFlight.get(event.id) ?? 1) - 1);
          if (response.destroyed) return;
          response.writeHead(answer.status, answer.headers ?? {});
          response.end(answer.body ?? '');
          received.answered = true;
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The events answered with a 2xx to a sender still listening, in arrival order. */
  delivered(): DecisionEvent[] {
    return this.requests.filter((r) => r.answered && r.answeredWith >= 200 && r.answeredWith < 300).map((r) => r.event);
  }

  /** Waits until `done()` holds, polling; fails after `timeoutMs`. */
  async until(done: () => boolean, timeoutMs = 15_000, what = 'the receiver'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${this.requests.length} requests so far`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
