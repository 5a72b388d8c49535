import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Day } from '../../lib/shanghai-day.ts';

/** sex: 1, 2 or 0 (unknown); parity: 1 odd user ids, 2 even; undefined = everyone. */
export interface GroupFilter {
  sex?: number;
  parity?: number;
}

export interface TypeFigure {
  /** `YYYY-MM-DD`, or the hour's start in epoch ms on the hourly table. */
  key: string;
  type: string;
  times: number;
  people: number;
}

function groupConditions(filter: GroupFilter): SQL {
  const sex = filter.sex === undefined ? sql`` : sql` and sex = ${filter.sex}`;
  const parity = filter.parity === undefined ? sql`` : sql` and parity = ${filter.parity}`;
  return sql`${sex}${parity}`;
}

/** Times and distinct people per day and type (plus `any`), summed over the groups the filter keeps. */
export function dailyFigures(db: Executor, from: Day, to: Day, filter: GroupFilter): Promise<TypeFigure[]> {
  return queryRows<TypeFigure>(
    db,
    sql`select day::text as key, type, sum(times)::int as times, sum(people)::int as people
        from stats_daily
        where day between ${from}::date and ${to}::date${groupConditions(filter)}
        group by day, type`,
  );
}

/** The same per hour, for the hours in [start, end). */
export function hourlyFigures(db: Executor, start: Date, end: Date, filter: GroupFilter): Promise<TypeFigure[]> {
  return queryRows<TypeFigure>(
    db,
    sql`select (extract(epoch from hour) * 1000)::bigint::text as key, type, sum(times)::int as times, sum(people)::int as people
        from stats_hourly
        where hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz${groupConditions(filter)}
        group by hour, type`,
  );
}

export interface CohortFigure {
  cohort: Day;
  offset: number;
  users: number;
}

/** Cohort sizes (offset 0) and retained users per offset for the cohorts in [from, to]. */
export function cohortFigures(db: Executor, from: Day, to: Day, filter: GroupFilter): Promise<CohortFigure[]> {
  return queryRows<CohortFigure>(
    db,
    sql`select cohort_day::text as cohort, day_offset::int as "offset", sum(retained)::int as users
        from stats_retention
        where cohort_day between ${from}::date and ${to}::date${groupConditions(filter)}
        group by cohort_day, day_offset`,
  );
}
