import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { planRange, splitWholeMonths } from '../../lib/range-plan.ts';
import type { ContentListFilter, StateCount } from './content-list.ts';

export const CONTENT_KIND = { post: 1, video: 2 } as const;
export type ContentKind = (typeof CONTENT_KIND)[keyof typeof CONTENT_KIND];

const TABLE: Record<ContentKind, SQL> = { 1: sql.raw('posts'), 2: sql.raw('videos') };

const reportedOnlyIf = (reportedOnly: boolean, column: SQL) => (reportedOnly ? sql` and ${column}` : sql``);

/**
 * Live items per review state under a filter without id or user, in one statement: whole months from
 * `content_month_counts`, the whole days beside them from `content_counts`, and the partial days at the
 * range's ends counted in the table.
 */
export async function countByStateFromCounters(db: Executor, kind: ContentKind, filter: ContentListFilter): Promise<StateCount[]> {
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
  return queryRows<StateCount>(
    db,
    sql`select state::int as state, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) counted group by state having sum(n) <> 0`,
  );
}

/** Counters serve every filter but an id or a user (those are few rows: counted directly). */
export function countersApply(filter: ContentListFilter): boolean {
  return filter.idOrUserId === undefined && filter.userId === undefined;
}
