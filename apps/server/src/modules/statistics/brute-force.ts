import {
  ACTIVITY_GROUPS,
  type DauRow,
  RETENTION_COLUMNS,
  type RegistrationRow,
  type RetentionRow,
  STATS_TIME_ZONE,
} from '@ops/contracts/statistics';
import { sql, type SQL } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { Day } from '../../lib/shanghai-day.ts';
import type { GroupFilter } from './statistics.repository.ts';

/**
 * Reference figures computed straight from the raw events, written independently of the roll-ups
 * (days from `AT TIME ZONE`, no grouping sets, no roll-up tables). A user's sex on a day is the one
 * recorded with their first event that day (ADR 0006). The tests and the benchmark compare every
 * endpoint with these; no route uses them.
 */

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

/** Events of the days [from, to] with their day, hour and the user's sex that day, filtered by group. */
function filteredEvents(filter: GroupFilter, from: Day, to: Day): SQL {
  const sex = filter.sex === undefined ? sql`` : sql` and day_sex = ${filter.sex}`;
  const parity = filter.parity === undefined ? sql`` : sql` and user_id % 2 = ${filter.parity === 1 ? 1 : 0}`;
  return sql`select user_id, type, day, hour from (
               select e.user_id, e.type, (e.occurred_at at time zone ${TZ})::date as day,
                      to_char(e.occurred_at at time zone ${TZ}, 'YYYY-MM-DD HH24:00') as hour,
                      first_value(e.sex) over (partition by e.user_id, (e.occurred_at at time zone ${TZ})::date order by e.occurred_at, e.id) as day_sex
               from activity_events e
               where e.occurred_at >= (${from}::date::timestamp at time zone ${TZ})
                 and e.occurred_at < ((${to}::date + 1)::timestamp at time zone ${TZ})
             ) x where true${sex}${parity}`;
}

const days = (from: Day, to: Day) => sql`select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d`;

function activityColumns(): SQL {
  return sql.join(
    ACTIVITY_GROUPS.map(
      (g) => sql.raw(`, count(ev.user_id) filter (where ev.type = '${g}')::int as "${g}TimesNumber",
                        count(distinct ev.user_id) filter (where ev.type = '${g}')::int as "${g}PeopleNumber"`),
    ),
  );
}

export function bruteForceDau(db: Executor, from: Day, to: Day, filter: GroupFilter): Promise<DauRow[]> {
  return queryRows<DauRow>(
    db,
    sql`with days as (${days(from, to)}), ev as (${filteredEvents(filter, from, to)})
        select to_char(days.day, 'YYYY-MM-DD') as time, count(distinct ev.user_id)::int as "DAU"${activityColumns()}
        from days left join ev on ev.day = days.day group by days.day order by days.day`,
  );
}

export function bruteForceRegistrations(db: Executor, from: Day, to: Day, filter: GroupFilter): Promise<RegistrationRow[]> {
  return queryRows<RegistrationRow>(
    db,
    sql`with days as (${days(from, to)}), ev as (${filteredEvents(filter, from, to)})
        select to_char(days.day, 'YYYY-MM-DD') as time,
               count(ev.user_id) filter (where ev.type = 'activate')::int as "activateNumber",
               count(ev.user_id) filter (where ev.type = 'register')::int as enrollment,
               count(ev.user_id) filter (where ev.type = 'login')::int as "loginNumber",
               count(distinct ev.user_id)::int as "livenessNumber"
        from days left join ev on ev.day = days.day group by days.day order by days.day`,
  );
}

export function bruteForceRetention(db: Executor, from: Day, to: Day, today: Day, filter: GroupFilter): Promise<RetentionRow[]> {
  const offsets = sql.join(
    RETENTION_COLUMNS.map(
      (c) => sql.raw(`, case when days.day + ${c.offset} >= '${today}'::date then null
                           else count(distinct c.user_id) filter (where a.day = days.day + ${c.offset}) end::int as "${c.field}"`),
    ),
  );
  const offsetList = sql.raw(RETENTION_COLUMNS.map((c) => c.offset).join(', '));
  return queryRows<RetentionRow>(
    db,
    sql`with days as (${days(from, to)}),
             cohort as (select distinct ev.user_id, ev.day from (${filteredEvents(filter, from, to)}) ev where ev.type = 'register'),
             active as (select distinct user_id, (occurred_at at time zone ${TZ})::date as day from activity_events
                        where user_id in (select user_id from cohort))
        select to_char(days.day, 'YYYY-MM-DD') as time, count(distinct c.user_id)::int as enrollment${offsets}
        from days
        left join cohort c on c.day = days.day
        left join active a on a.user_id = c.user_id and a.day - c.day in (${offsetList})
        group by days.day order by days.day`,
  );
}

/** Today's events hour by hour (`YYYY-MM-DD HH:00`), only the hours that had events. */
export function bruteForceHours(db: Executor, today: Day, filter: GroupFilter): Promise<DauRow[]> {
  return queryRows<DauRow>(
    db,
    sql`with ev as (${filteredEvents(filter, today, today)})
        select ev.hour as time, count(distinct ev.user_id)::int as "DAU"${activityColumns()}
        from ev group by ev.hour order by ev.hour`,
  );
}
