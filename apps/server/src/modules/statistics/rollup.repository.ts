import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Day } from '../../lib/shanghai-day.ts';

const ROLLUP_LOCK_KEY = 724_310_101;

/** One roll-up at a time across every instance; false when another one holds the lock. */
export async function tryRollupLock(tx: Executor): Promise<boolean> {
  const rows = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}) as locked`);
  return rows[0]?.locked === true;
}

/**
 * Consumes the rebuild markers of at most `limit` days, newest first (today matters most), that this
 * transaction can see; markers committed later, and older days beyond the limit, wait for the next run.
 */
export async function takeDirtyDays(tx: Executor, limit: number): Promise<Day[]> {
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`delete from stats_dirty_days
        where day in (select distinct day from stats_dirty_days order by day desc limit ${limit})
        returning day::text as day`,
  );
  return [...new Set(rows.map((row) => row.day))].sort();
}

/** Marks days to rebuild from their raw events (`npm run stats:rebuild`): those from `from` on that hold events. */
export async function markDaysForRebuild(db: Executor, from: Day | null): Promise<number> {
  const rows = await queryRows<{ days: number }>(
    db,
    sql`with days as (
          insert into stats_dirty_days (day)
          select distinct (occurred_at at time zone 'Asia/Shanghai')::date from activity_events
          where ${from === null ? sql`true` : sql`occurred_at >= (${from}::date::timestamp at time zone 'Asia/Shanghai')`}
          returning 1
        )
        select count(*)::int as days from days`,
  );
  return rows[0]?.days ?? 0;
}

export async function markRefreshed(tx: Executor): Promise<void> {
  await tx.execute(sql`update stats_rollup_state set refreshed_at = now() where id = 1`);
}

/** The last refresh: its stamp to the microsecond (unique per refresh, ADR 0021) and its time; nulls before the first. */
export async function refreshStamp(db: Executor): Promise<{ stamp: string | null; refreshedAt: Date | null }> {
  const [row] = await queryRows<{ stamp: string | null; at: Date | string | null }>(
    db,
    sql`select refreshed_at::text as stamp, refreshed_at as at from stats_rollup_state where id = 1`,
  );
  return { stamp: row?.stamp ?? null, refreshedAt: row?.at ? new Date(row.at) : null };
}

export async function lastRefreshedAt(db: Executor): Promise<Date | null> {
  return (await refreshStamp(db)).refreshedAt;
}

/** What the roll-up still has to do: queued batches of new events (and how long the oldest has waited), days marked for a rebuild. */
export async function rollupBacklog(db: Executor): Promise<{ pendingBatches: number; lagSeconds: number; dirtyDays: number }> {
  const rows = await queryRows<{ pending: number; lag: number | string | null; dirty: number }>(
    db,
    sql`select (select count(*)::int from stats_pending_events) as pending,
               (select extract(epoch from now() - min(queued_at)) from stats_pending_events) as lag,
               (select count(distinct day)::int from stats_dirty_days) as dirty`,
  );
  const row = rows[0];
  return { pendingBatches: row?.pending ?? 0, lagSeconds: Math.max(0, Number(row?.lag ?? 0)), dirtyDays: row?.dirty ?? 0 };
}
