import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { textArray } from '../../lib/sql-arrays.ts';
import { addDays, type Day, dayStart } from '../../lib/shanghai-day.ts';

/** Serialises partition DDL across instances (creating the same day twice, dropping while creating). */
const PARTITION_LOCK_KEY = 724_310_102;
const PREFIX = 'activity_events_p';

/** `activity_events_p20261126` for 2026-11-26. */
export function partitionName(day: Day): string {
  return `${PREFIX}${day.replaceAll('-', '')}`;
}

function dayOfPartition(name: string): Day {
  const digits = name.slice(PREFIX.length);
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** The partitions of `activity_events` (`name`), to be narrowed with `and …`. */
const PARTITIONS = sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
                       where i.inhparent = 'activity_events'::regclass`;

/** Every partition's name, in day order. */
export async function partitionNames(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`${PARTITIONS} order by 1`);
  return rows.map((row) => row.name);
}

/** Days (of `days`) whose partition exists. */
export async function existingPartitionDays(db: Executor, days: readonly Day[]): Promise<Set<Day>> {
  if (days.length === 0) return new Set();
  const rows = await queryRows<{ name: string }>(db, sql`${PARTITIONS} and c.relname = any(${textArray(days.map(partitionName))}::text[])`);
  return new Set(rows.map((row) => dayOfPartition(row.name)));
}

/** Creates the partitions of `days` that do not exist yet, one instance at a time. */
export async function createPartitions(db: Executor, days: readonly Day[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    for (const day of days) {
      const from = dayStart(day).toISOString();
      const to = dayStart(addDays(day, 1)).toISOString();
      // Through the owner's function (migration 0030): the server's own role may own nothing (issue 18).
      await tx.execute(sql`select ops_create_event_partition(${partitionName(day)}, ${from}::timestamptz, ${to}::timestamptz)`);
    }
  });
}

/**
 * Drops the partitions of days before `firstKept` (whole days of raw events, in one statement each) and
 * the `stats_user_days` rows before `firstStateKept`; answers the days dropped. The roll-ups keep
 * their figures.
 */
export async function dropPartitionsBefore(db: Executor, firstKept: Day, firstStateKept: Day): Promise<Day[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    const rows = await queryRows<{ name: string }>(tx, sql`${PARTITIONS} and c.relname < ${partitionName(firstKept)} order by 1`);
    for (const { name } of rows) await tx.execute(sql`select ops_drop_event_partition(${name})`);
    // Every refresh comes here: look at the oldest day first (one index probe), since the delete's own scan
    // of ~9M rows took 1.1 s each time at full scale although a day's rows go only once a day.
    const [oldest] = await queryRows<{ day: string | null }>(tx, sql`select min(day)::text as day from stats_user_days`);
    if (oldest?.day && oldest.day < firstStateKept) await tx.execute(sql`delete from stats_user_days where day < ${firstStateKept}::date`);
    return rows.map((row) => dayOfPartition(row.name));
  });
}
