import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import { dauResponseSchema, type DauResponse, realtimeResponseSchema, registrationResponseSchema, retentionResponseSchema } from '@ops/contracts/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { getStatistics, ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { refreshStatistics } from './rollup.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const today = () => dayOf(Date.now());
const lastWeek = () => ({ sd: dayStart(addDays(today(), -6)).getTime(), ed: Date.now() });

async function publishToday(times: number): Promise<void> {
  const user = await buildUser(t.db, { sex: 1 });
  const at = Date.now() - 1000;
  const response = await ingest(t, Array.from({ length: times }, () => ({ eventId: randomUUID(), userId: user.id, type: 'publish', at })));
  expect(response.statusCode).toBe(200);
}

const todayRow = (answer: DauResponse) => answer.items.find((row) => row.time === today());

describe('statistics answers (written by PostgreSQL, remembered per refresh)', () => {
  it('are exactly the contract: every field of every row, no other, for each call', async () => {
    await publishToday(2);
    await refreshStatistics(t.db);
    const asked = { sd: dayStart(addDays(today(), -40)).getTime(), ed: Date.now() };
    for (const [url, schema] of [
      [API.statisticsDau, dauResponseSchema],
      [API.statisticsDays, registrationResponseSchema],
      [API.statisticsRetention, retentionResponseSchema],
      [API.statisticsRealtime, realtimeResponseSchema],
    ] as const) {
      const response = await t.request({ method: 'GET', url, query: { sd: String(asked.sd), ed: String(asked.ed) } });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const answer: unknown = response.json();
      // Parsing drops unknown keys: equal only when the answer held nothing but the contract's fields.
      expect(schema.parse(answer), url).toEqual(answer);
    }
  });

  it('stay as they were until a refresh, then show the new figures, for every filter asked before', async () => {
    await refreshStatistics(t.db);
    const filters = [{}, { sex: '1' }, { oddEven: '1' }, { oddEven: '2' }];
    const before = await Promise.all(filters.map((filter) => getStatistics<DauResponse>(t, API.statisticsDau, { ...lastWeek(), ...filter })));
    await publishToday(3);
    // Not refreshed yet: the same figures (the roll-ups have not moved), asked twice.
    for (const [i, filter] of filters.entries()) {
      expect(await getStatistics<DauResponse>(t, API.statisticsDau, { ...lastWeek(), ...filter })).toEqual(before[i]);
    }
    await refreshStatistics(t.db);
    const after = await getStatistics<DauResponse>(t, API.statisticsDau, { ...lastWeek() });
    expect(after.updatedAt).toBeGreaterThan(before[0]?.updatedAt ?? 0);
    expect(todayRow(after)?.publishTimesNumber).toBe((todayRow(before[0] as DauResponse)?.publishTimesNumber ?? 0) + 3);
    const men = await getStatistics<DauResponse>(t, API.statisticsDau, { ...lastWeek(), sex: '1' });
    expect(todayRow(men)?.publishPeopleNumber).toBe((todayRow(before[1] as DauResponse)?.publishPeopleNumber ?? 0) + 1);
    const realtime = await getStatistics<DauResponse>(t, API.statisticsRealtime);
    expect(realtime.items.reduce((sum, row) => sum + row.publishTimesNumber, 0)).toBe(todayRow(after)?.publishTimesNumber);
  });

  it('answer each range for itself: a remembered answer is never given for another range', async () => {
    await refreshStatistics(t.db);
    const week = await getStatistics<DauResponse>(t, API.statisticsDau, lastWeek());
    const month = await getStatistics<DauResponse>(t, API.statisticsDau, { sd: Date.now() - 29 * DAY_MS, ed: Date.now() });
    const week2 = await getStatistics<DauResponse>(t, API.statisticsDau, lastWeek());
    expect(week.items).toHaveLength(7);
    expect(month.items).toHaveLength(30);
    expect(week2).toEqual(week);
  });
});
