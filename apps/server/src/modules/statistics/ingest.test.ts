import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import { INGEST_BATCH_MAX, type IngestEvent, STATS_MSG, type DauResponse } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { countRows, buildUser } from '../../../test/factories.ts';
import { getStatistics, ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refreshStatistics } from './rollup.service.ts';
import { dayOf } from '../../lib/shanghai-day.ts';

let t: TestApp;
let userId = 0;
let otherUserId = 0;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await buildUser(t.db, { sex: 2 })).id;
  otherUserId = (await buildUser(t.db, { sex: 1 })).id;
});
afterAll(() => t.close());

const event = (overrides: Partial<IngestEvent> = {}): IngestEvent => ({
  eventId: randomUUID(),
  userId,
  type: 'like',
  at: Date.now() - 60_000,
  ...overrides,
});

const todayLikes = async () => {
  const answer = await getStatistics<DauResponse>(t, API.statisticsDau);
  return answer.items.find((row) => row.time === dayOf(Date.now()));
};

describe('POST /ingest/events', () => {
  it('answers 401 without the token or with a wrong one, and stores nothing', async () => {
    const before = await countRows(t.db, 'activity_events');
    const bare = await t.app.inject({ method: 'POST', url: API.ingestEvents, payload: { events: [event()] } });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ code: 'unauthorized', message: STATS_MSG.ingestTokenMissing });
    expect((await ingest(t, [event()], 'not-the-token-at-all')).statusCode).toBe(401);
    // An operator session is not an ingestion token.
    expect((await t.request({ method: 'POST', url: API.ingestEvents, payload: { events: [event()] } })).statusCode).toBe(401);
    expect(await countRows(t.db, 'activity_events')).toBe(before);
  });

  it('without INGEST_TOKEN configured, refuses any token that is not a live named one (issue 18)', async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_APP: 'off' }), db: t.db });
    try {
      const response = await app.inject({ method: 'POST', url: API.ingestEvents, headers: { authorization: 'Bearer anything-at-all-123' }, payload: { events: [event()] } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(STATS_MSG.ingestTokenMissing);
    } finally {
      await app.close();
    }
  });

  it('stores a batch, counts it in the statistics after a refresh, and a replay changes nothing', async () => {
    const before = (await todayLikes())?.likeTimesNumber ?? 0;
    const batch = [event(), event({ userId: otherUserId }), event({ type: 'comment' })];
    const first = await ingest(t, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 3, inserted: 3, duplicates: 0 });
    await refreshStatistics(t.db);
    const counted = await todayLikes();
    expect(counted?.likeTimesNumber).toBe(before + 2);

    const rows = await countRows(t.db, 'activity_events');
    const replay = await ingest(t, batch);
    expect(replay.json()).toEqual({ received: 3, inserted: 0, duplicates: 3 });
    expect(await countRows(t.db, 'activity_events')).toBe(rows);
    await refreshStatistics(t.db);
    expect(await todayLikes()).toEqual(counted);
  });

  it('counts an eventId repeated inside one batch once', async () => {
    const once = event();
    const response = await ingest(t, [once, once, { ...once, type: 'comment' }]);
    expect(response.json()).toEqual({ received: 3, inserted: 1, duplicates: 2 });
  });

  it('stores the sex the user has when the event arrives', async () => {
    const sent = event({ userId: otherUserId });
    await ingest(t, [sent]);
    const result = await t.db.execute(sql`select sex from activity_events where event_id = ${sent.eventId}`);
    expect((result as unknown as { rows: { sex: number }[] }).rows).toEqual([{ sex: 1 }]);
  });

  it.each([
    ['a bad type', { type: 'dance' }, 'type', /type 只能为 activate/],
    ['an eventId that is not a UUID', { eventId: '42' }, 'eventId', /eventId 必须是 UUID/],
    ['a userId that is not a positive integer', { userId: -3 }, 'userId', /userId 必须是正整数/],
    ['a time in seconds, not milliseconds', { at: 1_763_700_000 }, 'at', /at 不能早于 2000-01-01/],
    ['a time from the future', { at: Date.now() + 3_600_000 }, 'at', /at 不能晚于服务器当前时间/],
    ['an unknown user', { userId: 987_654_321 }, 'userId', /用户不存在/],
  ])('rejects the whole batch for %s, naming the index', async (_label, bad, field, message) => {
    const before = await countRows(t.db, 'activity_events');
    const response = await ingest(t, [event(), event(), { ...event(), ...bad }, event()]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'bad_request', index: 2, field: `events.2.${field}` });
    expect(body.message).toMatch(/^第 3 项：/);
    expect(body.message).toMatch(message);
    expect(await countRows(t.db, 'activity_events')).toBe(before);
  });

  it('rejects a missing field, an empty batch and one over the limit', async () => {
    const { type: _dropped, ...withoutType } = event();
    const missing = await ingest(t, [event(), withoutType]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ index: 1, field: 'events.1.type' });
    const empty = await ingest(t, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('events 不能为空');
    const tooMany = await ingest(t, Array.from({ length: INGEST_BATCH_MAX + 1 }, () => event()));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`每批最多 ${INGEST_BATCH_MAX} 条事件`);
  });

  it('takes a full batch of 1,000 events', async () => {
    const response = await ingest(t, Array.from({ length: INGEST_BATCH_MAX }, (_, i) => event({ at: Date.now() - i * 1000 })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().inserted).toBe(INGEST_BATCH_MAX);
  });
});

describe('the activity event table', () => {
  it('refuses UPDATE and DELETE', async () => {
    await ingest(t, [event()]);
    const failure = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then(
        () => 'no error',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    expect(await failure(sql`update activity_events set type = 'comment'`)).toMatch(/append-only: UPDATE/);
    expect(await failure(sql`delete from activity_events`)).toMatch(/append-only: DELETE/);
    expect(await countRows(t.db, 'activity_events')).toBeGreaterThan(0);
  });
});
