import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, logRowsFor, reviewStateOf } from '../../test/factories.ts';
import { connectClient, createScratchDatabase, ON_POSTGRES, type ScratchDatabase, waitForBackendGone, waitForLockWaiter } from '../../test/scratch-postgres.ts';
import { TcpProxy } from '../../test/tcp-proxy.ts';
import { loginAs, testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { type DatabaseHandle, openPostgres, queryRows } from '../db/client.ts';
import { ensureInitialOperator } from '../modules/auth/initial-operator.ts';
import { verifyAuditChain } from '../modules/oplog/audit-chain.ts';

/**
 * The app reaches PostgreSQL through a TCP proxy that the test stops, blackholes and starts again,
 * while the app keeps running: calls answer 503 in Chinese, quickly, nothing is half-applied, and
 * the same app serves again once the database is back. PostgreSQL only.
 */
let scratch: ScratchDatabase;
let proxy: TcpProxy;
let appHandle: DatabaseHandle;
let direct: DatabaseHandle;
let app: FastifyInstance;
let cookie = '';
let userId = 0;
let postIds: number[] = [];

const unavailable = { code: ERROR_CODE.unavailable, message: MSG.databaseUnavailable };
const request = (options: InjectOptions) => app.inject({ ...options, headers: { cookie, ...options.headers } });
const freezeBody = () => ({ userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' });

/** A read of every kind, a batch decision and a freeze: what an operator's screen sends. */
const calls = (): (InjectOptions & { url: string })[] => [
  { method: 'GET', url: API.profile },
  { method: 'GET', url: API.users, query: { page: '1', pagesize: '20' } },
  { method: 'GET', url: API.user(userId) },
  { method: 'GET', url: API.messages, query: { state: '3', page: '1', pagesize: '10' } },
  { method: 'GET', url: API.videos, query: { state: 'all', page: '1', pagesize: '10' } },
  { method: 'GET', url: API.logs, query: { page: '1', pagesize: '20' } },
  { method: 'GET', url: API.statisticsDau },
  { method: 'POST', url: API.messagesPass, payload: postIds },
  { method: 'POST', url: API.freeze, payload: freezeBody() },
];

async function expectNothingApplied(): Promise<void> {
  for (const id of postIds) expect(await reviewStateOf(direct.db, 'post', id)).toBe(3);
  expect(await logRowsFor(direct.db, 'post', postIds)).toEqual([]);
  const [user] = await queryRows<{ frozen: boolean }>(direct.db, sql`select frozen_until is not null as frozen from users where id = ${userId}`);
  expect(user?.frozen).toBe(false);
}

describe.skipIf(!ON_POSTGRES)('when the database becomes unreachable', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const target = new URL(scratch.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    appHandle = openPostgres(proxy.urlFor(scratch.url), 5);
    direct = openPostgres(scratch.url, 2);
    app = await buildApp({ config: testConfig, db: appHandle.db });
    await ensureInitialOperator(direct.db, { demoMode: true, adminPassword: undefined });
    cookie = await loginAs(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    userId = (await buildUser(direct.db)).id;
    postIds = [];
    for (let i = 0; i < 5; i += 1) postIds.push((await buildPost(direct.db, userId, { state: 3 })).id);
  });

  afterAll(async () => {
    await proxy?.start();
    await app?.close();
    await appHandle?.close();
    await direct?.close();
    await proxy?.stop();
    await scratch?.drop();
  });

  it('serves every call while the database is reachable', async () => {
    for (const call of calls().filter((c) => c.method === 'GET')) expect((await request(call)).statusCode, call.url).toBe(200);
    const health = await app.inject({ method: 'GET', url: API.health });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers every call 503 with a Chinese message, at once, when connections are refused', async () => {
    await proxy.stop();
    for (const call of calls()) {
      const started = Date.now();
      const response = await request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(response.headers['retry-after']).toBe('5');
      expect(Date.now() - started, `${call.method} ${call.url} took too long`).toBeLessThan(2_000);
    }
    const login = await app.inject({ method: 'POST', url: API.login, payload: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(unavailable);
    const health = await app.inject({ method: 'GET', url: API.health });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', database: 'unavailable' });
    await expectNothingApplied();
  });

  it('answers 503 within the connection timeout when the database does not answer at all', async () => {
    await proxy.start();
    proxy.blackhole();
    const started = Date.now();
    const response = await request({ method: 'GET', url: API.users, query: { page: '1', pagesize: '20' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(8_000);
    const healthStarted = Date.now();
    expect((await app.inject({ method: 'GET', url: API.health })).statusCode).toBe(503);
    expect(Date.now() - healthStarted).toBeLessThan(8_000);
  }, 30_000);

  it('rolls a batch decision back when its connection is cut in the middle of the transaction', async () => {
    await proxy.start();
    expect((await request({ method: 'GET', url: API.profile })).statusCode).toBe(200);
    // Hold the last post's row lock: the batch locks the others in id order, then waits inside its transaction.
    const locker = await connectClient(scratch.url);
    const watcher = await connectClient(scratch.url);
    try {
      await locker.query('begin');
      await locker.query('select 1 from posts where id = $1 for update', [Math.max(...postIds)]);
      const pending = request({ method: 'POST', url: API.messagesPass, payload: postIds });
      const waiter = await waitForLockWaiter(watcher, scratch.name);
      await proxy.stop();
      const response = await pending;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
      await locker.query('rollback');
      // The cut backend finishes its statement once the lock is free, then finds its client gone and aborts.
      await waitForBackendGone(watcher, waiter);
      await expectNothingApplied();
    } finally {
      await locker.end();
      await watcher.end();
    }
  });

  it('serves the same calls again, without a restart, once the database is back', async () => {
    await proxy.start();
    for (const call of calls()) {
      const response = await request(call);
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(200);
    }
    for (const id of postIds) expect(await reviewStateOf(direct.db, 'post', id)).toBe(5);
    expect(await logRowsFor(direct.db, 'post', postIds)).toHaveLength(postIds.length);
    expect((await app.inject({ method: 'GET', url: API.health })).json()).toEqual({ status: 'ok', database: 'ok' });
    expect((await verifyAuditChain(direct.db)).ok).toBe(true);
  });
});
