import { RETENTION_OFFSETS } from '@ops/contracts/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { ALL_GROUPS, RETENTION_AFTER_COLUMNS, STATS_FIGURE_COLUMNS } from '../../db/schema/statistics.ts';
import type { Executor } from '../../db/client.ts';
import { textArray } from '../../lib/sql-arrays.ts';
import { type Day, dayStart } from '../../lib/shanghai-day.ts';
import {
  aggregatedHourMasks,
  FIRST_SEEN_COLUMN,
  figureColumnList,
  HOURLY_COLUMNS,
  pivotedFigures,
  REGISTER_POSITION,
  TYPE_LIST,
  TZ,
} from './rollup-sql.ts';

/**
 * The roll-ups rebuilt from the raw events (ADR 0019): for days marked dirty by a migration, a bulk
 * load or `npm run stats:rebuild`. The same figures the incremental path reaches event by event.
 */

function dayRange(day: Day): { start: string; end: string } {
  const start = dayStart(day);
  return { start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString() };
}

/** Rebuilds the day's `stats_user_days` rows: each active user's sex that day, first event and hour masks. */
export async function rebuildUserDays(tx: Executor, day: Day): Promise<void> {
  const { start, end } = dayRange(day);
  await tx.execute(sql`delete from stats_user_days where day = ${day}::date`);
  await tx.execute(sql`
    insert into stats_user_days (day, user_id, sex, first_at, first_id, hours)
    select ${day}::date, user_id, (array_agg(sex order by occurred_at, id))[1],
           (array_agg(occurred_at order by occurred_at, id))[1], (array_agg(id order by occurred_at, id))[1],
           ${aggregatedHourMasks}
    from (select id, user_id, sex, occurred_at, array_position(${TYPE_LIST}, type::text) as type_position,
                 1 << extract(hour from occurred_at at time zone ${TZ})::int as hour_bit
          from activity_events
          where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz) e
    group by user_id`);
}

/**
 * Rebuilds the day's daily and hourly figures from its raw events in one pass: times and distinct
 * people per sex x parity x type, plus `any` (every type) for the DAU, pivoted into wide rows; per
 * hour also the users first seen that day in it.
 */
export async function rebuildDay(tx: Executor, day: Day): Promise<void> {
  const { start, end } = dayRange(day);
  await tx.execute(sql`delete from stats_daily where day = ${day}::date`);
  await tx.execute(sql`delete from stats_hourly where hour >= ${start}::timestamptz and hour < ${end}::timestamptz`);
  await tx.execute(sql`
    with events as (
      -- One sex per user and day (that of their first event): a sex change during the day must not
      -- put the user in two groups, or the all-sex sums would count them twice.
      select date_trunc('hour', occurred_at, ${TZ}) as hour,
             first_value(sex) over day_of_user as sex,
             row_number() over day_of_user = 1 as first_of_day,
             (2 - user_id % 2)::smallint as parity, type, user_id
      from activity_events
      where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz
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
  await addAllGroupRows(tx, 'stats_hourly', 'hour', HOURLY_COLUMNS, sql`hour >= ${start}::timestamptz and hour < ${end}::timestamptz`);
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
 * Rebuilds registration cohorts from `stats_user_days`: the users with a register event on the cohort
 * day, grouped by their sex that day, and how many of them were active 1..7 and 30 days later. Cohorts
 * older than the oldest user-day kept (retention pruned them) keep their rows.
 */
export async function rebuildCohorts(tx: Executor, cohorts: readonly Day[]): Promise<void> {
  if (cohorts.length === 0) return;
  const days = textArray(cohorts);
  const afterColumns = sql.raw(RETENTION_AFTER_COLUMNS.join(', '));
  const afterFigures = sql.raw(
    RETENTION_OFFSETS.map(
      (n) => `count(*) filter (where exists (select 1 from stats_user_days a where a.day = c.day + ${n} and a.user_id = c.user_id))::int`,
    ).join(', '),
  );
  const kept = sql`(select min(day) from stats_user_days)`;
  await tx.execute(sql`delete from stats_retention where cohort_day = any(${days}::date[]) and cohort_day >= ${kept}`);
  await tx.execute(sql`
    insert into stats_retention (cohort_day, sex, parity, cohort_size, ${afterColumns})
    select c.day, c.sex, (2 - c.user_id % 2)::smallint, count(*)::int, ${afterFigures}
    from stats_user_days c
    where c.day = any(${days}::date[]) and c.day >= ${kept} and c.hours[${REGISTER_POSITION}] <> 0
    group by c.day, c.sex, (2 - c.user_id % 2)`);
  await addAllGroupRows(tx, 'stats_retention', 'cohort_day', ['cohort_size', ...RETENTION_AFTER_COLUMNS], sql`cohort_day = any(${days}::date[]) and cohort_day >= ${kept}`);
}
