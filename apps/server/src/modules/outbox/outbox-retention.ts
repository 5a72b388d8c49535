import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

export const PRUNE_BATCH = 5000;

/**
 * Deletes events older than the retention that need no more delivery (delivered, or every event when
 * the app pulls instead of receiving webhooks), oldest first, with their attempts, and remembers the
 * highest sequence pruned: a pull cursor below it has missed events and is answered 410.
 */
export async function pruneOutboxOnce(db: Database, options: { retentionDays: number; pushConfigured: boolean; batch?: number }): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with doomed as (
          select seq from outbox_events
          where created_at < now() - ${options.retentionDays} * interval '1 day'
            and (delivered_at is not null or ${!options.pushConfigured})
          order by seq
          limit ${options.batch ?? PRUNE_BATCH}
          for update skip locked
        ), deleted as (
          delete from outbox_events e using doomed where e.seq = doomed.seq returning e.seq
        ), moved as (
          update outbox_feed_state set pruned_through = greatest(pruned_through, (select max(seq) from deleted))
          where id = 1 and exists (select 1 from deleted)
        )
        select count(*)::int as n from deleted`,
  );
  return rows[0]?.n ?? 0;
}

/** Prunes until nothing more is due. */
export async function pruneOutbox(db: Database, options: { retentionDays: number; pushConfigured: boolean }): Promise<number> {
  let total = 0;
  for (;;) {
    const pruned = await pruneOutboxOnce(db, options);
    total += pruned;
    if (pruned < PRUNE_BATCH) return total;
  }
}
