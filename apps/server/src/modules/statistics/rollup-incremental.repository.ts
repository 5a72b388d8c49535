import { ACTIVITY_EVENT_TYPES, RETENTION_OFFSETS } from '@ops/contracts/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { RETENTION_AFTER_COLUMNS, STATS_FIGURE_COLUMNS, STATS_FIGURE_TYPES } from '../../db/schema/statistics.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray, textArray } from '../../lib/sql-arrays.ts';
import type { Day } from '../../lib/shanghai-day.ts';
import {
  addToRollup,
  aggregatedHourMasks,
  anyHours,
  FIRST_SEEN_COLUMN,
  HOURLY_COLUMNS,
  mergedHourMasks,
  pivotedFigures,
  REGISTER_POSITION,
  TYPE_LIST,
  TYPE_POSITIONS,
  TZ,
} from './rollup-sql.ts';

/**
 * The incremental roll-up (ADR 0019): folds the queued new events into the figures with work
 * proportional to them. Per user and day, `stats_user_days` says what was already counted, so a
 * person is counted only where their marker is new; a user whose sex for the day changes (an earlier
 * event arrived late with another sex) has their day moved between groups from their own raw events.
 * Runs inside the roll-up's REPEATABLE READ transaction: the queue, the raw events and the state are
 * read from one snapshot. Work tables are temporary and dropped at commit.
 */

export interface TakenEvents {
  /** Queue rows consumed. */
  batches: number;
  /** Events folded in (those of days being rebuilt from raw are left to the rebuild). */
  events: number;
}

/** Moves at most `limit` queued batches into `rollup_new`, skipping events of `rebuiltDays`. */
export async function takePendingEvents(tx: Executor, limit: number, rebuiltDays: readonly Day[]): Promise<TakenEvents> {
  for (const table of ['rollup_new', 'rollup_touched', 'rollup_moved', 'rollup_moved_queued', 'rollup_signed']) await tx.execute(sql.raw(`drop table if exists pg_temp.${table}`));
  await tx.execute(sql`
    create temp table rollup_new (
      id bigint not null, user_id bigint not null, sex smallint not null, type_position int not null,
      occurred_at timestamptz not null, day date not null, hour timestamptz not null, hour_bit int not null
    ) on commit drop`);
  const rows = await queryRows<{ batches: number; events: number }>(
    tx,
    sql`
    with taken as (
      delete from stats_pending_events where id in (select id from stats_pending_events order by id limit ${limit})
      returning event_ids, user_ids, sexes, types, occurred_at
    ),
    added as (
      insert into rollup_new
      select e.id, e.user_id, e.sex, array_position(${TYPE_LIST}, e.type), e.occurred_at, l.local::date,
             date_trunc('hour', e.occurred_at, ${TZ}), 1 << extract(hour from l.local)::int
      from taken
      cross join lateral unnest(taken.event_ids, taken.user_ids, taken.sexes, taken.types, taken.occurred_at) as e(id, user_id, sex, type, occurred_at)
      cross join lateral (select e.occurred_at at time zone ${TZ} as local) l
      where l.local::date <> all(${textArray(rebuiltDays)}::date[])
      returning 1
    )
    select (select count(*) from taken)::int as batches, (select count(*) from added)::int as events`,
  );
  return rows[0] ?? { batches: 0, events: 0 };
}

/**
 * Merges the new events into `stats_user_days`, keeping the state before and after of every user-day
 * they touch in `rollup_touched`. `changed`: a new hour or type, a new first event, or a new user-day;
 * `moved`: the day's first event changed and carries another sex.
 */
export async function mergeUserDays(tx: Executor): Promise<void> {
  await tx.execute(sql`
    create temp table rollup_touched on commit drop as
    with masks as (
      select day, user_id, ${aggregatedHourMasks} as hours from rollup_new group by day, user_id
    ),
    firsts as (
      select distinct on (day, user_id) day, user_id, sex, occurred_at as first_at, id as first_id
      from rollup_new order by day, user_id, occurred_at, id
    ),
    delta as (
      select m.day, m.user_id, m.hours, f.sex, f.first_at, f.first_id from masks m join firsts f using (day, user_id)
    ),
    merged as (
      select d.day, d.user_id, (2 - d.user_id % 2)::smallint as parity,
             s.user_id is not null as old_exists, s.sex as old_sex, s.first_at as old_first_at,
             coalesce(s.hours, ${intArray(TYPE_POSITIONS.map(() => 0))}::int[]) as old_hours, ${anyHours('s.hours')} as old_any,
             s.user_id is null or (d.first_at, d.first_id) < (s.first_at, s.first_id) as first_is_new,
             d.sex as delta_sex, d.first_at as delta_first_at, d.first_id as delta_first_id, s.first_id as old_first_id,
             ${mergedHourMasks('s.hours', 'd.hours')} as new_hours
      from delta d left join stats_user_days s on s.day = d.day and s.user_id = d.user_id
    )
    select day, user_id, parity, old_exists, old_sex, old_first_at, old_hours, old_any, new_hours,
           case when first_is_new then delta_sex else old_sex end as new_sex,
           case when first_is_new then delta_first_at else old_first_at end as new_first_at,
           case when first_is_new then delta_first_id else old_first_id end as new_first_id,
           old_exists and first_is_new and delta_sex <> old_sex as moved,
           not old_exists or first_is_new or new_hours <> old_hours as changed
    from merged`);
  await tx.execute(sql`alter table rollup_touched add primary key (day, user_id)`);
  // The user-days that move between groups (rare) apart, with statistics, so their raw events are read by index.
  await tx.execute(sql`create temp table rollup_moved on commit drop as select * from rollup_touched where moved`);
  await tx.execute(sql`analyze rollup_moved`);
  // A moved user-day's raw events that still wait in the queue (batches beyond this run's limit) are
  // neither counted yet nor folded in now: the move leaves them to the run that takes them.
  await tx.execute(sql`
    create temp table rollup_moved_queued on commit drop as
    select e.id from stats_pending_events p
    cross join lateral unnest(p.event_ids, p.user_ids) as e(id, user_id)
    where exists (select 1 from rollup_moved) and e.user_id in (select user_id from rollup_moved)`);
  // Most new events of an active user fall in hours already marked: such user-days are not rewritten.
  await tx.execute(sql`
    insert into stats_user_days (day, user_id, sex, first_at, first_id, hours)
    select day, user_id, new_sex, new_first_at, new_first_id, new_hours from rollup_touched where changed
    on conflict (day, user_id) do update
      set sex = excluded.sex, first_at = excluded.first_at, first_id = excluded.first_id, hours = excluded.hours`);
}

/**
 * The events whose figures change, with a sign and the group they count in: the new events of
 * user-days that stay in their group (+, counting a person in an hour only if that hour's marker is
 * new), and for a moved user-day its raw events, taken out of the old group (-, those counted before:
 * not new) and put into the new one (+: those counted before and the new ones; events still queued
 * for a later run are in neither).
 */
const SIGNED_EVENTS = sql`
  select 1 as sign, n.day, n.hour, t.new_sex as sex, t.parity, n.user_id, n.type_position, n.hour_bit,
         t.old_hours[n.type_position] as old_type_hours, t.old_any
  from rollup_new n join rollup_touched t on t.day = n.day and t.user_id = n.user_id
  where not t.moved
  union all
  select m.sign, m.day, date_trunc('hour', e.occurred_at, ${TZ}), m.sex, m.parity, e.user_id,
         array_position(${TYPE_LIST}, e.type::text), 1 << extract(hour from e.occurred_at at time zone ${TZ})::int, 0, 0
  from (select t.*, s.sign, case when s.sign = 1 then t.new_sex else t.old_sex end as sex
        from rollup_moved t cross join (values (1), (-1)) as s(sign)) m
  join activity_events e
    on e.user_id = m.user_id
   and e.occurred_at >= (m.day::timestamp at time zone ${TZ}) and e.occurred_at < ((m.day + 1)::timestamp at time zone ${TZ})
  where not exists (select 1 from rollup_moved_queued q where q.id = e.id)
    and (m.sign = 1 or not exists (select 1 from rollup_new n where n.id = e.id))`;

const typeName = sql`coalesce((${TYPE_LIST})[type_position], 'any')`;
const zeroFigures = sql.raw(STATS_FIGURE_COLUMNS.map(() => '0').join(', '));

/** A user-day's people figures from its hour masks, times `sign`: 1 for `any`, 1 per type with any hour set. */
function peopleFromMasks(masks: string, sign: string): SQL {
  return sql.raw(
    STATS_FIGURE_TYPES.flatMap((type) => {
      if (type === 'any') return ['0', sign];
      return ['0', `${sign} * (${masks}[${ACTIVITY_EVENT_TYPES.indexOf(type) + 1}] <> 0)::int`];
    }).join(', '),
  );
}

/** Adds the new events' daily and hourly figures (and the moves between groups) to the wide roll-ups. */
export async function addFigureDeltas(tx: Executor): Promise<void> {
  await tx.execute(sql`
    create temp table rollup_signed on commit drop as
    select sign, day, hour, sex, parity, user_id, type_position, count(*)::int as events,
           bool_and(old_type_hours & hour_bit = 0) as new_in_hour_type, bool_and(old_any & hour_bit = 0) as new_in_hour
    from (${SIGNED_EVENTS}) e
    group by sign, day, hour, sex, parity, user_id, type_position`);
  // Hourly: times; people whose (hour, type) or (hour, any) marker is new; users first seen in the hour.
  await addToRollup(
    tx,
    'stats_hourly',
    'hour',
    HOURLY_COLUMNS,
    sql`
    with by_type as (
      select hour, sex, parity, ${typeName} as type, sum(sign * events) as times, coalesce(sum(sign) filter (where new_in_hour_type), 0) as people
      from rollup_signed group by hour, sex, parity, type_position
    ),
    by_user as (
      select sign, hour, sex, parity, user_id, sum(events) as events, bool_and(new_in_hour) as new_in_hour
      from rollup_signed group by sign, hour, sex, parity, user_id
    ),
    narrow as (
      select * from by_type
      union all
      select hour, sex, parity, 'any', sum(sign * events), coalesce(sum(sign) filter (where new_in_hour), 0)
      from by_user group by hour, sex, parity
    )
    select hour, sex, parity, ${pivotedFigures}, 0 as ${sql.raw(FIRST_SEEN_COLUMN)} from narrow group by hour, sex, parity
    union all
    select date_trunc('hour', old_first_at, ${TZ}), old_sex, parity, ${zeroFigures}, -1 from rollup_touched where changed and old_exists
    union all
    select date_trunc('hour', new_first_at, ${TZ}), new_sex, parity, ${zeroFigures}, 1 from rollup_touched where changed`,
  );
  // Daily: times from the events; people from the user-days' masks (the old row out, the new row in).
  await addToRollup(
    tx,
    'stats_daily',
    'day',
    STATS_FIGURE_COLUMNS,
    sql`
    with narrow as (
      select day, sex, parity, ${typeName} as type, sum(sign * events) as times, 0 as people
      from rollup_signed group by day, sex, parity, grouping sets ((type_position), ())
    )
    select day, sex, parity, ${pivotedFigures} from narrow group by day, sex, parity
    union all
    select day, old_sex, parity, ${peopleFromMasks('old_hours', '-1')} from rollup_touched where changed and old_exists
    union all
    select day, new_sex, parity, ${peopleFromMasks('new_hours', '1')} from rollup_touched where changed`,
  );
}

/**
 * Adds the retention changes. A pair (user, cohort day C) counts in C's cohort if the user registered
 * on C, in the group of their sex on C, and in `after_n` if they were active on C + n. Only pairs whose
 * inputs changed are looked at: the user-days that became active, registered or moved, and the cohorts
 * 1..7 and 30 days before a newly active day. Each is counted as it is now (+) and as it was (-).
 */
export async function addRetentionDeltas(tx: Executor): Promise<void> {
  const offsets = intArray(RETENTION_OFFSETS);
  const registered = (masks: string) => sql.raw(`coalesce(${masks}[${REGISTER_POSITION}] <> 0, false)`);
  const afterSums = sql.raw(RETENTION_OFFSETS.map((n) => `coalesce(sum(sign) filter (where n = ${n} and active), 0)::int as after_${n}`).join(', '));
  await addToRollup(
    tx,
    'stats_retention',
    'cohort_day',
    ['cohort_size', ...RETENTION_AFTER_COLUMNS],
    sql`
    with changed as (
      select day, user_id, parity, old_exists from rollup_touched
      where not old_exists or moved or ${registered('old_hours')} <> ${registered('new_hours')}
    ),
    pairs as (
      select distinct user_id, parity, cohort from (
        select user_id, parity, day as cohort from changed
        union all
        select c.user_id, c.parity, c.day - o.n from changed c cross join unnest(${offsets}::int[]) o(n) where not c.old_exists
      ) x
    ),
    members as (
      select p.user_id, p.parity, p.cohort, u.sex as sex_now, ${registered('u.hours')} as registered_now,
             case when t.user_id is null then u.sex else t.old_sex end as sex_before,
             case when t.user_id is null then ${registered('u.hours')} else ${registered('t.old_hours')} end as registered_before
      from pairs p
      join stats_user_days u on u.day = p.cohort and u.user_id = p.user_id
      left join rollup_touched t on t.day = p.cohort and t.user_id = p.user_id
    ),
    cells as (
      select m.*, o.n, a.user_id is not null as active_now,
             case when t.user_id is null then a.user_id is not null else t.old_exists end as active_before
      from members m cross join unnest(${offsets}::int[]) o(n)
      left join stats_user_days a on a.day = m.cohort + o.n and a.user_id = m.user_id
      left join rollup_touched t on t.day = m.cohort + o.n and t.user_id = m.user_id
      where m.registered_now or m.registered_before
    ),
    signed as (
      select cohort, sex_now as sex, parity, 1 as sign, n, active_now as active from cells where registered_now
      union all
      select cohort, sex_before, parity, -1, n, active_before from cells where registered_before
    )
    select cohort as cohort_day, sex, parity, coalesce(sum(sign) filter (where n = ${RETENTION_OFFSETS[0] ?? 1}), 0)::int as cohort_size, ${afterSums}
    from signed group by cohort, sex, parity`,
  );
}
