import { RETENTION_OFFSETS } from '@ops/contracts/statistics';
import type { Database, Executor } from '../../db/client.ts';
import { markRefreshed, rebuildCohort, rebuildDay, takeDirtyDays, tryRollupLock } from './rollup.repository.ts';
import { addDays, type Day } from '../../lib/shanghai-day.ts';

/** Days rebuilt per transaction. */
export const DAYS_PER_RUN = 31;

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
export async function rollUpDirtyDays(tx: Executor, limit = DAYS_PER_RUN): Promise<RollupOutcome> {
  if (!(await tryRollupLock(tx))) return { ran: false, days: [], cohorts: [] };
  const days = await takeDirtyDays(tx, limit);
  for (const day of days) await rebuildDay(tx, day);
  const cohorts = cohortsTouchedBy(days);
  for (const cohort of cohorts) await rebuildCohort(tx, cohort);
  await markRefreshed(tx);
  return { ran: true, days, cohorts };
}

/**
 * Rolls up every dirty day, a bounded batch per transaction (a year of days after a migration
 * becomes a dozen short transactions, not one long one): what the refresher and the tests call.
 */
export async function refreshStatistics(db: Database): Promise<RollupOutcome> {
  const total: RollupOutcome = { ran: false, days: [], cohorts: [] };
  for (;;) {
    const outcome = await db.transaction((tx) => rollUpDirtyDays(tx));
    if (!outcome.ran) return total;
    total.ran = true;
    total.days.push(...outcome.days);
    total.cohorts.push(...outcome.cohorts);
    // A short batch took every day that was dirty when it ran; newer markers wait for the next call.
    if (outcome.days.length < DAYS_PER_RUN) return total;
  }
}
