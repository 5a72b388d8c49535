import { API } from '@ops/contracts/paths';
import type { DauResponse, RegistrationResponse, RetentionResponse } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Executor, queryRows } from '../src/db/client.ts';
import { bruteForceDau, bruteForceHours, bruteForceRegistrations, bruteForceRetention } from '../src/modules/statistics/brute-force.ts';
import type { GroupFilter } from '../src/modules/statistics/statistics.repository.ts';
import { addDays, dayOf, dayStart, hourLabel, hoursOfDayUntil } from '../src/lib/shanghai-day.ts';
import { ALL_GROUP_FILTERS, getStatistics } from './statistics-support.ts';
import type { TestApp } from './test-app.ts';

function groupFilter(filter: { sex?: string; oddEven?: string }): GroupFilter {
  return { ...(filter.sex ? { sex: Number(filter.sex) } : {}), ...(filter.oddEven ? { parity: Number(filter.oddEven) } : {}) };
}

/**
 * Every statistics endpoint, for every sex x oddEven filter, over the `windowDays` days up to `now`
 * (and today hour by hour), equals the brute-force SQL over the raw events.
 */
export async function expectEveryFigureEqualsBruteForce(t: TestApp, now: number, windowDays: number): Promise<void> {
  const today = dayOf(now);
  const from = addDays(today, -windowDays);
  const range = { sd: dayStart(from).getTime(), ed: now };
  for (const filter of ALL_GROUP_FILTERS) {
    const groups = groupFilter(filter);
    const dau = await getStatistics<DauResponse>(t, API.statisticsDau, { ...range, ...filter });
    expect(dau.items, `DAU ${JSON.stringify(filter)}`).toEqual(await bruteForceDau(t.db, from, today, groups));
    const days = await getStatistics<RegistrationResponse>(t, API.statisticsDays, { ...range, ...filter });
    expect(days.items, `dayData ${JSON.stringify(filter)}`).toEqual(await bruteForceRegistrations(t.db, from, today, groups));
    const retention = await getStatistics<RetentionResponse>(t, API.statisticsRetention, { ...range, ...filter });
    expect(retention.items, `preserve ${JSON.stringify(filter)}`).toEqual(await bruteForceRetention(t.db, from, today, today, groups));
    const real = await getStatistics<DauResponse>(t, API.statisticsRealtime, filter);
    const busyHours = new Map((await bruteForceHours(t.db, today, groups)).map((row) => [row.time, row]));
    const hours = hoursOfDayUntil(today, now).map((hour) => hourLabel(hour.getTime()));
    expect(real.items.map((row) => row.time)).toEqual(hours);
    for (const row of real.items) {
      const expected = busyHours.get(row.time);
      if (expected) expect(row, `real ${row.time} ${JSON.stringify(filter)}`).toEqual(expected);
      else expect(Object.values(row).filter((value) => typeof value === 'number' && value !== 0)).toEqual([]);
    }
  }
  await expectFirstSeenEqualsBruteForce(t, from);
}

/** Per hour from `from` on, the users whose first event of their (Shanghai) day falls in it (the workbench's same-hour DAU). */
async function expectFirstSeenEqualsBruteForce(t: TestApp, from: string): Promise<void> {
  const start = dayStart(from).toISOString();
  const rolledUp = await queryRows<{ hour: string; people: number }>(
    t.db,
    sql`select to_char(hour at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24') as hour, first_seen_people as people from stats_hourly
        where sex = -1 and parity = -1 and first_seen_people <> 0 and hour >= ${start}::timestamptz order by 1`,
  );
  const bruteForce = await queryRows<{ hour: string; people: number }>(
    t.db,
    sql`select to_char(first_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24') as hour, count(*)::int as people
        from (select min(occurred_at) as first_at from activity_events where occurred_at >= ${start}::timestamptz
              group by user_id, (occurred_at at time zone 'Asia/Shanghai')::date) f
        group by 1 order by 1`,
  );
  expect(rolledUp, 'first seen per hour').toEqual(bruteForce);
}

const ROLLUP_TABLES = { stats_daily: 'day', stats_hourly: 'hour', stats_retention: 'cohort_day' } as const;

/**
 * The roll-up tables' rows as JSON text, in key order, leaving out rows whose figures are all 0 (the
 * incremental path may leave a group's row at 0 where a rebuild writes none). Plus `stats_user_days`.
 */
export async function rollupSnapshot(db: Executor): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const [table, key] of Object.entries(ROLLUP_TABLES)) {
    const rows = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql.raw(`select to_jsonb(r) as row from ${table} r order by ${key}, sex, parity`),
    );
    snapshot[table] = rows
      .filter(({ row }) => Object.entries(row).some(([column, value]) => !['day', 'hour', 'cohort_day', 'sex', 'parity'].includes(column) && value !== 0))
      .map(({ row }) => JSON.stringify(row));
  }
  const userDays = await queryRows<{ row: unknown }>(db, sql`select to_jsonb(u) as row from stats_user_days u order by day, user_id`);
  snapshot.stats_user_days = userDays.map(({ row }) => JSON.stringify(row));
  return snapshot;
}
