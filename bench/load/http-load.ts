/** A small closed-loop HTTP load driver (autocannon-like): N connections each send the next request as soon as one answers. */

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

async function send(options: LoadOptions, call: Call): Promise<number> {
  const response = await fetch(`${options.baseUrl}${call.path}`, {
    method: call.method ?? 'GET',
    headers: { ...options.headers, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function phase(options: LoadOptions, durationMs: number, record: boolean, counter: { i: number }) {
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
        const status = await send(options, call);
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
  await phase(options, options.warmupMs, false, counter);
  const { latencies, statuses, errors, elapsed } = await phase(options, options.durationMs, true, counter);
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
