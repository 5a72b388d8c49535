import { randomUUID } from 'node:crypto';
import { ACTIVITY_EVENT_TYPES, INGEST_BATCH_MAX } from '../../packages/contracts/src/statistics.ts';
import { API } from '../../packages/contracts/src/paths.ts';

export interface IngestionResult {
  seconds: number;
  events: number;
  eventsPerSecond: number;
  batches: number;
  failedBatches: number;
  /** When the last batch was acknowledged (epoch ms). */
  endedAt: number;
}

/**
 * Sends full batches of fresh events for today over `connections` connections for `durationMs`: as
 * fast as the server answers, or at `eventsPerSecond` (each connection keeps its share of the pace,
 * sending at once when it is behind).
 */
export async function runIngestionLoad(options: {
  baseUrl: string;
  token: string;
  userIds: readonly number[];
  connections: number;
  durationMs: number;
  eventsPerSecond?: number;
}): Promise<IngestionResult> {
  let events = 0;
  let batches = 0;
  let failedBatches = 0;
  let n = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const gapMs = options.eventsPerSecond ? (options.connections * INGEST_BATCH_MAX * 1000) / options.eventsPerSecond : 0;
  const worker = async (slot: number) => {
    let next = started + (slot * gapMs) / options.connections;
    while (performance.now() < deadline) {
      if (gapMs > 0) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        next += gapMs;
        if (performance.now() >= deadline) break;
      }
      const at = Date.now() - 1000;
      const batch = Array.from({ length: INGEST_BATCH_MAX }, () => {
        n += 1;
        return {
          eventId: randomUUID(),
          userId: options.userIds[n % options.userIds.length] as number,
          type: ACTIVITY_EVENT_TYPES[n % ACTIVITY_EVENT_TYPES.length],
          at: at - (n % 60_000),
        };
      });
      const response = await fetch(`${options.baseUrl}${API.ingestEvents}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events: batch }),
      });
      const body = (await response.json()) as { inserted?: number };
      batches += 1;
      if (response.ok) events += body.inserted ?? 0;
      else failedBatches += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, slot) => worker(slot)));
  const seconds = (performance.now() - started) / 1000;
  return { seconds: Math.round(seconds * 10) / 10, events, eventsPerSecond: Math.round(events / seconds), batches, failedBatches, endedAt: Date.now() };
}
