import type { IngestEvent } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray } from '../../lib/sql-arrays.ts';

export async function findExistingUserIds(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  const rows = await queryRows<{ id: string | number }>(db, sql`select id from users where id = any(${intArray(userIds)}::bigint[])`);
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Inserts the events that are new (by `event_id` and time: a replay carries both; the caller drops a
 * batch's repeated ids) with their user's sex and, in the same statement, queues
 * them for the roll-up as one `stats_pending_events` row (ADR 0019). Answers how many were new.
 */
export async function insertNewEvents(db: Executor, events: readonly IngestEvent[], receivedAt: Date | null): Promise<number> {
  const payload = JSON.stringify(events.map((e) => ({ event_id: e.eventId, user_id: e.userId, type: e.type, at: e.at })));
  const rows = await queryRows<{ inserted: number }>(
    db,
    sql`
    with input as (
      select x.event_id, x.user_id, x.type, timestamptz 'epoch' + x.at * interval '1 millisecond' as occurred_at, x.ord
      from rows from (json_to_recordset(${payload}::json) as (event_id uuid, user_id bigint, type text, at bigint))
           with ordinality as x(event_id, user_id, type, at, ord)
    ),
    inserted as (
      insert into activity_events (event_id, user_id, sex, type, occurred_at, received_at)
      select i.event_id, i.user_id, case when u.sex in (1, 2) then u.sex else 0 end, i.type, i.occurred_at, coalesce(${receivedAt?.toISOString() ?? null}::timestamptz, now())
      from input i join users u on u.id = i.user_id
      order by i.ord
      on conflict (event_id, occurred_at) do nothing
      returning id, user_id, sex, type, occurred_at
    ),
    pending as (
      insert into stats_pending_events (event_ids, user_ids, sexes, types, occurred_at)
      select array_agg(id), array_agg(user_id), array_agg(sex), array_agg(type), array_agg(occurred_at)
      from inserted having count(*) > 0
    )
    select count(*)::int as inserted from inserted`,
  );
  return rows[0]?.inserted ?? 0;
}
