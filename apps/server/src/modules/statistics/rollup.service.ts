import { RETENTION_OFFSETS } from '@ops/contracts/statistics';
import type { Database, Executor } from '../../db/client.ts';
import { markRefreshed, rebuildCohort, rebuildDay, takeDirtyDays, tryRollupLock } from './rollup.repository.ts';
import { addDays, type Day } from '../../lib/shanghai-day.ts';

export interface RollupOutcome {
  /** False when another instance was rolling up at the same moment. */
  ran: boolean;
  days: Day[];
  cohorts: Day[];
}

/** Cohorts whose figures an event on `day` can change: its own, and those 1..30 days before it. */
export function cohortsTouchedBy(days: readonly Day[]): Day[] {
  const cohorts = new Set<Day>();
  for (const day of days) {
    cohorts.add(day);
    for (const offset of RETENTION_OFFSETS) cohorts.add(addDays(day, -offset));
  }
  return [...cohorts].sort();
}

/**
 * Brings the roll-ups up to date inside `tx`: every day with new events is rebuilt exactly from its
 * raw events, then every cohort those days can affect. Markers and rebuilt rows commit together,
 * so a failed run leaves its markers for the next one.
 */
export async function rollUpDirtyDays(tx: Executor): Promise<RollupOutcome> {
  if (!(await tryRollupLock(tx))) return { ran: false, days: [], cohorts: [] };
  const days = await takeDirtyDays(tx);
  for (const day of days) await rebuildDay(tx, day);
  const cohorts = cohortsTouchedBy(days);
  for (const cohort of cohorts) await rebuildCohort(tx, cohort);
  await markRefreshed(tx);
  return { ran: true, days, cohorts };
}

/** One roll-up run in its own transaction: what the background refresher and the tests call. */
export function refreshStatistics(db: Database): Promise<RollupOutcome> {
  return db.transaction((tx) => rollUpDirtyDays(tx));
}
