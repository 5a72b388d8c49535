import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, createScratchDatabase, ON_POSTGRES, type ScratchDatabase, waitForLockWaiter } from '../../../test/scratch-postgres.ts';
import { apiCall, httpLogin, killStartedServers, type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { type DatabaseHandle, openPostgres, queryRows } from '../../db/client.ts';
import { posts } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The real server as child processes on one PostgreSQL database with a real receiver: several
 * instances share the deliveries without ever sending one event twice at once, a server killed
 * while its requests are in flight loses nothing, and the pull feed never passes an event that a
 * concurrent transaction has yet to commit. PostgreSQL only.
 */
const PASSWORD = 'webhook-process-pass';
const SECRET = 'webhook-process-secret-0123';
const TOKEN = 'webhook-process-token-0123';
let scratch: ScratchDatabase;
let direct: DatabaseHandle;
let receiver: WebhookReceiver;
let authorId = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!ON_POSTGRES) return;
  scratch = await createScratchDatabase('ops_webhook');
  direct = openPostgres(scratch.url, 3);
  const [author] = await direct.db.insert(users).values({ mobile: '13900000000', nickname: '作者' }).returning({ id: users.id });
  authorId = author?.id ?? 0;
  receiver = new WebhookReceiver();
  await receiver.start();
});
afterEach(async () => {
  await killStartedServers();
});
afterAll(async () => {
  if (!ON_POSTGRES) return;
  await receiver.stop();
  await direct.close();
  await scratch.drop();
});

async function pendingPosts(count: number): Promise<number[]> {
  const rows = await direct.db
    .insert(posts)
    .values(Array.from({ length: count }, (_, i) => ({ userId: authorId, text: `待审 ${i}`, medias: [], state: 3 })))
    .returning({ id: posts.id });
  return rows.map((row) => row.id);
}

async function start(): Promise<{ server: ServerProcess; cookie: string }> {
  const server = await startServerProcess({
    databaseUrl: scratch.url,
    env: { ADMIN_PASSWORD: PASSWORD, INGEST_TOKEN: TOKEN, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET, WEBHOOK_TIMEOUT_MS: '1000', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_RETRY_MAX_MS: '500', WEBHOOK_CONCURRENCY: '4' },
  });
  return { server, cookie: await httpLogin(server.baseUrl, 'admin', PASSWORD) };
}

const eventSequences = async () =>
  (await queryRows<{ seq: string }>(direct.db, sql`select seq::text as seq from outbox_events order by outbox_events.seq`)).map((row) => Number(row.seq));

/** Every event stored since `fromSequence` arrived with a 2xx, each subject's events in sequence order. */
async function expectAllDeliveredInOrder(fromSequence: number): Promise<void> {
  const sequences = (await eventSequences()).filter((sequence) => sequence > fromSequence);
  // Only this test's events count: a server killed at the end of the previous test may send one of
  // its events again (at least once), and that must not make this wait end early.
  const deliveredSince = () => new Set(receiver.delivered().map((event) => event.sequence).filter((sequence) => sequence > fromSequence));
  await receiver.until(() => deliveredSince().size >= sequences.length, 60_000, 'every event');
  expect(deliveredSince()).toEqual(new Set(sequences));
  const bySubject = new Map<number, number[]>();
  for (const event of receiver.delivered().filter((delivered) => delivered.sequence > fromSequence)) bySubject.set(event.subject.id, [...(bySubject.get(event.subject.id) ?? []), event.sequence]);
  for (const [subject, arrived] of bySubject) {
    const firstArrivals = arrived.filter((sequence, index) => arrived.indexOf(sequence) === index);
    expect(firstArrivals, `subject ${subject}`).toEqual([...firstArrivals].sort((a, b) => a - b));
  }
}

describe.skipIf(!ON_POSTGRES)('webhook delivery by real server processes', () => {
  it('two instances share the work: every event arrives, never twice at once, in order per subject', async () => {
    receiver.requests.length = 0;
    receiver.maxConcurrentPerEvent = 0;
    const from = (await eventSequences()).at(-1) ?? 0;
    receiver.answer = (event) => ({ status: event.sequence % 7 === 0 ? 503 : 204, delayMs: event.sequence % 5 === 0 ? 40 : 2 });
    const [a, b] = [await start(), await start()];
    const ids = await pendingPosts(120);
    const decisions = [];
    for (let i = 0; i < ids.length; i += 10) {
      const chunk = ids.slice(i, i + 10);
      const instance = i % 20 === 0 ? a : b;
      decisions.push(apiCall(instance.server.baseUrl, instance.cookie, 'POST', API.messagesPass, chunk));
      decisions.push(apiCall(instance.server.baseUrl, instance.cookie, 'POST', API.messagesRevoke, chunk.slice(0, 3)));
    }
    const answers = await Promise.all(decisions);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    receiver.answer = () => ({ status: 204, delayMs: 2 });
    await expectAllDeliveredInOrder(from);
    expect(receiver.maxConcurrentPerEvent, 'an event sent twice at the same time').toBe(1);
  });

  it('a server killed while its requests are in flight loses nothing: the next one delivers every event', async () => {
    receiver.requests.length = 0;
    receiver.answer = () => ({ status: 204, delayMs: 800 });
    const from = (await eventSequences()).at(-1) ?? 0;
    const first = await start();
    const ids = await pendingPosts(12);
    expect((await apiCall(first.server.baseUrl, first.cookie, 'POST', API.messagesPass, ids)).status).toBe(200);
    await receiver.until(() => receiver.requests.length > 0, 15_000, 'the first request');
    await first.server.kill();
    const claimed = await queryRows<{ n: number }>(direct.db, sql`select count(*)::int as n from outbox_events where lease_until is not null and delivered_at is null`);
    expect(claimed[0]?.n ?? 0, 'events held by the killed server').toBeGreaterThan(0);
    receiver.answer = () => ({ status: 204 });
    const second = await start();
    await expectAllDeliveredInOrder(from).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${second.server.output()}`);
    });
  });
});

describe.skipIf(!ON_POSTGRES)('the pull feed under concurrent transactions', () => {
  it('never passes an event that a transaction still open will commit', async () => {
    const { server } = await start();
    const pull = async (after: number) => {
      const response = await fetch(`${server.baseUrl}${API.ingestDecisions}?after=${after}&limit=1000`, { headers: { authorization: `Bearer ${TOKEN}` } });
      return (await response.json()) as { events: { sequence: number; subject: { id: number } }[]; next: string };
    };
    const cursor = (await eventSequences()).at(-1) ?? 0;
    const [held, waiting] = await pendingPosts(2);
    // An operator's decision is open in one transaction: it holds the next sequence until it ends.
    const open = await connectClient(scratch.url);
    await open.query('begin');
    await open.query(
      `insert into outbox_events (type, subject_type, subject_id, occurred_at, operator_name, data) values ('post.passed', 'post', $1, now(), '测试', $2)`,
      [held, JSON.stringify({ state: '5', stateLabel: '人工通过', previousState: '3', operator: { id: null, name: '测试' } })],
    );
    const cookie = await httpLogin(server.baseUrl, 'admin', PASSWORD);
    const later = apiCall(server.baseUrl, cookie, 'POST', API.messagesPass, [waiting]).catch(() => ({ status: 0, body: null }));
    const watcher = await connectClient(scratch.url);
    await waitForLockWaiter(watcher, scratch.name);
    const during = await pull(cursor);
    await sleep(100);
    await open.query('commit');
    expect(during.events, 'nothing past the open transaction').toEqual([]);
    expect((await later).status).toBe(200);
    const after = await pull(Number(during.next));
    expect(after, JSON.stringify(after)).toHaveProperty('events');
    expect(after.events.map((event) => event.subject.id)).toEqual([held, waiting]);
    expect(after.events.map((event) => event.sequence)).toEqual([cursor + 1, cursor + 2]);
    await open.end();
    await watcher.end();
  });
});
