import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { SESSION_COOKIE } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import { INGEST_BATCH_MAX } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, countRows, reviewStateOf } from '../../test/factories.ts';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../../test/test-app.ts';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { queryRows } from '../db/client.ts';

const TOO_LARGE = { code: 'payload_too_large', message: '请求体过大' };
const INGEST_LIMIT_BYTES = 1024 * 1024;

let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

/** A JSON array of `id` repeated until the text is longer than `bytes`. */
function idsLongerThan(id: number, bytes: number): string {
  return JSON.stringify(Array.from({ length: Math.ceil(bytes / (String(id).length + 1)) + 1 }, () => id));
}

function expectTooLarge(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual(TOO_LARGE);
}

describe('request bodies over the limit', () => {
  it(`a batch decision over ${BODY_LIMIT_BYTES / 1024} KB → 413 in Chinese, the post keeps its state and nothing is logged`, async () => {
    const post = await buildPost(t.db, authorId);
    const logs = await countRows(t.db, 'operation_logs');
    const payload = idsLongerThan(post.id, BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(BODY_LIMIT_BYTES);
    expectTooLarge(await t.request({ method: 'POST', url: API.messagesPass, payload, headers: { 'content-type': 'application/json' } }));
    expect(await reviewStateOf(t.db, 'post', post.id)).toBe(3);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);
    // The same decision at a normal size goes through: the 413 was the size alone.
    expect((await t.request({ method: 'POST', url: API.messagesPass, payload: [post.id] })).statusCode).toBe(200);
  });

  it('a freeze whose remarks are 300 KB → 413 and the user stays unfrozen', async () => {
    const user = await buildUser(t.db);
    const body = { userId: user.id, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '4', frozenRemarks: '冻'.repeat(100_000) };
    expectTooLarge(await t.request({ method: 'POST', url: API.freeze, payload: body }));
    const [row] = await queryRows<{ frozen: boolean }>(t.db, sql`select frozen_until is not null as frozen from users where id = ${user.id}`);
    expect(row?.frozen).toBe(false);
  });

  it('a chunked body without Content-Length is cut off at the limit too → 413, nothing deleted', async () => {
    const post = await buildPost(t.db, authorId, { state: 5 });
    const payload = Readable.from([Buffer.from(idsLongerThan(post.id, BODY_LIMIT_BYTES * 2))]);
    expectTooLarge(await t.request({ method: 'DELETE', url: API.messagesDelete, payload, headers: { 'content-type': 'application/json' } }));
    const [row] = await queryRows<{ deleted: boolean }>(t.db, sql`select deleted_at is not null as deleted from posts where id = ${post.id}`);
    expect(row?.deleted).toBe(false);
  });

  it('an oversized login → 413, no session', async () => {
    const sessions = await countRows(t.db, 'sessions');
    const response = await t.app.inject({ method: 'POST', url: API.login, payload: { ...DEMO_OPERATOR, padding: 'x'.repeat(BODY_LIMIT_BYTES) } });
    expectTooLarge(response);
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
  });
});

describe('the ingestion route', () => {
  const events = () => Array.from({ length: INGEST_BATCH_MAX }, (_, i) => ({ eventId: randomUUID(), userId: authorId, type: 'like', at: Date.now() - 60_000 - i }));
  const ingest = (payload: string) =>
    t.app.inject({ method: 'POST', url: API.ingestEvents, payload, headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}`, 'content-type': 'application/json' } });

  it(`accepts a full batch of ${INGEST_BATCH_MAX} events even when its JSON is over ${BODY_LIMIT_BYTES / 1024} KB`, async () => {
    // Pretty-printed and padded with whitespace (still valid JSON) past the default limit.
    const payload = JSON.stringify({ events: events() }, null, 2).replace('{', `{${' '.repeat(BODY_LIMIT_BYTES)}`);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(payload)).toBeLessThan(INGEST_LIMIT_BYTES);
    const response = await ingest(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ inserted: INGEST_BATCH_MAX });
  });

  it('refuses more than 1 MB with 413, storing no event', async () => {
    const before = await countRows(t.db, 'activity_events');
    const payload = JSON.stringify({ events: events() }).replace('{', `{${' '.repeat(INGEST_LIMIT_BYTES)}`);
    expectTooLarge(await ingest(payload));
    expect(await countRows(t.db, 'activity_events')).toBe(before);
  });
});
