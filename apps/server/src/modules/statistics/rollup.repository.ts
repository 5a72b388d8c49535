import { RETENTION_OFFSETS, STATS_TIME_ZONE } from '@ops/contracts/statistics';
import { ALL_GROUPS, RETENTION_AFTER_COLUMNS, STATS_FIGURE_COLUMNS, STATS_FIGURE_TYPES } from '../../db/schema/statistics.ts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { type Day, dayStart } from '../../lib/shanghai-day.ts';

const ROLLUP_LOCK_KEY = 724_310_101;

/** One roll-up at a time across every instance; false when another one holds the lock. */
export async function tryRollupLock(tx: Executor): Promise<boolean> {
  const rows = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}) as locked`);
  return rows[0]?.locked === true;
}

/**
 * Consumes the markers of at most `limit` dirty days, newest first (today matters most), that this
 * transaction can see; markers committed later, and older days beyond the limit, wait for the next run.
 */
export async function takeDirtyDays(tx: Executor, limit: number): Promise<Day[]> {
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`delete from stats_dirty_days
        where day in (select distinct day from stats_dirty_days order by day desc limit ${limit})
        returning day::text as day`,
  );
  return [...new Set(rows.map((row) => row.day))].sort();
}

const figureColumnList = sql.raw(STATS_FIGURE_COLUMNS.join(', '));
/** The narrow figures (one row per type) pivoted into the wide row's columns. */
const pivotedFigures = sql.raw(
  STATS_FIGURE_TYPES.flatMap((type) => [
    `coalesce(sum(times) filter (where type = '${type}'), 0)::int`,
    `coalesce(sum(people) filter (where type = '${type}'), 0)::int`,
  ]).join(', '),
);

/** The hourly rows' extra column: users whose first event of the day is in the hour (sums to the DAU through an hour). */
const FIRST_SEEN_COLUMN = 'first_seen_people';
const HOURLY_COLUMNS = [...STATS_FIGURE_COLUMNS, FIRST_SEEN_COLUMN];

/**
 * Rebuilds the day's daily and hourly figures from its raw events in one pass: times and distinct
 * people per sex x parity x type, plus `any` (every type) for the DAU, pivoted into wide rows; per
 * hour also the users first seen that day in it.
 */
export async function rebuildDay(tx: Executor, day: Day): Promise<void> {
  const start = dayStart(day);
  const end = new Date(start.getTime() + 86_400_000);
  await tx.execute(sql`delete from stats_daily where day = ${day}::date`);
  await tx.execute(sql`delete from stats_hourly where hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz`);
  await tx.execute(sql`
    with events as (
      -- One sex per user and day (that of their first event): a sex change during the day must not
      -- put the user in two groups, or the all-sex sums would count them twice.
      select date_trunc('hour', occurred_at, ${STATS_TIME_ZONE}) as hour,
             first_value(sex) over day_of_user as sex,
             row_number() over day_of_user = 1 as first_of_day,
             (2 - user_id % 2)::smallint as parity, type, user_id
      from activity_events
      where occurred_at >= ${start.toISOString()}::timestamptz and occurred_at < ${end.toISOString()}::timestamptz
      window day_of_user as (partition by user_id order by occurred_at, id)
    ),
    figures as materialized (
      select hour, sex, parity, coalesce(type, 'any') as type, grouping(hour) = 1 as whole_day,
             count(*)::int as times, count(distinct user_id)::int as people,
             count(*) filter (where first_of_day)::int as first_seen
      from events
      group by grouping sets ((sex, parity, type), (sex, parity), (hour, sex, parity, type), (hour, sex, parity))
    ),
    daily as (
      insert into stats_daily (day, sex, parity, ${figureColumnList})
      select ${day}::date, sex, parity, ${pivotedFigures} from figures where whole_day group by sex, parity
    )
    insert into stats_hourly (hour, sex, parity, ${figureColumnList}, ${sql.raw(FIRST_SEEN_COLUMN)})
    select hour, sex, parity, ${pivotedFigures}, coalesce(sum(first_seen) filter (where type = 'any'), 0)::int
    from figures where not whole_day group by hour, sex, parity`);
  await addAllGroupRows(tx, 'stats_daily', 'day', STATS_FIGURE_COLUMNS, sql`day = ${day}::date`);
  await addAllGroupRows(tx, 'stats_hourly', 'hour', HOURLY_COLUMNS, sql`hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz`);
}

/**
 * Adds the rows for "every sex" and "every parity" (-1): sums of the disjoint group rows, exact for
 * distinct people too. Every statistics query then reads one row per day, whatever its filter.
 */
async function addAllGroupRows(tx: Executor, table: string, key: string, columns: readonly string[], where: SQL): Promise<void> {
  const list = sql.raw(columns.join(', '));
  const sums = sql.raw(columns.map((c) => `sum(${c})::int`).join(', '));
  await tx.execute(sql`
    insert into ${sql.raw(table)} (${sql.raw(key)}, sex, parity, ${list})
    select ${sql.raw(key)}, coalesce(sex, ${ALL_GROUPS}), coalesce(parity, ${ALL_GROUPS}), ${sums}
    from ${sql.raw(table)} where ${where} and sex <> ${ALL_GROUPS} and parity <> ${ALL_GROUPS}
    group by ${sql.raw(key)}, grouping sets ((sex), (parity), ())`);
}

/**
 * Rebuilds a registration cohort: the distinct users with a register event on `cohort`, and how many
 * of them had any event 1..7 and 30 days later.
 */
export async function rebuildCohort(tx: Executor, cohort: Day): Promise<void> {
  const start = dayStart(cohort);
  const end = new Date(start.getTime() + 86_400_000);
  const afterColumns = sql.raw(RETENTION_AFTER_COLUMNS.join(', '));
  const afterFigures = sql.raw(RETENTION_OFFSETS.map((offset) => `coalesce(sum(users) filter (where n = ${offset}), 0)::int`).join(', '));
  await tx.execute(sql`delete from stats_retention where cohort_day = ${cohort}::date`);
  await tx.execute(sql`
    with registered as (
      select distinct user_id from activity_events
      where type = 'register' and occurred_at >= ${start.toISOString()}::timestamptz and occurred_at < ${end.toISOString()}::timestamptz
    ),
    cohort as (
      -- Grouped by the user's sex on the registration day: that of their first event of the day.
      select r.user_id, (2 - r.user_id % 2)::smallint as parity,
             (select e.sex from activity_events e
              where e.user_id = r.user_id and e.occurred_at >= ${start.toISOString()}::timestamptz and e.occurred_at < ${end.toISOString()}::timestamptz
              order by e.occurred_at, e.id limit 1) as sex
      from registered r
    ),
    offsets as (select unnest(${intArray(RETENTION_OFFSETS)}::int[]) as n),
    counted as (
      select sex, parity, 0 as n, count(*)::int as users from cohort group by sex, parity
      union all
      select c.sex, c.parity, o.n, count(*)::int
      from cohort c cross join offsets o
      where exists (
        select 1 from activity_events e
        where e.user_id = c.user_id
          and e.occurred_at >= ${start.toISOString()}::timestamptz + o.n * interval '24 hours'
          and e.occurred_at < ${start.toISOString()}::timestamptz + (o.n + 1) * interval '24 hours'
      )
      group by c.sex, c.parity, o.n
    )
    insert into stats_retention (cohort_day, sex, parity, cohort_size, ${afterColumns})
    select ${cohort}::date, sex, parity, coalesce(sum(users) filter (where n = 0), 0)::int, ${afterFigures}
    from counted group by sex, parity`);
  await addAllGroupRows(tx, 'stats_retention', 'cohort_day', ['cohort_size', ...RETENTION_AFTER_COLUMNS], sql`cohort_day = ${cohort}::date`);
}

export async function markRefreshed(tx: Executor): Promise<void> {
  await tx.execute(sql`update stats_rollup_state set refreshed_at = now() where id = 1`);
}

export async function lastRefreshedAt(db: Executor): Promise<Date | null> {
  const rows = await queryRows<{ at: Date | string | null }>(db, sql`select refreshed_at as at from stats_rollup_state where id = 1`);
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}
