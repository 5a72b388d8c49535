import type { DeliveryAttempt, DeliveryRow, DeliveryStatus } from '@ops/contracts/integration';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import type { PublicEventRow } from './outbox-event-row.ts';

const STATUS_CONDITION: Record<DeliveryStatus, SQL> = {
  pending: sql`e.delivered_at is null and e.failed_at is null and e.attempts = 0`,
  retrying: sql`e.delivered_at is null and e.failed_at is null and e.attempts > 0`,
  failed: sql`e.delivered_at is null and e.failed_at is not null`,
  delivered: sql`e.delivered_at is not null`,
};

export interface DeliveryFilter {
  status: 'all' | DeliveryStatus;
  subject?: { type: string; id: number };
  limit: number;
  offset: number;
}

function whereOf(filter: Pick<DeliveryFilter, 'status' | 'subject'>): SQL {
  const parts: SQL[] = [];
  if (filter.status !== 'all') parts.push(STATUS_CONDITION[filter.status]);
  if (filter.subject) parts.push(sql`e.subject_type = ${filter.subject.type} and e.subject_id = ${filter.subject.id}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

interface DeliveryDbRow {
  seq: string;
  event_id: string;
  type: DeliveryRow['type'];
  subject_type: DeliveryRow['subjectType'];
  subject_id: string;
  occurred_ms: string;
  operator_name: string;
  status: DeliveryStatus;
  attempts: number;
  last_attempt_ms: string | null;
  last_status: number | null;
  last_error: string | null;
  next_attempt_ms: string | null;
  delivered_ms: string | null;
}

const ms = (value: string | null) => (value === null ? null : Number(value));

function toDeliveryRow(row: DeliveryDbRow): DeliveryRow {
  return {
    sequence: Number(row.seq),
    eventId: row.event_id,
    type: row.type,
    subjectType: row.subject_type,
    subjectId: Number(row.subject_id),
    occurredAt: Number(row.occurred_ms),
    operatorName: row.operator_name,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: ms(row.last_attempt_ms),
    lastStatus: row.last_status,
    lastError: row.last_error,
    nextAttemptAt: ms(row.next_attempt_ms),
    deliveredAt: ms(row.delivered_ms),
  };
}

const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::text`;

const DELIVERY_COLUMNS = sql`e.seq::text as seq, e.event_id::text as event_id, e.type, e.subject_type, e.subject_id::text as subject_id,
  ${epochMs(sql`e.occurred_at`)} as occurred_ms, e.operator_name,
  outbox_status(e.delivered_at, e.failed_at, e.attempts) as status, e.attempts,
  ${epochMs(sql`e.last_attempt_at`)} as last_attempt_ms, e.last_status, e.last_error,
  case when e.delivered_at is null and e.failed_at is null then ${epochMs(sql`e.next_attempt_at`)} end as next_attempt_ms,
  ${epochMs(sql`e.delivered_at`)} as delivered_ms`;

/** A page of events, newest first. */
export async function listDeliveries(executor: Executor, filter: DeliveryFilter): Promise<DeliveryRow[]> {
  const rows = await queryRows<DeliveryDbRow>(
    executor,
    sql`select ${DELIVERY_COLUMNS} from outbox_events e where ${whereOf(filter)} order by e.seq desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return rows.map(toDeliveryRow);
}

/** Events per status: from the counters, or counted for one subject. */
export async function countDeliveriesByStatus(executor: Executor, subject?: { type: string; id: number }): Promise<Record<DeliveryStatus, number>> {
  const rows = subject
    ? await queryRows<{ status: DeliveryStatus; n: string }>(
        executor,
        sql`select outbox_status(e.delivered_at, e.failed_at, e.attempts) as status, count(*)::text as n
            from outbox_events e where ${whereOf({ status: 'all', subject })} group by 1`,
      )
    : await queryRows<{ status: DeliveryStatus; n: string }>(executor, sql`select status, n::text as n from outbox_counts`);
  const counts: Record<DeliveryStatus, number> = { pending: 0, retrying: 0, failed: 0, delivered: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function findDelivery(executor: Executor, seq: number): Promise<{ row: DeliveryRow; event: PublicEventRow } | null> {
  const rows = await queryRows<DeliveryDbRow & { data: PublicEventRow['data'] }>(
    executor,
    sql`select ${DELIVERY_COLUMNS}, e.data from outbox_events e where e.seq = ${seq}`,
  );
  const row = rows[0];
  if (!row) return null;
  return { row: toDeliveryRow(row), event: row };
}

export async function listAttempts(executor: Executor, seq: number): Promise<DeliveryAttempt[]> {
  const rows = await queryRows<{ id: string; attempted_ms: string; duration_ms: number; status: number | null; error: string | null; response_excerpt: string | null }>(
    executor,
    sql`select id::text as id, ${epochMs(sql`attempted_at`)} as attempted_ms, duration_ms, status, error, response_excerpt
        from webhook_attempts where seq = ${seq} order by webhook_attempts.id desc limit 200`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    attemptedAt: Number(row.attempted_ms),
    durationMs: row.duration_ms,
    status: row.status,
    error: row.error,
    responseExcerpt: row.response_excerpt,
  }));
}

export interface DeliveryFigures {
  oldestWaitingAt: number | null;
  lastDeliveredAt: number | null;
  deliveredLast24h: number;
  failedAttemptsLast24h: number;
  latestSequence: number;
  lastPulledAt: number | null;
  lastCursor: string | null;
}

export async function deliveryFigures(executor: Executor): Promise<DeliveryFigures> {
  const rows = await queryRows<{
    oldest_ms: string | null;
    last_delivered_ms: string | null;
    delivered: string;
    failed: string;
    latest: string;
    pulled_ms: string | null;
    cursor: string | null;
  }>(
    executor,
    sql`select
          (select ${epochMs(sql`occurred_at`)} from outbox_events where delivered_at is null order by seq limit 1) as oldest_ms,
          (select ${epochMs(sql`max(last_delivered_at)`)} from webhook_hourly) as last_delivered_ms,
          (select coalesce(sum(delivered), 0)::text from webhook_hourly where hour > now() - interval '24 hours') as delivered,
          (select coalesce(sum(failed), 0)::text from webhook_hourly where hour > now() - interval '24 hours') as failed,
          (select last_seq::text from outbox_head where id = 1) as latest,
          ${epochMs(sql`s.last_pulled_at`)} as pulled_ms, s.last_cursor::text as cursor
        from outbox_feed_state s where s.id = 1`,
  );
  const row = rows[0];
  return {
    oldestWaitingAt: ms(row?.oldest_ms ?? null),
    lastDeliveredAt: ms(row?.last_delivered_ms ?? null),
    deliveredLast24h: Number(row?.delivered ?? 0),
    failedAttemptsLast24h: Number(row?.failed ?? 0),
    latestSequence: Number(row?.latest ?? 0),
    lastPulledAt: ms(row?.pulled_ms ?? null),
    lastCursor: row?.cursor ?? null,
  };
}

/** Makes failed and retrying events among `seqs` due now, with a new retry window; answers those changed. */
export async function requeueEvents(executor: Executor, seqs: readonly number[]): Promise<number[]> {
  const rows = await queryRows<{ seq: string }>(
    executor,
    sql`with locked as (
          select seq from outbox_events where seq = any(${intArray(seqs)}::bigint[]) order by seq for update
        )
        update outbox_events e set failed_at = null, next_attempt_at = now(), retry_from = now()
        from locked where e.seq = locked.seq and e.delivered_at is null and (e.failed_at is not null or e.attempts > 0)
        returning e.seq::text as seq`,
  );
  return rows.map((row) => Number(row.seq));
}

/** Every failed and retrying event, due now with a new retry window; answers how many. */
export async function requeueAllFailed(executor: Executor): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    executor,
    sql`with changed as (
          update outbox_events e set failed_at = null, next_attempt_at = now(), retry_from = now()
          where e.delivered_at is null and (e.failed_at is not null or e.attempts > 0)
          returning 1
        ) select count(*)::int as n from changed`,
  );
  return rows[0]?.n ?? 0;
}

/** Among `seqs`, the events that exist, and whether each was delivered. */
export async function findEventStates(executor: Executor, seqs: readonly number[]): Promise<Map<number, DeliveryStatus>> {
  const rows = await queryRows<{ seq: string; status: DeliveryStatus }>(
    executor,
    sql`select seq::text as seq, outbox_status(delivered_at, failed_at, attempts) as status from outbox_events where seq = any(${intArray(seqs)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.seq), row.status]));
}
