import {
  ACTIVITY_GROUPS,
  type DauResponse,
  type DauRow,
  RETENTION_COLUMNS,
  type RegistrationResponse,
  type RetentionResponse,
  type RetentionRow,
  type StatisticsQuery,
} from '@ops/contracts/statistics';
import type { Executor } from '../../db/client.ts';
import { lastRefreshedAt } from './rollup.repository.ts';
import { addDays, dayOf, dayStart, eachDay, hourLabel, hoursOfDayUntil } from '../../lib/shanghai-day.ts';
import { resolveDayRange } from './statistics-range.ts';
import { cohortFigures, dailyFigures, type GroupFilter, hourlyFigures, type TypeFigure } from './statistics.repository.ts';

function groupFilter(query: Pick<StatisticsQuery, 'sex' | 'oddEven'>): GroupFilter {
  return {
    ...(query.sex === undefined ? {} : { sex: Number(query.sex) }),
    ...(query.oddEven === undefined ? {} : { parity: Number(query.oddEven) }),
  };
}

/** `key → type → figure`, so a missing day or type reads as zero. */
function indexFigures(figures: readonly TypeFigure[]): Map<string, Map<string, TypeFigure>> {
  const byKey = new Map<string, Map<string, TypeFigure>>();
  for (const figure of figures) {
    const types = byKey.get(figure.key) ?? new Map<string, TypeFigure>();
    types.set(figure.type, figure);
    byKey.set(figure.key, types);
  }
  return byKey;
}

function dauRow(time: string, types: Map<string, TypeFigure> | undefined): DauRow {
  const row: Record<string, number | string> = { time, DAU: types?.get('any')?.people ?? 0 };
  for (const group of ACTIVITY_GROUPS) {
    row[`${group}TimesNumber`] = types?.get(group)?.times ?? 0;
    row[`${group}PeopleNumber`] = types?.get(group)?.people ?? 0;
  }
  return row as DauRow;
}

async function updatedAt(db: Executor): Promise<number | null> {
  return (await lastRefreshedAt(db))?.getTime() ?? null;
}

/** Spec 2.1: per day, DAU and each activity's times and distinct people. */
export async function dauStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<DauResponse> {
  const range = resolveDayRange(query, now);
  const figures = indexFigures(await dailyFigures(db, range.from, range.lastShown, groupFilter(query)));
  const items = eachDay(range.from, range.lastShown).map((day) => dauRow(day, figures.get(day)));
  return { from: range.from, to: range.to, updatedAt: await updatedAt(db), items };
}

/** Spec 2.2: activations, registrations, logins and active people per day. */
export async function registrationStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<RegistrationResponse> {
  const range = resolveDayRange(query, now);
  const figures = indexFigures(await dailyFigures(db, range.from, range.lastShown, groupFilter(query)));
  const items = eachDay(range.from, range.lastShown).map((day) => {
    const types = figures.get(day);
    return {
      time: day,
      activateNumber: types?.get('activate')?.times ?? 0,
      enrollment: types?.get('register')?.times ?? 0,
      loginNumber: types?.get('login')?.times ?? 0,
      livenessNumber: types?.get('any')?.people ?? 0,
    };
  });
  return { from: range.from, to: range.to, updatedAt: await updatedAt(db), items };
}

/** Spec 2.3: per registration day, the cohort and how many came back 1..7 and 30 days later (null: not yet). */
export async function retentionStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<RetentionResponse> {
  const range = resolveDayRange(query, now);
  const figures = await cohortFigures(db, range.from, range.lastShown, groupFilter(query));
  const users = new Map(figures.map((f) => [`${f.cohort}/${f.offset}`, f.users]));
  const items = eachDay(range.from, range.lastShown).map((cohort) => {
    const row: Record<string, string | number | null> = { time: cohort, enrollment: users.get(`${cohort}/0`) ?? 0 };
    for (const column of RETENTION_COLUMNS) {
      row[column.field] = addDays(cohort, column.offset) > range.today ? null : (users.get(`${cohort}/${column.offset}`) ?? 0);
    }
    return row as RetentionRow;
  });
  return { from: range.from, to: range.to, updatedAt: await updatedAt(db), items };
}

/** Today so far, hour by hour, with the DAU table's columns (people are distinct within the hour). */
export async function realtimeStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<DauResponse> {
  const today = dayOf(now);
  const hours = hoursOfDayUntil(today, now);
  const start = dayStart(today);
  const end = new Date(start.getTime() + 86_400_000);
  const figures = indexFigures(await hourlyFigures(db, start, end, groupFilter(query)));
  const items = hours.map((hour) => dauRow(hourLabel(hour.getTime()), figures.get(String(hour.getTime()))));
  return { from: today, to: today, updatedAt: await updatedAt(db), items };
}
