import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { planRange, splitWholeMonths } from '../../lib/range-plan.ts';
import type { ContentListFilter, StateCount } from './content-list.ts';
import { type ContentColumns, contentWhereExceptState } from './content-list.repository.ts';

export const CONTENT_KIND = { post: 1, video: 2 } as const;
export type ContentKind = (typeof CONTENT_KIND)[keyof typeof CONTENT_KIND];

const TABLE: Record<ContentKind, SQL> = { 1: sql.raw('posts'), 2: sql.raw('videos') };

const reportedOnlyIf = (reportedOnly: boolean, column: SQL) => (reportedOnly ? sql` and ${column}` : sql``);

/**
 * Live items per review state under a filter without id or user, rows `(state, n)` of one statement (read inside a
 * page's statement, `stateCountsColumn`): whole months from
 * `content_month_counts`, the whole days beside them from `content_counts`, and the partial days at the
 * range's ends counted in the table.
 */
function countersByStateSql(kind: ContentKind, filter: ContentListFilter): SQL {
  const plan = planRange(filter.createdFrom, filter.createdBefore);
  const parts: SQL[] = [];
  if (plan.whole) {
    const { months, days } = splitWholeMonths(plan.whole.from, plan.whole.to);
    if (months) {
      parts.push(sql`select state, n from content_month_counts where kind = ${kind}${reportedOnlyIf(filter.reportedOnly, sql`reported`)}${
        months.from ? sql` and month >= ${months.from}::date` : sql``
      }${months.to ? sql` and month <= ${months.to}::date` : sql``}`);
    }
    for (const span of days) {
      parts.push(sql`select state, n from content_counts where kind = ${kind}${reportedOnlyIf(filter.reportedOnly, sql`reported`)}
                     and day >= ${span.from}::date and day <= ${span.to}::date`);
    }
  }
  for (const stretch of plan.exact) {
    parts.push(sql`select state, count(*) as n from ${TABLE[kind]} where deleted_at is null${reportedOnlyIf(filter.reportedOnly, sql`report_count > 0`)}${
      stretch.start ? sql` and created_at >= ${stretch.start.toISOString()}::timestamptz` : sql``
    }${stretch.end ? sql` and created_at < ${stretch.end.toISOString()}::timestamptz` : sql``} group by state`);
  }
  return sql`select state::int as state, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) counted group by state having sum(n) <> 0`;
}

/**
 * The tab totals as one column of a page's statement: `[{state, n}]` of the rows `(state, n)` that `counts` selects,
 * evaluated once (uncorrelated), so a page and its totals are one round trip and one snapshot. Null on no row.
 */
export function stateCountsColumn(counts: SQLWrapper): SQL<StateCount[] | string | null> {
  return sql<StateCount[] | string | null>`(select coalesce(json_agg(json_build_object('state', c.state, 'n', c.n)), '[]'::json) from (${counts}) c)`;
}

/**
 * The totals a page's rows carry (`stateCounts`), or, when the page is past the end and carries none, read on their
 * own: a page and its totals in one statement whenever the page has a row.
 */
export async function pageWithStateCounts<Row extends { stateCounts: StateCount[] | string | null }>(
  rows: Promise<Row[]>,
  countOnTheirOwn: () => Promise<StateCount[]>,
): Promise<{ rows: Row[]; counts: StateCount[] }> {
  const page = await rows;
  const carried = page[0]?.stateCounts;
  if (carried === undefined || carried === null) return { rows: page, counts: await countOnTheirOwn() };
  return { rows: page, counts: typeof carried === 'string' ? (JSON.parse(carried) as StateCount[]) : carried };
}

/**
 * Rows `(state, n)` of the live items per review state under every filter but the state (the tab totals and the
 * list total): from the counters, or for an id or a user (few rows) counted directly.
 */
export function stateCountsQuery(executor: Executor, kind: ContentKind, table: PgTable, columns: ContentColumns, filter: ContentListFilter): SQLWrapper {
  if (countersApply(filter)) return countersByStateSql(kind, filter);
  return executor
    .select({ state: columns.state, n: sql<number>`count(*)::int`.as('n') })
    .from(table)
    .where(contentWhereExceptState(columns, filter))
    .groupBy(columns.state);
}

/** Counters serve every filter but an id or a user (those are few rows: counted directly). */
function countersApply(filter: ContentListFilter): boolean {
  return filter.idOrUserId === undefined && filter.userId === undefined;
}
