import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import type { DauResponse } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { ON_POSTGRES } from '../../../test/scratch-postgres.ts';
import { getStatistics, ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';
import type { PeriodicJob } from '../../lib/periodic-job.ts';
import { maintainEventPartitions } from './event-partitions.service.ts';
import { partitionName, partitionNames } from './event-partitions.repository.ts';
import { markDaysForRebuild } from './rollup.repository.ts';
import { refreshStatistics } from './rollup.service.ts';
import { startStatisticsRefresher } from './statistics-refresher.ts';

const HOUR = 3_600_000;
let t: TestApp;
let userId: number;
const today = dayOf(Date.now());
const at = (daysAgo: number) => Math.min(Date.now() - 1000, dayStart(addDays(today, -daysAgo)).getTime() + 12 * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  userId = (await buildUser(t.db, { sex: 2 })).id;
});
afterAll(() => t.close());

const partitionDays = () => partitionNames(t.db);

async function rawEventsOn(daysAgo: number): Promise<number> {
  const start = dayStart(addDays(today, -daysAgo));
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from activity_events where occurred_at >= ${start.toISOString()}::timestamptz and occurred_at < ${new Date(start.getTime() + 86_400_000).toISOString()}::timestamptz`,
  );
  return rows[0]?.n ?? 0;
}

async function dauOn(daysAgo: number): Promise<number | undefined> {
  const day = addDays(today, -daysAgo);
  const answer = await getStatistics<DauResponse>(t, API.statisticsDau, { sd: dayStart(day).getTime(), ed: dayStart(day).getTime() });
  return answer.items[0]?.DAU;
}

describe('the partitioned event table', () => {
  it('gets a partition for each day an event arrives for, days-old ones included', async () => {
    const response = await ingest(t, [
      { eventId: randomUUID(), userId, type: 'login', at: at(0) },
      { eventId: randomUUID(), userId, type: 'login', at: at(120) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await partitionDays()).toEqual(expect.arrayContaining([partitionName(today), partitionName(addDays(today, -120))]));
  });

  it('refuses, naming the index, an event from before the retention window, storing nothing', async () => {
    const before = await rawEventsOn(0);
    const response = await ingest(t, [
      { eventId: randomUUID(), userId, type: 'login', at: at(0) },
      { eventId: randomUUID(), userId, type: 'login', at: dayStart(addDays(today, -400)).getTime() - 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ index: 1, field: 'events.1.at' });
    expect(response.json().message).toBe(`第 2 项：at 早于事件保留期（最近 400 天，自 ${addDays(today, -399)} 起）`);
    expect(await rawEventsOn(0)).toBe(before);
    const first = await ingest(t, [{ eventId: randomUUID(), userId, type: 'login', at: dayStart(addDays(today, -399)).getTime() }]);
    expect(first.statusCode, first.body).toBe(200);
  });

  it('keeps partitions ready for the next days', async () => {
    await maintainEventPartitions(t.db, Date.now(), 400);
    expect(await partitionDays()).toEqual(expect.arrayContaining([partitionName(addDays(today, 1)), partitionName(addDays(today, 2))]));
  });
});

describe('EVENTS_RETENTION_DAYS', () => {
  it('drops raw days past retention in the refresher, while the statistics keep their figures', async () => {
    const response = await ingest(t, [
      { eventId: randomUUID(), userId, type: 'like', at: at(40) },
      { eventId: randomUUID(), userId, type: 'like', at: at(20) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    await refreshStatistics(t.db);
    expect(await dauOn(40)).toBe(1);
    expect(await rawEventsOn(40)).toBe(1);

    const refresher: PeriodicJob = startStatisticsRefresher(t.db, { intervalMs: 20, retentionDays: 31 }, t.app.log);
    try {
      for (let attempt = 0; attempt < 200 && (await partitionDays()).includes(partitionName(addDays(today, -40))); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await refresher.stop();
    }
    const left = await partitionDays();
    expect(left).not.toContain(partitionName(addDays(today, -40)));
    expect(left).not.toContain(partitionName(addDays(today, -120)));
    // 31 days up to today, plus a day's grace for instances whose clock is a little behind.
    expect(left.filter((name) => name < partitionName(addDays(today, -31)))).toEqual([]);
    expect(left).toContain(partitionName(addDays(today, -20)));
    expect(await rawEventsOn(40)).toBe(0);
    expect(await rawEventsOn(20)).toBe(1);
    expect(await dauOn(40)).toBe(1);
    expect(await dauOn(120)).toBe(1);
    // A rebuild asked for a day whose raw events are gone leaves its figures as they are.
    await markDaysForRebuild(t.db, null);
    await t.db.execute(sql`insert into stats_dirty_days (day) values (${addDays(today, -40)}::date)`);
    await refreshStatistics(t.db);
    expect(await dauOn(40)).toBe(1);
    expect(await dauOn(20)).toBe(1);
  });

  it.skipIf(!ON_POSTGRES)('is safe when several instances run it at once', async () => {
    const response = await ingest(t, [{ eventId: randomUUID(), userId, type: 'like', at: at(25) }]);
    expect(response.statusCode, response.body).toBe(200);
    const runs = await Promise.all([0, 1, 2].map(() => maintainEventPartitions(t.db, Date.now() + 10 * 86_400_000, 31)));
    expect(runs.flat()).toEqual([addDays(today, -25)]);
    expect(await rawEventsOn(25)).toBe(0);
  });
});
