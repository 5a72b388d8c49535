import { isDeepStrictEqual } from 'node:util';
import { API } from '../packages/contracts/src/paths.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { dayOf } from '../apps/server/src/lib/shanghai-day.ts';
import { bruteForceDau, bruteForceRegistrations, bruteForceRetention } from '../apps/server/src/modules/statistics/brute-force.ts';

export interface BruteComparison {
  endpoint: string;
  days: number;
  endpointMs: number;
  bruteForceMs: number;
  ratio: number;
  equal: boolean;
}

const DAY = 86_400_000;

async function timedMs<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Median of a few sequential calls, so one cold call does not decide the ratio. */
async function endpointTiming(baseUrl: string, path: string, cookie: string): Promise<{ items: unknown; ms: number }> {
  const runs: { items: unknown; ms: number }[] = [];
  for (let i = 0; i < 5; i += 1) {
    const { value, ms } = await timedMs(async () => (await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json()) as { items: unknown });
    runs.push({ items: value.items, ms });
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[2] ?? { items: null, ms: 0 };
}

/** Each statistics endpoint over 7, 30 and 365 days against the brute-force SQL over the raw events. */
export async function compareWithBruteForce(baseUrl: string, cookie: string, db: Database, now: number): Promise<BruteComparison[]> {
  const today = dayOf(now);
  const results: BruteComparison[] = [];
  for (const days of [7, 30, 365]) {
    const sd = now - (days - 1) * DAY;
    const from = dayOf(sd);
    const query = `?sd=${sd}&ed=${now}`;
    const cases: { endpoint: string; brute: () => Promise<unknown> }[] = [
      { endpoint: API.statisticsDau, brute: () => bruteForceDau(db, from, today, {}) },
      { endpoint: API.statisticsDays, brute: () => bruteForceRegistrations(db, from, today, {}) },
      { endpoint: API.statisticsRetention, brute: () => bruteForceRetention(db, from, today, today, {}) },
    ];
    for (const c of cases) {
      const served = await endpointTiming(baseUrl, `${c.endpoint}${query}`, cookie);
      const brute = await timedMs(c.brute);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      results.push({
        endpoint: c.endpoint,
        days,
        endpointMs: round(served.ms),
        bruteForceMs: round(brute.ms),
        ratio: Math.round(brute.ms / Math.max(served.ms, 0.1)),
        equal: isDeepStrictEqual(served.items, brute.value),
      });
    }
  }
  return results;
}
