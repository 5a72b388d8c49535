import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { OutboxRow } from './decision-events.ts';

/**
 * Appends decision events in the caller's transaction, in the given order: the trigger gives each the
 * next sequence under the outbox head's lock (migration 0015), so they commit or vanish with the change.
 */
export async function insertOutboxEvents(executor: Executor, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = JSON.stringify(
    rows.map((row, ord) => ({
      ord,
      type: row.type,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      occurred_at: row.occurredAt?.toISOString() ?? null,
      operator_name: row.operatorName,
      data: row.data,
    })),
  );
  await executor.execute(sql`
    insert into outbox_events (type, subject_type, subject_id, occurred_at, operator_name, data)
    select x.type, x.subject_type, x.subject_id, coalesce(x.occurred_at, now()), x.operator_name, x.data
    from json_to_recordset(${payload}::json)
         as x(ord int, type text, subject_type text, subject_id bigint, occurred_at timestamptz, operator_name text, data jsonb)
    order by x.ord`);
}

/** The last sequence handed out (0 before the first event). */
export async function latestSequence(executor: Executor): Promise<number> {
  const rows = await queryRows<{ last_seq: string }>(executor, sql`select last_seq::text from outbox_head where id = 1`);
  return Number(rows[0]?.last_seq ?? 0);
}
