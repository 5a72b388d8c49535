import { ACTIVITY_GROUPS, RETENTION_COLUMNS, STATS_TIME_ZONE } from '@ops/contracts/statistics';
import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { planEachCall } from '../../db/prepared-statements.ts';
import { ALL_GROUPS } from '../../db/schema/statistics.ts';
import type { Day } from '../../lib/shanghai-day.ts';

/** sex: 1, 2 or 0 (unknown); parity: 1 odd user ids, 2 even; undefined = everyone. */
export interface GroupFilter {
  sex?: number;
  parity?: number;
}

/**
 * What one statement read: the rows as a JSON array in the contract's shape (PostgreSQL writes it: a year
 * of rows is ~6,000 numbers, which cost the server more to parse and re-serialize than the query took),
 * and the roll-up's refresh stamp seen by the same snapshot, so the two always belong together. Planned
 * for its range every call (`planEachCall`): a plan made for 7 days is not the one for 365.
 */
export interface StatisticsSnapshot {
  /** `stats_rollup_state.refreshed_at` to the microsecond (unique per refresh); null before the first. */
  stamp: string | null;
  refreshedAt: Date | null;
  itemsJson: string;
}

/** `rows` (each with a sortable `time` first) as one JSON array, with the stamp, in one statement. */
async function snapshot(db: Executor, rows: SQL): Promise<StatisticsSnapshot> {
  const [row] = await queryRows<{ stamp: string | null; at: Date | string | null; items: string | null }>(
    db,
    sql`${planEachCall}select state.refreshed_at::text as stamp, state.refreshed_at as at,
               (select '[' || string_agg(row_to_json(r)::text, ',' order by r.time) || ']' from (${rows}) r) as items
        from (select 1) one left join stats_rollup_state state on state.id = 1`,
  );
  return { stamp: row?.stamp ?? null, refreshedAt: row?.at ? new Date(row.at) : null, itemsJson: row?.items ?? '[]' };
}

/** [answer field, roll-up column]: the rows leave the database already in the contract's shape. */
type FieldMap = readonly (readonly [string, string])[];

const DAU_FIELDS: FieldMap = [
  ['DAU', 'any_people'],
  ...ACTIVITY_GROUPS.flatMap((group) => [
    [`${group}TimesNumber`, `${group}_times`] as const,
    [`${group}PeopleNumber`, `${group}_people`] as const,
  ]),
];

const REGISTRATION_FIELDS: FieldMap = [
  ['activateNumber', 'activate_times'],
  ['enrollment', 'register_times'],
  ['loginNumber', 'login_times'],
  ['livenessNumber', 'any_people'],
];

const sums = (fields: FieldMap) => sql.raw(fields.map(([field, column]) => `coalesce(sum(s.${column}), 0)::int as "${field}"`).join(', '));

/** Join condition: the one roll-up row per day for the filter (-1 rows hold "every sex" / "every parity"). */
// Each join also bounds the roll-up's key by the range itself: the planner cannot see through
// generate_series, and with stale statistics it scanned all of stats_hourly for today's hours.
function groupsOf(filter: GroupFilter): SQL {
  return sql` and s.sex = ${filter.sex ?? ALL_GROUPS} and s.parity = ${filter.parity ?? ALL_GROUPS}`;
}

function daily(db: Executor, from: Day, to: Day, filter: GroupFilter, fields: FieldMap): Promise<StatisticsSnapshot> {
  return snapshot(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as time, ${sums(fields)}
        from (select g::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g) d
        left join stats_daily s on s.day = d.day and s.day between ${from}::date and ${to}::date${groupsOf(filter)}
        group by d.day`,
  );
}

/** Spec 2.1 rows, one per day of [from, to] (zeros for a day without events). */
export function dauRows(db: Executor, from: Day, to: Day, filter: GroupFilter): Promise<StatisticsSnapshot> {
  return daily(db, from, to, filter, DAU_FIELDS);
}

/** Spec 2.2 rows, one per day of [from, to]. */
export function registrationRows(db: Executor, from: Day, to: Day, filter: GroupFilter): Promise<StatisticsSnapshot> {
  return daily(db, from, to, filter, REGISTRATION_FIELDS);
}

/** DAU-shaped rows per hour from `start` through the hour holding `last`, `time` as `YYYY-MM-DD HH:00`. */
export function hourlyRows(db: Executor, start: Date, last: Date, filter: GroupFilter): Promise<StatisticsSnapshot> {
  return snapshot(
    db,
    sql`select to_char(h.hour at time zone ${STATS_TIME_ZONE}, 'YYYY-MM-DD HH24:00') as time, ${sums(DAU_FIELDS)}
        from generate_series(${start.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz, interval '1 hour') as h(hour)
        left join stats_hourly s on s.hour = h.hour and s.hour between ${start.toISOString()}::timestamptz and ${last.toISOString()}::timestamptz${groupsOf(filter)}
        group by h.hour`,
  );
}

/**
 * Spec 2.3 rows per cohort day of [from, to]. A cell is null until its day is over: day d+N after `today`
 * has not come, and day d+N = `today` is still running (a partial count would read as a drop in retention).
 */
export function retentionRows(db: Executor, from: Day, to: Day, today: Day, filter: GroupFilter): Promise<StatisticsSnapshot> {
  const cells = sql.raw(
    RETENTION_COLUMNS.map(
      (c) => `case when d.day + ${c.offset} >= '${today}'::date then null else coalesce(sum(s.after_${c.offset}), 0)::int end as "${c.field}"`,
    ).join(', '),
  );
  return snapshot(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as time, coalesce(sum(s.cohort_size), 0)::int as enrollment, ${cells}
        from (select g::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') g) d
        left join stats_retention s on s.cohort_day = d.day and s.cohort_day between ${from}::date and ${to}::date${groupsOf(filter)}
        group by d.day`,
  );
}
