import { RETENTION_OFFSETS } from '@ops/contracts/statistics';
import type { Executor } from '../../db/client.ts';
import { addDays, type Day, dayOf } from '../../lib/shanghai-day.ts';
import { createPartitions, dropPartitionsBefore, existingPartitionDays } from './event-partitions.repository.ts';

/** Days ahead of today whose partitions the refresher keeps ready. */
export const PARTITION_DAYS_AHEAD = 2;
/** Raw events are kept this many whole days past the retention window, so an instance whose clock is a little behind never writes into a dropped day. */
const DROP_GRACE_DAYS = 1;
const LONGEST_RETENTION_OFFSET = Math.max(...RETENTION_OFFSETS);

/** Per database handle: days whose partition is known to exist (a partition, once made, stays until retention drops it). */
const knownDays = new WeakMap<object, Set<Day>>();

function cacheOf(db: Executor): Set<Day> {
  let days = knownDays.get(db);
  if (!days) {
    days = new Set();
    knownDays.set(db, days);
  }
  return days;
}

/** Makes sure every day in `days` has its partition of `activity_events` (ADR 0019): a catalog read only for days not seen before. */
export async function ensureEventPartitions(db: Executor, days: Iterable<Day>): Promise<void> {
  const cache = cacheOf(db);
  const unknown = [...new Set(days)].filter((day) => !cache.has(day));
  if (unknown.length === 0) return;
  const existing = await existingPartitionDays(db, unknown);
  const missing = unknown.filter((day) => !existing.has(day));
  if (missing.length > 0) await createPartitions(db, missing);
  for (const day of unknown) cache.add(day);
}

/** The first day whose events are kept: `retentionDays` days up to and including today. */
export function firstRetainedDay(now: number, retentionDays: number): Day {
  return addDays(dayOf(now), -(retentionDays - 1));
}

/**
 * The refresher's storage upkeep: partitions for today and the next days exist before events need
 * them; raw days past `retentionDays` (plus a day's grace) are dropped, and the per-user-day state a
 * month longer (a late event on day d still finds the cohorts up to 30 days before d).
 */
export async function maintainEventPartitions(db: Executor, now: number, retentionDays: number): Promise<Day[]> {
  const today = dayOf(now);
  await ensureEventPartitions(
    db,
    Array.from({ length: PARTITION_DAYS_AHEAD + 1 }, (_, offset) => addDays(today, offset)),
  );
  const firstKept = addDays(firstRetainedDay(now, retentionDays), -DROP_GRACE_DAYS);
  const dropped = await dropPartitionsBefore(db, firstKept, addDays(firstKept, -LONGEST_RETENTION_OFFSET));
  const cache = cacheOf(db);
  for (const day of dropped) cache.delete(day);
  return dropped;
}
