import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { planRange } from '../../lib/range-plan.ts';
import type { Day } from '../../lib/shanghai-day.ts';
import type { ContentListFilter, StateCount } from './content-list.ts';

export const CONTENT_KIND = { post: 1, video: 2 } as const;
export type ContentKind = (typeof CONTENT_KIND)[keyof typeof CONTENT_KIND];

const TABLE: Record<ContentKind, SQL> = { 1: sql.raw('posts'), 2: sql.raw('videos') };

async function countersByState(db: Executor, kind: ContentKind, reportedOnly: boolean, from: Day | null, to: Day | null): Promise<StateCount[]> {
  return queryRows<StateCount>(
    db,
    sql`select state::int as state, sum(n)::int as n from content_counts
        where kind = ${kind}${reportedOnly ? sql` and reported` : sql``}${from ? sql` and day >= ${from}::date` : sql``}${to ? sql` and day <= ${to}::date` : sql``}
        group by state`,
  );
}

async function exactByState(db: Executor, kind: ContentKind, reportedOnly: boolean, start: Date | null, end: Date | null): Promise<StateCount[]> {
  return queryRows<StateCount>(
    db,
    sql`select state::int as state, count(*)::int as n from ${TABLE[kind]}
        where deleted_at is null${reportedOnly ? sql` and report_count > 0` : sql``}${start ? sql` and created_at >= ${start.toISOString()}::timestamptz` : sql``}${end ? sql` and created_at < ${end.toISOString()}::timestamptz` : sql``}
        group by state`,
  );
}

function merge(parts: readonly StateCount[][]): StateCount[] {
  const byState = new Map<number, number>();
  for (const rows of parts) for (const row of rows) byState.set(row.state, (byState.get(row.state) ?? 0) + row.n);
  return [...byState].filter(([, n]) => n !== 0).map(([state, n]) => ({ state, n }));
}

/** Live items per review state under a filter without id or user: counters for whole days, exact counts at the edges. */
export async function countByStateFromCounters(db: Executor, kind: ContentKind, filter: ContentListFilter): Promise<StateCount[]> {
  const plan = planRange(filter.createdFrom, filter.createdBefore);
  const parts = await Promise.all([
    ...(plan.whole ? [countersByState(db, kind, filter.reportedOnly, plan.whole.from, plan.whole.to)] : []),
    ...plan.exact.map((stretch) => exactByState(db, kind, filter.reportedOnly, stretch.start, stretch.end)),
  ]);
  return merge(parts);
}

/** Counters serve every filter but an id or a user (those are few rows: counted directly). */
export function countersApply(filter: ContentListFilter): boolean {
  return filter.idOrUserId === undefined && filter.userId === undefined;
}
