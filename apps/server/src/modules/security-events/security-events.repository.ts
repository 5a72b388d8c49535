import type { SecurityEventKind, SecurityEventQuery, SecurityEventRow } from '@ops/contracts/security-events';
import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { securityEvents } from '../../db/schema/security-events.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export interface NewSecurityEvent {
  kind: SecurityEventKind;
  name: string;
  operatorId: number | null;
  ip: string;
  detail: string;
}

export async function insertSecurityEvent(executor: Executor, event: NewSecurityEvent): Promise<void> {
  await executor.insert(securityEvents).values(event);
}

function whereOf(filter: SecurityEventQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.kind ? eq(securityEvents.kind, filter.kind) : undefined,
    filter.name ? ilike(securityEvents.name, containsPattern(filter.name)) : undefined,
    filter.ip ? ilike(securityEvents.ip, containsPattern(filter.ip)) : undefined,
    filter.sd >= 0 ? gte(securityEvents.occurredAt, new Date(filter.sd)) : undefined,
    filter.ed >= 0 ? lte(securityEvents.occurredAt, new Date(filter.ed)) : undefined,
  ];
  return and(...parts);
}

/** One page, newest first, and the total for the filter (the table is bounded by its retention). */
export async function listSecurityEvents(executor: Executor, filter: SecurityEventQuery): Promise<{ total: number; rows: SecurityEventRow[] }> {
  const where = whereOf(filter);
  const [totalRow] = await executor.select({ n: count() }).from(securityEvents).where(where);
  const rows = await executor
    .select()
    .from(securityEvents)
    .where(where)
    .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
    .limit(filter.pagesize)
    .offset((filter.page - 1) * filter.pagesize);
  return {
    total: totalRow?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      time: row.occurredAt.getTime(),
      kind: row.kind as SecurityEventKind,
      name: row.name,
      operatorId: row.operatorId,
      ip: row.ip,
      detail: row.detail,
    })),
  };
}

/** Deletes events older than `before`; answers how many. */
export async function pruneSecurityEventsBefore(executor: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    executor,
    sql`with pruned as (delete from security_events where occurred_at < ${before.toISOString()}::timestamptz returning 1) select count(*)::int as n from pruned`,
  );
  return row?.n ?? 0;
}
