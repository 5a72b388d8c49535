import { STATS_TIME_ZONE } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

export interface ThroughputFilter {
  /** [from, until): the instants of the Shanghai days asked for. */
  from: Date;
  until: Date;
  operatorId?: number;
  /** 1 posts, 2 videos; both when absent. */
  targetKind?: 1 | 2;
}

/** One operator's figures on a day (`day` set) or over the whole range (`day` null). */
export interface ThroughputRow {
  day: string | null;
  operator_id: number | null;
  operator_name: string;
  decisions: number;
  passed: number;
  rejected: number;
  revoked: number;
  overturned: number;
  timed: number;
  median_decision: number | string | null;
  median_age: number | string | null;
}

const DECIDED = sql`action in ('pass', 'reject')`;
/** Seconds between two instants, never below 0 (clocks of different machines). */
const secondsBetween = (later: string, earlier: string) => sql`greatest(0, extract(epoch from ${sql.raw(later)} - ${sql.raw(earlier)}))::float8`;
const median = (value: ReturnType<typeof secondsBetween>, filter: ReturnType<typeof sql>) =>
  sql`round((percentile_cont(0.5) within group (order by ${value}) filter (where ${filter}))::numeric, 3)::float8`;

/**
 * The figures per operator per Shanghai day and per operator over the range, in one pass over the range's
 * facts (review_decisions_decided_idx, or review_decisions_operator_idx for one operator). Medians are
 * percentile_cont(0.5): the middle value, or the mean of the two middle ones.
 */
export async function throughputRows(executor: Executor, filter: ThroughputFilter): Promise<ThroughputRow[]> {
  const operator = filter.operatorId === undefined ? sql`` : sql`and operator_id = ${filter.operatorId}`;
  const kind = filter.targetKind === undefined ? sql`` : sql`and target_kind = ${filter.targetKind}`;
  return queryRows<ThroughputRow>(
    executor,
    sql`with facts as (
          select operator_id, operator_name, action, from_state, decided_at, shown_at, item_created_at,
                 to_char(decided_at at time zone ${STATS_TIME_ZONE}, 'YYYY-MM-DD') as day
          from review_decisions
          where decided_at >= ${filter.from.toISOString()}::timestamptz and decided_at < ${filter.until.toISOString()}::timestamptz ${operator} ${kind}
        )
        select day, operator_id, operator_name,
               count(*) filter (where ${DECIDED})::int as decisions,
               count(*) filter (where action = 'pass')::int as passed,
               count(*) filter (where action = 'reject')::int as rejected,
               count(*) filter (where action = 'revoke')::int as revoked,
               count(*) filter (where ${DECIDED} and from_state in (2, 6))::int as overturned,
               count(*) filter (where ${DECIDED} and shown_at is not null)::int as timed,
               ${median(secondsBetween('decided_at', 'shown_at'), sql`${DECIDED} and shown_at is not null`)} as median_decision,
               ${median(secondsBetween('decided_at', 'item_created_at'), DECIDED)} as median_age
        from facts
        group by grouping sets ((operator_name, operator_id, day), (operator_name, operator_id))
        order by operator_name, operator_id nulls last, day nulls last`,
  );
}
