import type { DauResponse, RegistrationResponse, RetentionResponse, StatisticsQuery } from '@ops/contracts/statistics';
import type { Executor } from '../../db/client.ts';
import { asAnswer, withRawField } from '../../lib/json-text.ts';
import { dayOf, hoursOfDayUntil } from '../../lib/shanghai-day.ts';
import { rememberAnswer, rememberedAnswer } from './statistics-cache.ts';
import { type DayRange, resolveDayRange } from './statistics-range.ts';
import { refreshStamp } from './rollup.repository.ts';
import { dauRows, type GroupFilter, hourlyRows, registrationRows, retentionRows, type StatisticsSnapshot } from './statistics.repository.ts';

function groupFilter(query: Pick<StatisticsQuery, 'sex' | 'oddEven'>): GroupFilter {
  return {
    ...(query.sex === undefined ? {} : { sex: Number(query.sex) }),
    ...(query.oddEven === undefined ? {} : { parity: Number(query.oddEven) }),
  };
}

/**
 * The answer `{from, to, updatedAt, items}` as JSON text: remembered under the current refresh stamp, or
 * read (rows and stamp in one statement) and remembered. `key` names everything the answer depends on.
 */
async function answer(db: Executor, key: string, head: { from: string; to: string }, read: () => Promise<StatisticsSnapshot | null>): Promise<string> {
  const { stamp, refreshedAt } = await refreshStamp(db);
  const remembered = rememberedAnswer(db, key, stamp);
  if (remembered !== undefined) return remembered;
  const snapshot = await read();
  const updatedAt = snapshot ? snapshot.refreshedAt : refreshedAt;
  const text = withRawField({ ...head, updatedAt: updatedAt?.getTime() ?? null }, 'items', snapshot?.itemsJson ?? '[]');
  rememberAnswer(db, key, snapshot ? snapshot.stamp : stamp, text);
  return text;
}

/** The shared shape of the daily answers: the asked range, no rows when it starts after today, and `updatedAt`. */
async function dailyAnswer(
  db: Executor,
  endpoint: string,
  query: StatisticsQuery,
  now: number,
  read: (range: DayRange, filter: GroupFilter) => Promise<StatisticsSnapshot>,
): Promise<string> {
  const range = resolveDayRange(query, now);
  const filter = groupFilter(query);
  const key = JSON.stringify([endpoint, range, filter]);
  return answer(db, key, { from: range.from, to: range.to }, () => (range.lastShown < range.from ? Promise.resolve(null) : read(range, filter)));
}

/** Spec 2.1: per day, DAU and each activity's times and distinct people. */
export async function dauStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<DauResponse> {
  return asAnswer(await dailyAnswer(db, 'dau', query, now, (range, filter) => dauRows(db, range.from, range.lastShown, filter)));
}

/** Spec 2.2: activations, registrations, logins and active people per day. */
export async function registrationStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<RegistrationResponse> {
  return asAnswer(await dailyAnswer(db, 'registration', query, now, (range, filter) => registrationRows(db, range.from, range.lastShown, filter)));
}

/** Spec 2.3: per registration day, the cohort and how many came back 1..7 and 30 days later (null: not yet). */
export async function retentionStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<RetentionResponse> {
  return asAnswer(await dailyAnswer(db, 'retention', query, now, (range, filter) => retentionRows(db, range.from, range.lastShown, range.today, filter)));
}

/** Today so far, hour by hour, with the DAU table's columns (people are distinct within the hour). */
export async function realtimeStatistics(db: Executor, query: StatisticsQuery, now = Date.now()): Promise<DauResponse> {
  const today = dayOf(now);
  const hours = hoursOfDayUntil(today, now);
  const first = hours[0];
  const last = hours[hours.length - 1];
  const filter = groupFilter(query);
  const key = JSON.stringify(['realtime', first?.toISOString(), last?.toISOString(), filter]);
  return asAnswer(await answer(db, key, { from: today, to: today }, () => (first && last ? hourlyRows(db, first, last, filter) : Promise.resolve(null))));
}
