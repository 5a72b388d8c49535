import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../apps/server/src/db/client.ts';
import { log } from '../bench-database.ts';

/** Giving up on the backlog after this long (the full-scale backlog of ~800,000 posts takes minutes). */
export const DRAIN_TIMEOUT_MS = 20 * 60_000;

export interface BacklogDrain {
  /** Items waiting for the machine when the first count was taken (the server up, its worker started). */
  items: number;
  /** From that count until one found none waiting (counted every second). */
  seconds: number;
  itemsPerSecond: number;
  /** Items still waiting when the bench gave up (0 when drained). */
  remaining: number;
  /** [seconds since the first count, items waiting], every 10 s. */
  samples: [number, number][];
}

/** Live posts and videos in state 1 (待机审), from the trigger-kept list counters: no scan of the waiting rows the worker is moving. */
export async function waitingForMachine(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`select coalesce(sum(n), 0)::text as n from content_month_counts where state = 1`);
  return Number(row?.n ?? 0);
}

/**
 * The screening worker's end-to-end throughput in one process: every item the earlier phases sent
 * through intake (about 800,000 posts at full scale, left in state 1 while their server ran without a
 * worker) screened, logged and announced, images hashed the first time a URL is seen. Informational:
 * issue 13's throughput budget is per core on the matcher alone (per-core-speed.ts).
 */
export async function drainBacklog(db: Database, timeoutMs = DRAIN_TIMEOUT_MS): Promise<BacklogDrain> {
  const started = performance.now();
  const items = await waitingForMachine(db);
  const samples: [number, number][] = [[0, items]];
  let remaining = items;
  let lastSample = 0;
  while (remaining > 0 && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    remaining = await waitingForMachine(db);
    const at = Math.round((performance.now() - started) / 1000);
    if (at - lastSample >= 10 || remaining === 0) {
      samples.push([at, remaining]);
      lastSample = at;
      log(`  backlog: ${remaining.toLocaleString('en')} waiting after ${at} s`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const screened = items - remaining;
  return { items, seconds: Math.round(seconds * 10) / 10, itemsPerSecond: Math.round(screened / seconds), remaining, samples };
}
