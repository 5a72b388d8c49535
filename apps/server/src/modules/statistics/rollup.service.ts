import { RETENTION_OFFSETS } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { isSerializationFailure } from '../../lib/database-errors.ts';
import { addDays, type Day } from '../../lib/shanghai-day.ts';
import { addFigureDeltas, addRetentionDeltas, mergeUserDays, takePendingEvents } from './rollup-incremental.repository.ts';
import { rebuildCohorts, rebuildDay, rebuildUserDays } from './rollup-rebuild.repository.ts';
import { existingPartitionDays } from './event-partitions.repository.ts';
import { markRefreshed, takeDirtyDays, tryRollupLock } from './rollup.repository.ts';

/** Days rebuilt from raw events per transaction. */
export const DAYS_PER_RUN = 31;
/** Queued ingestion batches (up to 1,000 events each) folded in per transaction. */
export const BATCHES_PER_RUN = 500;

export interface RollupOutcome {
  /** False when another instance was rolling up at the same moment. */
  ran: boolean;
  /** Days rebuilt from their raw events. */
  days: Day[];
  /** Cohorts rebuilt because one of those days changed. */
  cohorts: Day[];
  /** New events folded in incrementally. */
  events: number;
  /** True when this run left queued batches or rebuild markers beyond its limits. */
  more: boolean;
}

const NOT_RAN: RollupOutcome = { ran: false, days: [], cohorts: [], events: 0, more: false };

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
 * Brings the roll-ups up to date inside `tx` (ADR 0019): days marked for a rebuild are rebuilt from
 * their raw events; the queued new events of every other day are folded in incrementally; the cohorts
 * the rebuilt days touch are recounted from `stats_user_days`. What was taken and what was written
 * commit together, so a failed run leaves its work for the next one. `tx` must read one snapshot
 * (REPEATABLE READ, or a single-connection database inside one transaction).
 */
export async function rollUp(tx: Executor, dayLimit = DAYS_PER_RUN, batchLimit = BATCHES_PER_RUN): Promise<RollupOutcome> {
  if (!(await tryRollupLock(tx))) return NOT_RAN;
  const marked = await takeDirtyDays(tx, dayLimit);
  // A marked day whose raw events retention has dropped keeps its figures: there is nothing to rebuild them from.
  const kept = await existingPartitionDays(tx, marked);
  const days = marked.filter((day) => kept.has(day));
  // A rebuilt day's raw events include those of every queued batch this snapshot sees, so all of them are
  // taken now (and those of the rebuilt days skipped): left in the queue, they would count twice.
  const taken = await takePendingEvents(tx, days.length > 0 ? Number.MAX_SAFE_INTEGER : batchLimit, days);
  for (const day of days) {
    await rebuildUserDays(tx, day);
    await rebuildDay(tx, day);
  }
  if (taken.events > 0) {
    await mergeUserDays(tx);
    await addFigureDeltas(tx);
    await addRetentionDeltas(tx);
  }
  const cohorts = cohortsTouchedBy(days);
  await rebuildCohorts(tx, cohorts);
  await markRefreshed(tx);
  return { ran: true, days, cohorts, events: taken.events, more: marked.length === dayLimit || (marked.length === 0 && taken.batches === batchLimit) };
}

/**
 * One roll-up transaction at REPEATABLE READ. Another instance that finished between this snapshot and
 * this lock makes the first write fail with a serialization error: nothing is counted twice, and the
 * run reports that it did not run.
 */
async function rollUpOnce(db: Database): Promise<RollupOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      return rollUp(tx);
    });
  } catch (error) {
    if (isSerializationFailure(error)) return NOT_RAN;
    throw error;
  }
}

/**
 * Rolls up everything waiting, a bounded batch per transaction (a year of days after a migration, or a
 * backlog of events after an outage, becomes a series of short transactions): what the refresher and
 * the tests call.
 */
export async function refreshStatistics(db: Database): Promise<RollupOutcome> {
  const total: RollupOutcome = { ran: false, days: [], cohorts: [], events: 0, more: false };
  for (;;) {
    const outcome = await rollUpOnce(db);
    if (!outcome.ran) return total;
    total.ran = true;
    total.days.push(...outcome.days);
    total.cohorts.push(...outcome.cohorts);
    total.events += outcome.events;
    if (!outcome.more) return total;
  }
}
