import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import type { DauResponse } from '@ops/contracts/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, countRows } from '../../../test/factories.ts';
import { getStatistics, ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayOf } from '../../lib/shanghai-day.ts';
import type { PeriodicJob } from '../../lib/periodic-job.ts';
import { startStatisticsRefresher } from './statistics-refresher.ts';

let t: TestApp;
let refresher: PeriodicJob;
beforeAll(async () => {
  t = await createTestApp();
  refresher = startStatisticsRefresher(t.db, { intervalMs: 20, retentionDays: 400 }, t.app.log);
});
afterAll(async () => {
  await refresher.stop();
  await t.close();
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt > 200) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the statistics refresher', () => {
  it('brings the figures up to date after ingestion without anyone asking, and empties the queue of new events', async () => {
    const user = await buildUser(t.db);
    const at = Date.now() - 1000;
    const response = await ingest(t, [
      { eventId: randomUUID(), userId: user.id, type: 'publish', at },
      { eventId: randomUUID(), userId: user.id, type: 'publish', at },
    ]);
    expect(response.statusCode).toBe(200);
    const today = dayOf(Date.now());
    const answer = await eventually(
      () => getStatistics<DauResponse>(t, API.statisticsDau),
      (value) => value.items.some((row) => row.time === today && row.publishTimesNumber === 2),
    );
    expect(answer.items.find((row) => row.time === today)).toMatchObject({ DAU: 1, publishTimesNumber: 2, publishPeopleNumber: 1 });
    expect(answer.updatedAt).toBeGreaterThanOrEqual(at);
    expect(await countRows(t.db, 'stats_pending_events')).toBe(0);
  });
});
