import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, operationLogRows, outboxRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { displayUrl } from './integration.service.ts';

let t: TestApp;
let author = 0;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_URL: 'https://hooks:s3cret@app.example.com/ops/hook?key=abc', WEBHOOK_SECRET: 'integration-test-secret' });
  author = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const get = async (url: string, query: Record<string, string> = {}) => {
  const response = await t.request({ method: 'GET', url, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Three posts passed (three events); the first one's delivery failed for good, the second is retrying, the third delivered. */
async function eventsInEveryStatus(): Promise<number[]> {
  const ids = [(await buildPost(t.db, author)).id, (await buildPost(t.db, author)).id, (await buildPost(t.db, author)).id];
  await t.request({ method: 'POST', url: API.messagesPass, payload: ids });
  const seqs = (await outboxRows(t.db)).slice(-3).map((row) => row.seq);
  const [failed, retrying, delivered] = seqs;
  await t.db.execute(sql`update outbox_events set attempts = 5, failed_at = now(), last_status = 500, last_error = 'HTTP 500', last_attempt_at = now() where seq = ${failed ?? 0}`);
  await t.db.execute(sql`update outbox_events set attempts = 1, last_status = null, last_error = '连接失败：ECONNREFUSED', next_attempt_at = now() + interval '1 minute' where seq = ${retrying ?? 0}`);
  await t.db.execute(sql`update outbox_events set attempts = 1, delivered_at = now(), last_status = 204 where seq = ${delivered ?? 0}`);
  await t.db.execute(sql`insert into webhook_attempts (seq, attempted_at, duration_ms, status, error, response_excerpt) values (${failed ?? 0}, now(), 31, 500, 'HTTP 500', 'boom')`);
  return seqs;
}

describe('系统对接 API', () => {
  it('shows the webhook without its credentials or query, and counts events per status from the counters', async () => {
    await eventsInEveryStatus();
    const status = await get(API.integrationStatus);
    expect(status.webhook).toEqual({ configured: true, url: 'https://app.example.com/ops/hook', timeoutMs: 5000, retryHours: 24 });
    const direct = (await outboxRows(t.db)).reduce<Record<string, number>>((counts, row) => {
      const key = row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : row.attempts > 0 ? 'retrying' : 'pending';
      return { ...counts, [key]: (counts[key] ?? 0) + 1 };
    }, {});
    expect(status.counts).toEqual({ pending: 0, retrying: 0, failed: 0, delivered: 0, ...direct });
    expect(status.oldestWaitingAt).toEqual(expect.any(Number));
    expect(status.feed.latestSequence).toBe((await outboxRows(t.db)).at(-1)?.seq);
  });

  it('lists events newest first per status tab, with the totals of every tab, and for one subject', async () => {
    const [failed, retrying, delivered] = await eventsInEveryStatus();
    const all = await get(API.integrationEvents);
    expect(all.items[0]).toMatchObject({ sequence: delivered, status: 'delivered', lastStatus: 204, nextAttemptAt: null, deliveredAt: expect.any(Number) });
    const totals = Object.fromEntries(all.totals.map((tab: { code: string; value: number }) => [tab.code, tab.value]));
    expect(totals.all).toBe(all.counts);
    expect(totals.all).toBe(totals.pending + totals.retrying + totals.failed + totals.delivered);
    const failedTab = await get(API.integrationEvents, { status: 'failed' });
    expect(failedTab.items.map((row: { sequence: number }) => row.sequence)).toContain(failed);
    expect(failedTab.items.every((row: { status: string }) => row.status === 'failed')).toBe(true);
    const retryingTab = await get(API.integrationEvents, { status: 'retrying' });
    expect(retryingTab.items.find((row: { sequence: number }) => row.sequence === retrying)).toMatchObject({
      lastError: '连接失败：ECONNREFUSED',
      nextAttemptAt: expect.any(Number),
    });
    const [row] = (await outboxRows(t.db)).filter((event) => event.seq === failed);
    const subject = await get(API.integrationEvents, { subjectType: 'post', subjectId: String(row?.subject_id) });
    expect(subject.items.map((item: { sequence: number }) => item.sequence)).toEqual([failed]);
    expect(subject.counts).toBe(1);
  });

  it('shows one event as the app receives it, with its attempts', async () => {
    const [failed] = await eventsInEveryStatus();
    const detail = await get(API.integrationEvent(failed ?? 0));
    expect(detail.row).toMatchObject({ sequence: failed, status: 'failed', attempts: 5 });
    expect(detail.event).toMatchObject({ sequence: failed, type: 'post.passed', subject: { type: 'post' } });
    expect(detail.attempts).toEqual([expect.objectContaining({ status: 500, error: 'HTTP 500', responseExcerpt: 'boom', durationMs: 31 })]);
    const missing = await t.request({ method: 'GET', url: API.integrationEvent(999_999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('事件不存在或已超过保留期');
  });

  it('重新投递 takes failed and retrying events, skips the others naming why, and is logged', async () => {
    const [failed, retrying, delivered] = await eventsInEveryStatus();
    const response = await t.request({ method: 'POST', url: API.integrationRedeliver, payload: [failed, retrying, delivered] });
    expect(response.json()).toEqual({ done: [failed, retrying], skipped: [{ id: delivered, reason: '该事件已投递，无需重新投递' }] });
    const rows = (await outboxRows(t.db)).filter((row) => row.seq === failed || row.seq === retrying);
    expect(rows.every((row) => row.failed_at === null)).toBe(true);
    const [log] = (await operationLogRows(t.db, 'integration.redeliver')).slice(-1);
    expect(log).toMatchObject({ content: '重新投递事件', description: `重新投递事件 ${failed}、${retrying}`, target_type: 'event' });
    const unknown = await t.request({ method: 'POST', url: API.integrationRedeliver, payload: [delivered, 987_654] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('以下事件不存在或已删除：987654');
  });

  it('重新投递全部 takes every failed and retrying event, and answers how many', async () => {
    await eventsInEveryStatus();
    const before = (await get(API.integrationStatus)).counts;
    const answer = await t.request({ method: 'POST', url: API.integrationRedeliverFailed, payload: {} });
    expect(answer.json()).toEqual({ count: before.failed + before.retrying });
    const after = (await get(API.integrationStatus)).counts;
    expect(after.failed).toBe(0);
    expect((await t.request({ method: 'POST', url: API.integrationRedeliverFailed, payload: {} })).json()).toEqual({ count: after.retrying });
  });

  it('refuses a bad status, a subject without its id and a bad id list', async () => {
    const queries: Record<string, string>[] = [{ status: 'lost' }, { subjectType: 'post' }, { subjectType: 'comment', subjectId: '3' }];
    for (const query of queries) {
      const response = await t.request({ method: 'GET', url: API.integrationEvents, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await t.request({ method: 'POST', url: API.integrationRedeliver, payload: [] })).statusCode).toBe(400);
  });
});

describe('displayUrl', () => {
  it('keeps scheme, host and path only', () => {
    expect(displayUrl('https://u:p@h.example.com:8443/a/b?token=x#y')).toBe('https://h.example.com:8443/a/b');
    expect(displayUrl(undefined)).toBeNull();
  });
});
