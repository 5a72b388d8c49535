import { createHmac } from 'node:crypto';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_EVENT_TYPE_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@ops/contracts/decisions';
import { API } from '@ops/contracts/paths';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, countRows, outboxRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { WebhookReceiver } from '../../../test/webhook-receiver.ts';
import type { WebhookConfig } from '../../config.ts';
import { type OperationEntry, recordOperations } from '../oplog/record-operation.ts';
import { startWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher.ts';

const SECRET = 'webhook-secret-for-tests-0123';
let t: TestApp;
let receiver: WebhookReceiver;
let dispatcher: WebhookDispatcher | null = null;
let author = 0;

beforeAll(async () => {
  t = await createTestApp();
  author = (await buildUser(t.db)).id;
  receiver = new WebhookReceiver();
  await receiver.start();
});
afterEach(async () => {
  await dispatcher?.stop();
  dispatcher = null;
  receiver.answer = () => ({ status: 204 });
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
  await t.close();
});

function dispatch(overrides: Partial<WebhookConfig> = {}): void {
  dispatcher = startWebhookDispatcher({
    db: t.db,
    webhook: { url: receiver.url, secret: SECRET, timeoutMs: 1_000, retryBaseMs: 50, retryMaxMs: 200, retryHours: 24, concurrency: 8, ...overrides },
    log: t.app.log,
    pollMs: 20,
  });
}

const newPost = async (state = 3) => (await buildPost(t.db, author, { state })).id;
const decide = async (path: string, ids: number[]) => {
  const response = await t.request({ method: 'POST', url: path, payload: ids });
  expect(response.statusCode, response.body).toBe(200);
};
const deliveredFor = (postId: number) => receiver.delivered().filter((event) => event.subject.id === postId);
const row = async (sequence: number) => (await t.request({ method: 'GET', url: API.integrationEvent(sequence) })).json();

describe('webhook delivery', () => {
  it('POSTs each decision as JSON with an HMAC signature over the timestamp and the raw body', async () => {
    const postId = await newPost();
    dispatch();
    await decide(API.messagesPass, [postId]);
    await receiver.until(() => deliveredFor(postId).length === 1);
    const [request] = receiver.requests.filter((r) => r.event.subject.id === postId);
    const signature = String(request?.headers[WEBHOOK_SIGNATURE_HEADER]);
    const [, t1, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(Math.abs(Number(t1) - Date.now() / 1000)).toBeLessThan(30);
    expect(v1).toBe(createHmac('sha256', SECRET).update(`${t1}.${request?.rawBody}`).digest('hex'));
    expect(request?.headers['content-type']).toBe('application/json');
    const [stored] = (await outboxRows(t.db)).filter((event) => event.subject_id === postId);
    expect(request?.headers[WEBHOOK_EVENT_ID_HEADER]).toBe(stored?.event_id);
    expect(request?.headers[WEBHOOK_EVENT_TYPE_HEADER]).toBe('post.passed');
    expect(JSON.parse(request?.rawBody ?? '')).toEqual({
      id: stored?.event_id,
      sequence: stored?.seq,
      type: 'post.passed',
      occurredAt: expect.any(Number),
      subject: { type: 'post', id: postId },
      data: { state: '5', stateLabel: '人工通过', previousState: '3', operator: { id: expect.any(Number), name: 'admin' } },
    });
    await expect.poll(async () => (await row(stored?.seq ?? 0)).row).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 204, lastError: null });
  });

  it('retries a 500 with backoff until the receiver answers 2xx, keeping every attempt', async () => {
    const postId = await newPost();
    receiver.answer = (event, attempt) => (event.subject.id === postId && attempt <= 2 ? { status: 500, body: '{"error":"database is down"}' } : { status: 200 });
    dispatch();
    await decide(API.messagesReject, [postId]);
    await receiver.until(() => deliveredFor(postId).length === 1);
    const sequence = deliveredFor(postId)[0]?.sequence ?? 0;
    await expect.poll(async () => (await row(sequence)).row.status).toBe('delivered');
    const detail = await row(sequence);
    expect(detail.row).toMatchObject({ attempts: 3, lastStatus: 200 });
    expect(detail.attempts.map((a: { status: number }) => a.status)).toEqual([200, 500, 500]);
    expect(detail.attempts[1]).toMatchObject({ error: 'HTTP 500', responseExcerpt: '{"error":"database is down"}' });
    expect(detail.event).toMatchObject({ type: 'post.rejected', subject: { type: 'post', id: postId } });
  });

  it('treats a timeout and a redirect as failed attempts', async () => {
    const postId = await newPost();
    receiver.answer = (event, attempt) => {
      if (event.subject.id !== postId) return { status: 204 };
      if (attempt === 1) return { status: 204, delayMs: 600 };
      if (attempt === 2) return { status: 302, headers: { location: 'https://elsewhere.example.com/' } };
      return { status: 204 };
    };
    dispatch({ timeoutMs: 200 });
    await decide(API.messagesPass, [postId]);
    await receiver.until(() => receiver.requests.filter((r) => r.event.subject.id === postId).length === 3);
    const sequence = receiver.requests.find((r) => r.event.subject.id === postId)?.event.sequence ?? 0;
    await expect.poll(async () => (await row(sequence)).row.status).toBe('delivered');
    const errors = (await row(sequence)).attempts.map((a: { status: number | null; error: string | null }) => [a.status, a.error]).reverse();
    expect(errors).toEqual([
      [null, '超时（200 ms 内无应答）'],
      [302, 'HTTP 302'],
      [204, null],
    ]);
  });

  it('delivers everything in order per subject once a receiver that was down comes back', async () => {
    await receiver.stop();
    const [a, b] = [await newPost(), await newPost()];
    dispatch();
    await decide(API.messagesPass, [a]);
    await decide(API.messagesRevoke, [a]);
    await decide(API.messagesReject, [a, b]);
    await decide(API.messagesRevoke, [a]);
    await expect.poll(async () => (await t.request({ method: 'GET', url: API.integrationStatus })).json().counts.retrying, { timeout: 10_000 }).toBeGreaterThan(0);
    await receiver.start();
    await receiver.until(() => deliveredFor(a).length === 4 && deliveredFor(b).length === 1, 20_000);
    expect(deliveredFor(a).map((event) => event.type)).toEqual(['post.passed', 'post.review_revoked', 'post.rejected', 'post.review_revoked']);
    const sequences = deliveredFor(a).map((event) => event.sequence);
    expect(sequences).toEqual([...sequences].sort((x, y) => x - y));
    expect(deliveredFor(b).map((event) => event.type)).toEqual(['post.rejected']);
  });

  it('does not hold other subjects back while one keeps failing', async () => {
    const [stuck, free] = [await newPost(), await newPost()];
    receiver.answer = (event) => (event.subject.id === stuck ? { status: 503 } : { status: 204 });
    dispatch();
    await decide(API.messagesPass, [stuck]);
    await decide(API.messagesRevoke, [stuck]);
    await decide(API.messagesPass, [free]);
    await receiver.until(() => deliveredFor(free).length === 1);
    // The stuck subject's second event waits behind its first: never sent before it.
    expect(receiver.requests.filter((r) => r.event.subject.id === stuck).every((r) => r.event.type === 'post.passed')).toBe(true);
    receiver.answer = () => ({ status: 204 });
    await receiver.until(() => deliveredFor(stuck).length === 2, 20_000);
    expect(deliveredFor(stuck).map((event) => event.type)).toEqual(['post.passed', 'post.review_revoked']);
  });

  it('gives up after the retry window; 重新投递 sends it and the events queued behind it, in order', async () => {
    const postId = await newPost();
    receiver.answer = (event) => (event.subject.id === postId ? { status: 500 } : { status: 204 });
    dispatch({ retryHours: 0.0003 });
    await decide(API.messagesPass, [postId]);
    await decide(API.messagesRevoke, [postId]);
    const first = (await outboxRows(t.db)).filter((event) => event.subject_id === postId)[0]?.seq ?? 0;
    await expect.poll(async () => (await row(first)).row.status, { timeout: 15_000 }).toBe('failed');
    const attempts = (await row(first)).row.attempts;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await row(first)).row.attempts, 'no attempts after giving up').toBe(attempts);
    expect((await row(first + 1)).row).toMatchObject({ status: 'pending', attempts: 0 });

    receiver.answer = () => ({ status: 204 });
    const redeliver = await t.request({ method: 'POST', url: API.integrationRedeliver, payload: [first, first + 1] });
    expect(redeliver.json()).toEqual({ done: [first], skipped: [{ id: first + 1, reason: '该事件尚未投递失败，无需重新投递' }] });
    await receiver.until(() => deliveredFor(postId).length === 2);
    expect(deliveredFor(postId).map((event) => event.type)).toEqual(['post.passed', 'post.review_revoked']);
  });
});

describe('the outbox', () => {
  it('holds no event of a decision that rolled back, and hands its sequence to the next one', async () => {
    const before = await outboxRows(t.db);
    const missing = await t.request({ method: 'POST', url: API.messagesPass, payload: [await newPost(), 987_654_321] });
    expect(missing.statusCode).toBe(404);
    const entry: OperationEntry = { operation: 'passPost', targetType: 'post', targetId: 1, decision: { state: '5', stateLabel: '人工通过', previousState: '3' } };
    await expect(
      t.db.transaction(async (tx) => {
        await recordOperations(tx, { operatorId: null, operatorName: '测试', ip: '' }, [entry]);
        throw new Error('rolled back after recording');
      }),
    ).rejects.toThrow('rolled back after recording');
    expect(await outboxRows(t.db)).toEqual(before);
    const postId = await newPost();
    await decide(API.messagesPass, [postId]);
    const after = await outboxRows(t.db);
    expect(after.map((event) => event.seq)).toEqual([...before.map((event) => event.seq), (before.at(-1)?.seq ?? 0) + 1]);
  });

  it('refuses to record an operation the app must enforce without its subject or data', async () => {
    const before = await countRows(t.db, 'operation_logs');
    await expect(
      t.db.transaction((tx) => recordOperations(tx, { operatorId: null, operatorName: '测试', ip: '' }, [{ operation: 'deletePost', targetType: 'post', targetId: 5 }])),
    ).rejects.toThrow(/must name its subject and decision data/);
    expect(await countRows(t.db, 'operation_logs')).toBe(before);
  });
});
