import { MACHINE_ACTOR_NAME, OPERATION, SYSTEM_ACTOR_NAME, TARGET_TYPE } from '@ops/contracts/operations';
import { and, desc, eq, gte, inArray, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { operationLogCounts, operationLogHours, operationLogs, operationLogTotals } from '../../db/schema/operators.ts';
import { planHours, planRange } from '../../lib/range-plan.ts';
import { posts } from '../../db/schema/content.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { textArray } from '../../lib/sql-arrays.ts';
import { mergedWalks, pageFrom, pageId, pageOrder } from '../../lib/page-ids.ts';

export interface LogFilter {
  id?: number;
  operatorName?: string;
  /** Only this operator's own rows (a role that sees only its own actions, issue 14). */
  ownOperatorName?: string;
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

/**
 * The names of real operators (and of the system actors 系统 and 机审) that contain the text, any case.
 * Only those: before issue 18 a failed login wrote whatever name was typed into the log, and such a
 * name is never an operator the filter offers or matches.
 */
async function operatorNamesMatching(executor: Executor, text: string): Promise<string[]> {
  const pattern = containsPattern(text);
  const rows = await queryRows<{ name: string }>(
    executor,
    sql`select username as name from operators where username ilike ${pattern}
        union select actor from unnest(${textArray([SYSTEM_ACTOR_NAME, MACHINE_ACTOR_NAME])}::text[]) as actor where actor ilike ${pattern}`,
  );
  return rows.map((row) => row.name);
}

/** The operator condition: one of the resolved names (index-friendly). */
function operatorCondition(column: typeof operationLogs.operatorName | typeof operationLogCounts.operatorName | typeof operationLogTotals.operatorName, filter: LogFilter, names: string[] | undefined): SQL | undefined {
  if (!filter.operatorName || names === undefined) return undefined;
  // One name as an equality, so that the (operator_name, created_at, id) index gives the page's order.
  if (names.length === 1) return eq(column, names[0] ?? '');
  return sql`${column} = any(${textArray(names)}::text[])`;
}

function whereOf(filter: LogFilter, names: string[] | undefined): SQL | undefined {
  return and(
    filter.id === undefined ? undefined : eq(operationLogs.id, filter.id),
    operatorCondition(operationLogs.operatorName, filter, names),
    filter.ownOperatorName === undefined ? undefined : eq(operationLogs.operatorName, filter.ownOperatorName),
    filter.actions ? inArray(operationLogs.action, filter.actions) : undefined,
    filter.from ? gte(operationLogs.createdAt, filter.from) : undefined,
    filter.before ? lt(operationLogs.createdAt, filter.before) : undefined,
    filter.targetUserId === undefined
      ? undefined
      : and(eq(operationLogs.targetType, 'user'), eq(operationLogs.targetId, String(filter.targetUserId))),
  );
}

/**
 * Whether a log row can be undone: a post deletion whose post is still deleted by that very deletion
 * (its deleted_at is the entry's time; a later deletion is undone from its own entry). One primary-key
 * probe, and only for deletion rows. The log's columns are named with their table: inside the subquery a
 * bare `created_at` would be the post's (drizzle leaves columns unqualified in a one-table select).
 */
const restorableSql = sql<boolean>`coalesce(operation_logs.action = ${OPERATION.deletePost.action} and operation_logs.target_type = ${TARGET_TYPE.post}
  and exists (select 1 from ${posts} p
              where p.id = case when operation_logs.target_id ~ '^[0-9]{1,15}$' then operation_logs.target_id::bigint end
                and p.deleted_at = operation_logs.created_at), false)`;

/**
 * The ids of one page, newest first. Several actions (an 操作内容 term such as 冻结) or several operator
 * names are read as one ordered walk of the (action | operator_name, created_at, id) index per value,
 * merged: under `action = any(…)` PostgreSQL walks the whole log by time and filters, and the newest part
 * of a production log is mostly the 机审 rows of the latest intake (420,000 of them: 190 ms for a page of
 * freezes). One value, or none, is a single walk of the matching index.
 */
function logPageIds(executor: Executor, filter: LogFilter, names: string[] | undefined, where: SQL | undefined): SQLWrapper {
  const order = [desc(operationLogs.createdAt), desc(operationLogs.id)];
  const byAction = filter.actions !== undefined && filter.actions.length > 1;
  const byName = !byAction && filter.operatorName !== undefined && names !== undefined && names.length > 1;
  if (filter.id !== undefined || filter.targetUserId !== undefined || (!byAction && !byName)) {
    return executor.select({ id: operationLogs.id }).from(operationLogs).where(where).orderBy(...order).limit(filter.limit).offset(filter.offset);
  }
  const reach = filter.offset + filter.limit;
  const values = byAction ? (filter.actions ?? []) : (names ?? []);
  const walks = values.map((value) => {
    const condition = byAction ? whereOf({ ...filter, actions: [value] }, names) : whereOf(filter, [value]);
    return executor.select({ id: operationLogs.id, createdAt: operationLogs.createdAt }).from(operationLogs).where(condition).orderBy(...order).limit(reach);
  });
  return mergedWalks(walks, 'desc', filter.limit, filter.offset);
}

export async function listLogs(executor: Executor, filter: LogFilter) {
  if (filter.actions?.length === 0) return { rows: [], total: 0 };
  const names = filter.operatorName ? await operatorNamesMatching(executor, filter.operatorName) : undefined;
  if (names?.length === 0) return { rows: [], total: 0 };
  const where = whereOf(filter, names);
  const pageIds = logPageIds(executor, filter, names, where);
  const [rows, total] = await Promise.all([
    executor
      .select({ ...logColumns, restorable: restorableSql })
      .from(pageFrom(pageIds))
      .innerJoin(operationLogs, eq(operationLogs.id, pageId))
      .orderBy(pageOrder),
    countLogs(executor, filter, names, where),
  ]);
  return { rows, total };
}

async function exactCount(executor: Executor, where: SQL | undefined): Promise<number> {
  const [count] = await executor.select({ n: sql<number>`count(*)::int` }).from(operationLogs).where(where);
  return count?.n ?? 0;
}

type CountsTable = typeof operationLogCounts | typeof operationLogTotals;

/** The operator and operation conditions, on either table of counts. */
function countConditions(table: CountsTable, filter: LogFilter, names: string[] | undefined): (SQL | undefined)[] {
  return [
    operatorCondition(table.operatorName, filter, names),
    filter.ownOperatorName === undefined ? undefined : eq(table.operatorName, filter.ownOperatorName),
    filter.actions === undefined ? undefined : inArray(table.action, filter.actions),
  ];
}

/** The whole days' part of a total: all-time totals without a date filter, else the per-day counts of the range. */
async function countWholeDays(executor: Executor, filter: LogFilter, names: string[] | undefined, days: { from: string | null; to: string | null }): Promise<number> {
  const [counted] =
    days.from === null && days.to === null
      ? await executor
          .select({ n: sql<number>`coalesce(sum(${operationLogTotals.n}), 0)::int` })
          .from(operationLogTotals)
          .where(and(...countConditions(operationLogTotals, filter, names)))
      : await executor
          .select({ n: sql<number>`coalesce(sum(${operationLogCounts.n}), 0)::int` })
          .from(operationLogCounts)
          .where(
            and(
              ...countConditions(operationLogCounts, filter, names),
              days.from === null ? undefined : sql`${operationLogCounts.day} >= ${days.from}::date`,
              days.to === null ? undefined : sql`${operationLogCounts.day} <= ${days.to}::date`,
            ),
          );
  return counted?.n ?? 0;
}

/**
 * A total filtered by time alone, in one statement: the range's whole UTC hours from `operation_log_hours`,
 * the part-hours at its ends counted through the creation-time index (migration 0033).
 */
async function countByHours(executor: Executor, from: Date | undefined, before: Date | undefined): Promise<number> {
  const plan = planHours(from, before);
  const parts: SQL[] = plan.exact.map(
    (stretch) => sql`(select count(*) from ${operationLogs} where ${and(
      stretch.start === null ? undefined : gte(operationLogs.createdAt, stretch.start),
      stretch.end === null ? undefined : lt(operationLogs.createdAt, stretch.end),
    ) ?? sql`true`})`,
  );
  if (plan.whole) {
    const { from: first, to: end } = plan.whole;
    parts.push(
      sql`(select coalesce(sum(${operationLogHours.n}), 0) from ${operationLogHours} where ${and(
        first === null ? undefined : gte(operationLogHours.hour, first),
        end === null ? undefined : lt(operationLogHours.hour, end),
      ) ?? sql`true`})`,
    );
  }
  if (parts.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(executor, sql`select (${sql.join(parts, sql` + `)})::int as n`);
  return row?.n ?? 0;
}

/**
 * The list total: a log number or a target user is counted directly (few rows); a time range alone from the
 * hourly counts; operator, operation and date filters read the kept per-day counts, with exact counts only for
 * the partial days at the ends.
 */
async function countLogs(executor: Executor, filter: LogFilter, names: string[] | undefined, where: SQL | undefined): Promise<number> {
  if (filter.id !== undefined || filter.targetUserId !== undefined) return exactCount(executor, where);
  const timeOnly = filter.operatorName === undefined && filter.ownOperatorName === undefined && filter.actions === undefined;
  if (timeOnly && (filter.from !== undefined || filter.before !== undefined)) return countByHours(executor, filter.from, filter.before);
  const plan = planRange(filter.from, filter.before);
  const [whole, ...edges] = await Promise.all([
    plan.whole ? countWholeDays(executor, filter, names, plan.whole) : 0,
    ...plan.exact.map((stretch) => exactCount(executor, whereOf({ ...filter, from: stretch.start ?? undefined, before: stretch.end ?? undefined }, names))),
  ]);
  return (whole ?? 0) + edges.reduce((sum, n) => sum + n, 0);
}

export async function findLog(executor: Executor, id: number) {
  const [row] = await executor
    .select({ ...logColumns, before: operationLogs.before, after: operationLogs.after, restorable: restorableSql })
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
