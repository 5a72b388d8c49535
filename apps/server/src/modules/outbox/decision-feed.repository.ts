import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { PUBLIC_EVENT_COLUMNS, type PublicEventRow } from './outbox-event-row.ts';

/** Events after `after`, in sequence (commit) order. */
export async function readEventsAfter(executor: Executor, after: number, limit: number): Promise<PublicEventRow[]> {
  return queryRows<PublicEventRow>(executor, sql`select ${PUBLIC_EVENT_COLUMNS} from outbox_events e where e.seq > ${after} order by e.seq limit ${limit}`);
}

export async function feedWatermarks(executor: Executor): Promise<{ prunedThrough: number; latest: number }> {
  const rows = await queryRows<{ pruned: string; latest: string }>(
    executor,
    sql`select s.pruned_through::text as pruned, (select last_seq::text from outbox_head where id = 1) as latest from outbox_feed_state s where s.id = 1`,
  );
  return { prunedThrough: Number(rows[0]?.pruned ?? 0), latest: Number(rows[0]?.latest ?? 0) };
}

export async function notePull(executor: Executor, cursor: number): Promise<void> {
  await executor.execute(sql`update outbox_feed_state set last_pulled_at = now(), last_cursor = ${cursor} where id = 1`);
}
