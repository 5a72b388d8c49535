import net from 'node:net';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, logRowsFor } from '../test/factories.ts';
import { connectClient, createScratchDatabase, ON_POSTGRES, type ScratchDatabase, waitForBackendGone, waitForLockWaiter } from '../test/scratch-postgres.ts';
import { apiCall, type HttpAnswer, httpLogin, killStartedServers, type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { type DatabaseHandle, openPostgres, queryRows } from './db/client.ts';
import { posts } from './db/schema/content.ts';
import { intArray } from './lib/sql-arrays.ts';
import { verifyAuditChain } from './modules/oplog/audit-chain.ts';

/**
 * The real server as a child process on PostgreSQL, stopped while a 500-item batch decision is in
 * flight: the batch is applied entirely (with one log row per item) or not at all, the hash chain
 * still verifies, and SIGTERM lets the in-flight request finish, refuses new connections and
 * exits 0 within the grace period (server.ts: 10 s). PostgreSQL only.
 */
const BATCH = 500;
const GRACE_MS = 10_000;
const PASSWORD = 'shutdown-test-pass';
let scratch: ScratchDatabase;
let direct: DatabaseHandle;
let authorId = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pendingPosts(count: number): Promise<number[]> {
  const rows = await direct.db
    .insert(posts)
    .values(Array.from({ length: count }, (_, i) => ({ userId: authorId, text: `待审动态 ${i}`, medias: [], state: 3 })))
    .returning({ id: posts.id });
  return rows.map((row) => row.id);
}

async function start(): Promise<{ server: ServerProcess; cookie: string }> {
  const server = await startServerProcess({ databaseUrl: scratch.url, env: { ADMIN_PASSWORD: PASSWORD } });
  return { server, cookie: await httpLogin(server.baseUrl, 'admin', PASSWORD) };
}

/** The batch pass as an operator sends it; a dropped connection answers status 0. */
function passAll(server: ServerProcess, cookie: string, ids: number[]): Promise<HttpAnswer> {
  return apiCall(server.baseUrl, cookie, 'POST', API.messagesPass, ids).catch((error: unknown) => ({ status: 0, body: error }));
}

/** 'all': every item passed with exactly one log row each; 'none': no item changed and no row written; anything else fails. */
async function allOrNone(ids: number[]): Promise<'all' | 'none'> {
  const states = await queryRows<{ state: number; n: number }>(
    direct.db,
    sql`select state::int as state, count(*)::int as n from posts where id = any(${intArray(ids)}::bigint[]) group by state`,
  );
  const logs = await logRowsFor(direct.db, 'post', ids);
  const passed = states.find((row) => row.state === 5)?.n ?? 0;
  if (passed === 0 && logs.length === 0) return 'none';
  expect(passed, 'a batch applied in part').toBe(ids.length);
  expect(logs.map((row) => [row.action, Number(row.target_id)]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual(ids.map((id) => ['post.pass', id]));
  return 'all';
}

/** Locks the operation log's chain head: a decision then waits inside its transaction, before its log rows. */
async function holdChainHead(locker: pg.Client): Promise<void> {
  await locker.query('begin');
  await locker.query('select 1 from operation_log_chain where id = 1 for update');
}

interface HeldBatch {
  server: ServerProcess;
  ids: number[];
  answer: Promise<HttpAnswer>;
  /** Holds the chain head; `rollback` lets the batch go on. */
  locker: pg.Client;
  watcher: pg.Client;
  /** The backend of the batch, waiting for the chain head. */
  waiter: number;
  close(): Promise<void>;
}

/** A fresh server whose batch pass of BATCH new posts is held inside its transaction, before its log rows. */
async function startHeldBatch(): Promise<HeldBatch> {
  const { server, cookie } = await start();
  const ids = await pendingPosts(BATCH);
  const locker = await connectClient(scratch.url);
  const watcher = await connectClient(scratch.url);
  const close = async () => {
    await locker.end();
    await watcher.end();
  };
  try {
    await holdChainHead(locker);
    const answer = passAll(server, cookie, ids);
    const waiter = await waitForLockWaiter(watcher, scratch.name);
    return { server, ids, answer, locker, watcher, waiter, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** True when a new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe.skipIf(!ON_POSTGRES)('stopping the server during a batch decision', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase('ops_shutdown');
    direct = openPostgres(scratch.url, 2);
    authorId = (await buildUser(direct.db)).id;
  });
  afterEach(() => killStartedServers());
  afterAll(async () => {
    await killStartedServers();
    await direct?.close();
    await scratch?.drop();
  });

  it.each([0, 5, 20, 50])('SIGTERM %i ms after the batch is sent leaves all or none of it applied, and exits 0', async (delay) => {
    const { server, cookie } = await start();
    const ids = await pendingPosts(BATCH);
    const answer = passAll(server, cookie, ids);
    await sleep(delay);
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    const [response, exit] = await Promise.all([answer, server.exited]);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);

    const outcome = await allOrNone(ids);
    console.log(`SIGTERM after ${delay} ms: answer ${response.status}, applied: ${outcome}`);
    if (response.status === 200) {
      expect(outcome).toBe('all');
      expect((response.body as { done: number[] }).done).toHaveLength(BATCH);
    } else {
      // Refused before it was read (connection reset, or 503 while closing): nothing may have happened.
      expect([0, 503]).toContain(response.status);
      expect(outcome).toBe('none');
    }
    expect((await verifyAuditChain(direct.db)).ok).toBe(true);
  }, 120_000);

  it('SIGTERM lets a batch in flight finish with 200, refuses new connections and exits 0 within the grace period', async () => {
    // Holding the log chain's head keeps the batch inside its transaction, items updated and log rows not yet written.
    const { server, ids, answer, locker, close } = await startHeldBatch();
    try {
      const signalledAt = Date.now();
      server.signal('SIGTERM');
      await sleep(300);
      expect(server.running()).toBe(true);
      expect(await connectionRefused(server.port)).toBe(true);
      await locker.query('rollback');

      const response = await answer;
      expect(response.status).toBe(200);
      expect((response.body as { done: number[] }).done).toHaveLength(BATCH);
      expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
      expect(await allOrNone(ids)).toBe('all');
      expect((await verifyAuditChain(direct.db)).ok).toBe(true);
    } finally {
      await close();
    }
  }, 120_000);

  it('a process killed outright between the batch update and its log rows leaves none of it applied', async () => {
    const { server, ids, answer, locker, watcher, waiter, close } = await startHeldBatch();
    try {
      server.signal('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      expect((await answer).status).toBe(0);
      // The orphaned backend is between the items' update and their log rows; it goes as PostgreSQL ends it.
      await watcher.query('select pg_terminate_backend($1)', [waiter]);
      await waitForBackendGone(watcher, waiter);
      await locker.query('rollback');
      expect(await allOrNone(ids)).toBe('none');
      expect((await verifyAuditChain(direct.db)).ok).toBe(true);
    } finally {
      await close();
    }
  }, 120_000);
});
