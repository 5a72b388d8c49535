import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export interface Backlogs {
  /** Age of the oldest queued batch of events the statistics roll-up has not folded in (0 when none wait). */
  rollupLagSeconds: number;
  /** Decision events not yet delivered, per delivery status (`pending`, `retrying`). */
  outbox: { pending: number; retrying: number };
  /** Items waiting for the machine review (state 1), per kind. */
  screening: { post: number; video: number };
}

/** The three backlogs in one statement, all from counters or small queues (no scan of content). */
export async function readBacklogs(db: Executor): Promise<Backlogs> {
  const [row] = await queryRows<{ lag: string | null; pending: string | null; retrying: string | null; posts: string | null; videos: string | null }>(
    db,
    sql`select (select extract(epoch from now() - min(queued_at))::text from stats_pending_events) as lag,
               (select n::text from outbox_counts where status = 'pending') as pending,
               (select n::text from outbox_counts where status = 'retrying') as retrying,
               (select sum(n)::text from content_month_counts where kind = 1 and state = 1) as posts,
               (select sum(n)::text from content_month_counts where kind = 2 and state = 1) as videos`,
  );
  return {
    rollupLagSeconds: Math.max(0, Number(row?.lag ?? 0)),
    outbox: { pending: Number(row?.pending ?? 0), retrying: Number(row?.retrying ?? 0) },
    screening: { post: Number(row?.posts ?? 0), video: Number(row?.videos ?? 0) },
  };
}
