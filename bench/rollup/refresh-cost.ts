import { refreshStatistics } from '../../apps/server/src/modules/statistics/rollup.service.ts';
import { log, timed } from '../bench-database.ts';
import { ingestNew, loadToday, type RollupDatabase } from './rollup-database.ts';

/** New events per measured refresh: 15 s of ingestion at 30,000 events/s is 450,000; this is a third of it, three times. */
const NEW_EVENTS = 150_000;
const ROUNDS = 3;

export interface RefreshCostPoint {
  dayEvents: number;
  newEvents: number;
  /** Each round's refresh time. */
  refreshMs: number[];
  /** Median refresh time per 1,000 new events. */
  msPer1000: number;
  /** Rebuilding the day from its raw events (`stats:rebuild`), for comparison: what every refresh cost before ADR 0019. */
  rebuildMs: number;
}

export interface RefreshCost {
  points: RefreshCostPoint[];
  /** msPer1000 at the biggest day over that at the smallest. */
  ratio: number;
  budgetRatio: number;
  pass: boolean;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function measureAt(db: RollupDatabase, dayEvents: number, rebuildMs: number): Promise<RefreshCostPoint> {
  const refreshMs: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await ingestNew(db, NEW_EVENTS);
    const started = performance.now();
    const outcome = await refreshStatistics(db.handle.db);
    refreshMs.push(Math.round(performance.now() - started));
    if (outcome.events !== NEW_EVENTS) throw new Error(`refresh folded in ${outcome.events} events, expected ${NEW_EVENTS}`);
  }
  const point = { dayEvents, newEvents: NEW_EVENTS, refreshMs, msPer1000: Math.round((median(refreshMs) / (NEW_EVENTS / 1000)) * 100) / 100, rebuildMs };
  log(`refresh cost with ${dayEvents.toLocaleString('en')} events in the day: ${JSON.stringify(point)}`);
  return point;
}

/**
 * Issue 17: the time a refresh takes per new event stays flat (within 2x) between a day holding 1
 * million events and one holding 20 million (`--scale` scales both).
 */
export async function measureRefreshCost(db: RollupDatabase, scale: number): Promise<RefreshCost> {
  const small = Math.round(1_000_000 * scale);
  const big = Math.round(20_000_000 * scale);
  const points: RefreshCostPoint[] = [];
  const smallRebuildMs = await timed(`load and rebuild a day of ${small.toLocaleString('en')} events`, () => loadToday(db, small));
  points.push(await measureAt(db, small, smallRebuildMs));
  const loaded = small + ROUNDS * NEW_EVENTS;
  const bigRebuildMs = await timed(`load ${(big - loaded).toLocaleString('en')} more events and rebuild the day`, () => loadToday(db, big - loaded));
  points.push(await measureAt(db, big, bigRebuildMs));
  const ratio = Math.round(((points[1]?.msPer1000 ?? 0) / (points[0]?.msPer1000 ?? 1)) * 100) / 100;
  return { points, ratio, budgetRatio: 2, pass: ratio <= 2 };
}
