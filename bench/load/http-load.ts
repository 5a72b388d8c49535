/**
 * A small closed-loop HTTP load driver (autocannon-like): N connections each send the next request as soon as one answers.
 *
 * It speaks `node:http` over a keep-alive agent of exactly N sockets, not `fetch`: the driver shares the
 * machine's 2 cores with the server and PostgreSQL, and `fetch` spent ~250 µs of CPU per request against
 * ~50 µs here (measured on a 20-row JSON answer), time the server's figures would otherwise pay for.
 */
import http from 'node:http';

export interface Call {
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface LoadOptions {
  baseUrl: string;
  headers: Record<string, string>;
  /** The i-th request; cycling through varied calls avoids measuring one cached row. */
  call: (i: number) => Call;
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

function send(options: LoadOptions, agent: http.Agent, call: Call): Promise<number> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${options.baseUrl}${call.path}`,
      {
        agent,
        method: call.method ?? 'GET',
        headers: { ...options.headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function phase(options: LoadOptions, agent: http.Agent, durationMs: number, record: boolean, counter: { i: number }) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const call = options.call(counter.i);
      counter.i += 1;
      const started = performance.now();
      try {
        const status = await send(options, agent, call);
        if (record) {
          latencies.push(performance.now() - started);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  return { latencies, statuses, errors, elapsed: performance.now() - started };
}

/** Warms up, then measures: latency percentiles in ms and requests per second. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const counter = { i: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  let measured: Awaited<ReturnType<typeof phase>>;
  try {
    await phase(options, agent, options.warmupMs, false, counter);
    measured = await phase(options, agent, options.durationMs, true, counter);
  } finally {
    agent.destroy();
  }
  const { latencies, statuses, errors, elapsed } = measured;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    statuses,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    rps: Math.round((latencies.length / elapsed) * 1000),
  };
}
