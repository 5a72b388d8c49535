import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import type { ActivityEventType, DauResponse, RetentionResponse } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { ON_POSTGRES } from '../../../test/scratch-postgres.ts';
import { expectEveryFigureEqualsBruteForce } from '../../../test/statistics-oracle.ts';
import { getStatistics, ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { isSerializationFailure } from '../../lib/database-errors.ts';
import { markDaysForRebuild } from './rollup.repository.ts';
import { refreshStatistics, rollUp } from './rollup.service.ts';

const HOUR = 3_600_000;
const WINDOW_DAYS = 35;

let t: TestApp | undefined;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp();
});
afterAll(() => t?.close());

function app(): TestApp {
  if (!t) throw new Error('no test app');
  return t;
}

const now = Date.now();
const today = dayOf(now);
/** `hours` after midnight, `daysAgo` days before today (Asia/Shanghai). */
const at = (daysAgo: number, hours: number) => dayStart(addDays(today, -daysAgo)).getTime() + hours * HOUR;

async function send(userId: number, type: ActivityEventType, when: number): Promise<void> {
  const response = await ingest(app(), [{ eventId: randomUUID(), userId, type, at: when }]);
  expect(response.statusCode, response.body).toBe(200);
}

async function setSex(userId: number, sex: number): Promise<void> {
  await app().db.execute(sql`update users set sex = ${sex} where id = ${userId}`);
}

async function dauOf(day: string, sex: string): Promise<number | undefined> {
  const answer = await getStatistics<DauResponse>(app(), API.statisticsDau, { sd: dayStart(day).getTime(), ed: dayStart(day).getTime(), sex });
  return answer.items[0]?.DAU;
}

describe('the incremental roll-up, case by case', () => {
  it('moves a user to another sex group when an earlier event of the day arrives late with that sex', async () => {
    const user = await buildUser(app().db, { sex: 1 });
    await send(user.id, 'login', at(2, 10));
    await send(user.id, 'like', at(2, 11));
    await refreshStatistics(app().db);
    expect(await dauOf(addDays(today, -2), '1')).toBe(1);
    await setSex(user.id, 2);
    await send(user.id, 'comment', at(2, 9));
    await refreshStatistics(app().db);
    expect(await dauOf(addDays(today, -2), '1')).toBe(0);
    expect(await dauOf(addDays(today, -2), '2')).toBe(1);
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });

  it('moves a registration cohort member with their day, and keeps their later activity in the cohort', async () => {
    const user = await buildUser(app().db, { sex: 1 });
    await send(user.id, 'register', at(5, 12));
    await send(user.id, 'login', at(4, 12));
    await send(user.id, 'login', at(3, 12));
    await refreshStatistics(app().db);
    await setSex(user.id, 2);
    await send(user.id, 'activate', at(5, 8));
    await refreshStatistics(app().db);
    const cohort = addDays(today, -5);
    const range = { sd: dayStart(cohort).getTime(), ed: dayStart(cohort).getTime() };
    const women = await getStatistics<RetentionResponse>(app(), API.statisticsRetention, { ...range, sex: '2' });
    expect(women.items[0]).toMatchObject({ enrollment: 1, afterADay: 1, afterTwoDay: 1, afterThreeDay: 0 });
    const men = await getStatistics<RetentionResponse>(app(), API.statisticsRetention, { ...range, sex: '1' });
    expect(men.items[0]).toMatchObject({ enrollment: 0, afterADay: 0, afterTwoDay: 0 });
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });

  it('counts a user who registers after their first events of the day, and activity that arrived before the registration', async () => {
    const user = await buildUser(app().db, { sex: 2 });
    await send(user.id, 'login', at(9, 1));
    await send(user.id, 'login', at(1, 5));
    await refreshStatistics(app().db);
    await send(user.id, 'register', at(1, 6));
    await send(user.id, 'login', at(0, 0));
    await refreshStatistics(app().db);
    const cohort = addDays(today, -1);
    const range = { sd: dayStart(cohort).getTime(), ed: dayStart(cohort).getTime() };
    const retention = await getStatistics<RetentionResponse>(app(), API.statisticsRetention, range);
    expect(retention.items[0]).toMatchObject({ enrollment: 1, afterADay: null });
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });

  it('completes a 30-day retention cell when the 30th day arrives weeks late, and moves the first-seen hour', async () => {
    const user = await buildUser(app().db, { sex: 0 });
    await send(user.id, 'register', at(33, 20));
    await refreshStatistics(app().db);
    await send(user.id, 'video', at(3, 22));
    await refreshStatistics(app().db);
    await send(user.id, 'video', at(3, 1));
    await refreshStatistics(app().db);
    const cohort = addDays(today, -33);
    const range = { sd: dayStart(cohort).getTime(), ed: dayStart(cohort).getTime() };
    const retention = await getStatistics<RetentionResponse>(app(), API.statisticsRetention, range);
    expect(retention.items[0]).toMatchObject({ enrollment: 1, afterThirtyDay: 1, afterADay: 0 });
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });
});

describe('a run that takes part of the queue', () => {
  it('moves a user-day without touching its events still queued for a later run', async () => {
    const user = await buildUser(app().db, { sex: 1 });
    await send(user.id, 'login', at(2, 10));
    await refreshStatistics(app().db);
    await setSex(user.id, 2);
    await send(user.id, 'comment', at(2, 8));
    await send(user.id, 'video', at(2, 11));
    await send(user.id, 'like', at(2, 7));
    for (let run = 0; run < 10; run += 1) {
      const outcome = await app().db.transaction((tx) => rollUp(tx, 31, 1));
      if (!outcome.more) break;
    }
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });
});

describe('a rebuild while new events wait in the queue', () => {
  it('counts every queued event once, however many batches a run may take', async () => {
    const user = await buildUser(app().db, { sex: 2 });
    for (const hour of [1, 2, 3, 4]) await send(user.id, 'like', at(1, hour));
    await markDaysForRebuild(app().db, addDays(today, -1));
    await send(user.id, 'like', at(0, 0));
    for (let run = 0; run < 10; run += 1) {
      const outcome = await app().db.transaction((tx) => rollUp(tx, 1, 1));
      if (!outcome.more) break;
    }
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });
});

describe.skipIf(!ON_POSTGRES)('two instances refreshing at once', () => {
  it('a refresh whose snapshot predates another instance’s finished refresh fails whole and counts nothing twice', async () => {
    const user = await buildUser(app().db, { sex: 1 });
    await send(user.id, 'login', at(0, 0));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let snapshotTaken = () => {};
    const taken = new Promise<void>((resolve) => (snapshotTaken = resolve));
    const late = app().db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      await tx.execute(sql`select count(*) from stats_pending_events`);
      snapshotTaken();
      await gate;
      return rollUp(tx);
    });
    await taken;
    expect((await refreshStatistics(app().db)).events).toBe(1);
    release();
    const failure: unknown = await late.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isSerializationFailure(failure)).toBe(true);
    expect(await dauOf(today, '1')).toBe(1);
    await expectEveryFigureEqualsBruteForce(app(), now, WINDOW_DAYS);
  });
});
