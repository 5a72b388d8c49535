import type { DauResponse, RegistrationResponse, RetentionResponse, StatisticsQuery } from '@ops/contracts/statistics';
import type { Executor } from '../../db/client.ts';
import { lastRefreshedAt } from './rollup.repository.ts';
import { dayOf, hoursOfDayUntil } from '../../lib/shanghai-day.ts';
import { type DayRange, resolveDayRange } from './statistics-range.ts';
import { dauRows, type GroupFilter, hourlyRows, registrationRows, retentionRows } from './statistics.repository.ts';

function groupFilter(query: Pick<StatisticsQuery, 'sex' | 'oddEven'>): GroupFilter {
  return {
    ...(query.sex === undefined ? {} : { sex: Number(query.sex) }),
    ...(query.oddEven === undefined ? {} : { parity: Number(query.oddEven) }),
  };
}

async function updatedAt(db: Executor): Promise<number | null> {
  return (await lastRefreshedAt(db))?.getTime() ?? null;
}

/** The shared shape of the daily answers: the asked range, no rows when it starts after today, and `updatedAt`. */
async function dailyAnswer<Row>(
  db: Executor,
  query: StatisticsQuery,
  now: number,
  load: (range: DayRange, filter: GroupFilter) => Promise<Row[]>,
): Promise<{ from: string; to: string; updatedAt: number | null; items: Row[] }> {
  const range = resolveDayRange(query, now);
  const items = range.lastShown < range.from ? [] : await load(range, groupFilter(query));
  return { from: range.from, to: range.to, updatedAt: await updatedAt(db), items };
}

/** Spec 2.1: per day, DAU and each activity's times and distinct people. */
export function dauStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<DauResponse> {
  return dailyAnswer(db, query, now, (range, filter) => dauRows(db, range.from, range.lastShown, filter));
}

/** Spec 2.2: activations, registrations, logins and active people per day. */
export function registrationStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<RegistrationResponse> {
  return dailyAnswer(db, query, now, (range, filter) => registrationRows(db, range.from, range.lastShown, filter));
}

/** Spec 2.3: per registration day, the cohort and how many came back 1..7 and 30 days later (null: not yet). */
export function retentionStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<RetentionResponse> {
  return dailyAnswer(db, query, now, (range, filter) => retentionRows(db, range.from, range.lastShown, range.today, filter));
}

/** Today so far, hour by hour, with the DAU table's columns (people are distinct within the hour). */
export async function realtimeStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<DauResponse> {
  const today = dayOf(now);
  const hours = hoursOfDayUntil(today, now);
  const first = hours[0];
  const last = hours[hours.length - 1];
  const items = first && last ? await hourlyRows(db, first, last, groupFilter(query)) : [];
  return { from: today, to: today, updatedAt: await updatedAt(db), items };
}
