import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operationLogs } from '../../db/schema/operators.ts';
import { posts } from '../../db/schema/content.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export interface LogFilter {
  id?: number;
  operatorName?: string;
  /** Actions whose content label matched the operator's text; empty = nothing can match. */
  actions?: string[];
  from?: Date;
  /** Exclusive. */
  before?: Date;
  targetUserId?: number;
  limit: number;
  offset: number;
}

/** A post deletion whose post is still deleted can be undone (the CASE keeps the cast off other targets). */
const restorableSql = sql<boolean>`(${operationLogs.action} = 'post.delete' and exists (
  select 1 from ${posts} p
  where p.id = case when ${operationLogs.targetId} ~ '^[0-9]{1,18}$' then ${operationLogs.targetId}::bigint end
    and p.deleted_at is not null))`;

const logColumns = {
  id: operationLogs.id,
  name: operationLogs.operatorName,
  ip: operationLogs.ip,
  createdAt: operationLogs.createdAt,
  action: operationLogs.action,
  content: operationLogs.content,
  desc: operationLogs.description,
  targetType: operationLogs.targetType,
  targetId: operationLogs.targetId,
  restorable: restorableSql,
};

function whereOf(filter: LogFilter): SQL | undefined {
  return and(
    filter.id === undefined ? undefined : eq(operationLogs.id, filter.id),
    filter.operatorName ? sql`${operationLogs.operatorName} ilike ${containsPattern(filter.operatorName)}` : undefined,
    filter.actions ? inArray(operationLogs.action, filter.actions) : undefined,
    filter.from ? gte(operationLogs.createdAt, filter.from) : undefined,
    filter.before ? lt(operationLogs.createdAt, filter.before) : undefined,
    filter.targetUserId === undefined
      ? undefined
      : and(eq(operationLogs.targetType, 'user'), eq(operationLogs.targetId, String(filter.targetUserId))),
  );
}

export async function listLogs(executor: Executor, filter: LogFilter) {
  if (filter.actions?.length === 0) return { rows: [], total: 0 };
  const where = whereOf(filter);
  const rows = await executor
    .select(logColumns)
    .from(operationLogs)
    .where(where)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await executor.select({ n: sql<number>`count(*)::int` }).from(operationLogs).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findLog(executor: Executor, id: number) {
  const [row] = await executor
    .select({ ...logColumns, before: operationLogs.before, after: operationLogs.after })
    .from(operationLogs)
    .where(eq(operationLogs.id, id));
  return row;
}

/** What a log row did and to what. */
export async function findLogTarget(executor: Executor, id: number) {
  const [row] = await executor
    .select({ action: operationLogs.action, targetType: operationLogs.targetType, targetId: operationLogs.targetId })
    .from(operationLogs)
    .where(eq(operationLogs.id, id));
  return row;
}
