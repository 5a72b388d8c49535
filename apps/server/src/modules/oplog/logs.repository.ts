import { OPERATION, TARGET_TYPE } from '@ops/contracts/operations';
import { and, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operationLogCounts, operationLogs } from '../../db/schema/operators.ts';
import { planRange } from '../../lib/range-plan.ts';
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
};

/** Operator names that occur in the log and contain the text (any case), from the small counts table. */
async function operatorNamesMatching(executor: Executor, text: string): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ name: operationLogCounts.operatorName })
    .from(operationLogCounts)
    .where(sql`${operationLogCounts.operatorName} ilike ${containsPattern(text)}`);
  return rows.map((row) => row.name);
}

function whereOf(filter: LogFilter, names: string[] | undefined): SQL | undefined {
  return and(
    filter.id === undefined ? undefined : eq(operationLogs.id, filter.id),
    names === undefined ? undefined : inArray(operationLogs.operatorName, names),
    filter.actions ? inArray(operationLogs.action, filter.actions) : undefined,
    filter.from ? gte(operationLogs.createdAt, filter.from) : undefined,
    filter.before ? lt(operationLogs.createdAt, filter.before) : undefined,
    filter.targetUserId === undefined
      ? undefined
      : and(eq(operationLogs.targetType, 'user'), eq(operationLogs.targetId, String(filter.targetUserId))),
  );
}

/**
 * Which of these log rows can be undone: post deletions whose post is still deleted. One lookup for
 * the whole page (a correlated check per row made PostgreSQL scan every deleted post).
 */
async function withRestorable<Row extends { action: string; targetType: string | null; targetId: string | null }>(
  executor: Executor,
  rows: Row[],
): Promise<(Row & { restorable: boolean })[]> {
  const isDeletion = (row: Row) => row.action === OPERATION.deletePost.action && row.targetType === TARGET_TYPE.post && /^\d{1,15}$/.test(row.targetId ?? '');
  const postIds = [...new Set(rows.filter(isDeletion).map((row) => Number(row.targetId)))];
  const deleted =
    postIds.length === 0
      ? new Set<string>()
      : new Set(
          (await executor.select({ id: posts.id }).from(posts).where(and(inArray(posts.id, postIds), isNotNull(posts.deletedAt)))).map((row) =>
            String(row.id),
          ),
        );
  return rows.map((row) => ({ ...row, restorable: isDeletion(row) && deleted.has(row.targetId ?? '') }));
}

export async function listLogs(executor: Executor, filter: LogFilter) {
  if (filter.actions?.length === 0) return { rows: [], total: 0 };
  const names = filter.operatorName ? await operatorNamesMatching(executor, filter.operatorName) : undefined;
  if (names?.length === 0) return { rows: [], total: 0 };
  const where = whereOf(filter, names);
  const rows = await executor
    .select(logColumns)
    .from(operationLogs)
    .where(where)
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows: await withRestorable(executor, rows), total: await countLogs(executor, filter, names, where) };
}

async function exactCount(executor: Executor, where: SQL | undefined): Promise<number> {
  const [count] = await executor.select({ n: sql<number>`count(*)::int` }).from(operationLogs).where(where);
  return count?.n ?? 0;
}

/**
 * The list total: a log number or a target user is counted directly (few rows); operator, operation
 * and date filters read the per-day counts, with exact counts only for the partial days at the ends.
 */
async function countLogs(executor: Executor, filter: LogFilter, names: string[] | undefined, where: SQL | undefined): Promise<number> {
  if (filter.id !== undefined || filter.targetUserId !== undefined) return exactCount(executor, where);
  const plan = planRange(filter.from, filter.before);
  const counted = plan.whole
    ? await executor
        .select({ n: sql<number>`coalesce(sum(${operationLogCounts.n}), 0)::int` })
        .from(operationLogCounts)
        .where(
          and(
            names === undefined ? undefined : inArray(operationLogCounts.operatorName, names),
            filter.actions === undefined ? undefined : inArray(operationLogCounts.action, filter.actions),
            plan.whole.from === null ? undefined : sql`${operationLogCounts.day} >= ${plan.whole.from}::date`,
            plan.whole.to === null ? undefined : sql`${operationLogCounts.day} <= ${plan.whole.to}::date`,
          ),
        )
    : [];
  const edges = await Promise.all(
    plan.exact.map((stretch) =>
      exactCount(
        executor,
        whereOf({ ...filter, from: stretch.start ?? undefined, before: stretch.end ?? undefined }, names),
      ),
    ),
  );
  return (counted[0]?.n ?? 0) + edges.reduce((sum, n) => sum + n, 0);
}

export async function findLog(executor: Executor, id: number) {
  const rows = await executor
    .select({ ...logColumns, before: operationLogs.before, after: operationLogs.after })
    .from(operationLogs)
    .where(eq(operationLogs.id, id));
  return (await withRestorable(executor, rows))[0];
}

/** What a log row did and to what. */
export async function findLogTarget(executor: Executor, id: number) {
  const [row] = await executor
    .select({ action: operationLogs.action, targetType: operationLogs.targetType, targetId: operationLogs.targetId })
    .from(operationLogs)
    .where(eq(operationLogs.id, id));
  return row;
}
