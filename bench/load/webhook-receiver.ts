import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One decision event as received, with the moment (performance.now()) of every arrival. */
export interface ReceivedEvent {
  id: string;
  sequence: number;
  type: string;
  subjectType: string;
  subjectId: number;
  arrivals: number[];
}

export interface WebhookReceiver {
  url: string;
  /** Received events by event id (an id arriving twice has two arrivals). */
  events: Map<string, ReceivedEvent>;
  /** The events of each subject and type, e.g. `post.passed 1000123`: where a decision's event is looked up. */
  bySubject: Map<string, ReceivedEvent[]>;
  /** Requests refused (401): a missing, stale or wrong X-Signature, or a body that is not an event. */
  refused(): number;
  close(): Promise<void>;
}

const SIGNATURE_TOLERANCE_SECONDS = 300;

export const subjectKey = (type: string, subjectId: number) => `${type} ${subjectId}`;

/**
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` checked as the app would,
 * written here from the integration guide rather than taken from the server, so a server-side
 * mistake in signing shows up as refused deliveries.
 */
export function signatureIsValid(secret: string, header: string | undefined, rawBody: string, nowSeconds: number): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const [, t = '', given = ''] = match;
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface EventBody {
  id?: unknown;
  sequence?: unknown;
  type?: unknown;
  subject?: { type?: unknown; id?: unknown };
}

function eventOf(rawBody: string): Omit<ReceivedEvent, 'arrivals'> | null {
  try {
    const body = JSON.parse(rawBody) as EventBody;
    const { id, sequence, type, subject } = body;
    if (typeof id !== 'string' || typeof sequence !== 'number' || typeof type !== 'string') return null;
    if (typeof subject?.type !== 'string' || typeof subject.id !== 'number') return null;
    return { id, sequence, type, subjectType: subject.type, subjectId: subject.id };
  } catch {
    return null;
  }
}

/** A healthy receiver on 127.0.0.1: verifies each signed event, records its arrival, answers 204 at once. */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const events = new Map<string, ReceivedEvent>();
  const bySubject = new Map<string, ReceivedEvent[]>();
  let refused = 0;
  const server = createServer((request, response) => {
    readBody(request).then(
      (rawBody) => {
        const arrivedAt = performance.now();
        const signature = request.headers['x-signature'];
        const event = eventOf(rawBody);
        if (!event || !signatureIsValid(secret, typeof signature === 'string' ? signature : undefined, rawBody, Math.floor(Date.now() / 1000))) {
          refused += 1;
          response.writeHead(401).end();
          return;
        }
        const known = events.get(event.id);
        if (known) known.arrivals.push(arrivedAt);
        else {
          const received = { ...event, arrivals: [arrivedAt] };
          events.set(event.id, received);
          const key = subjectKey(event.type, event.subjectId);
          bySubject.set(key, [...(bySubject.get(key) ?? []), received]);
        }
        response.writeHead(204).end();
      },
      () => response.writeHead(400).end(),
    );
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/ops`,
    events,
    bySubject,
    refused: () => refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
