import { API } from '@ops/contracts/paths';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ensureInitialOperator } from '../modules/auth/initial-operator.ts';
import { buildUser } from '../../test/factories.ts';
import { TcpProxy } from '../../test/tcp-proxy.ts';
import { loginAs, testConfig } from '../../test/test-app.ts';
import { createTestDatabase, databaseUrlOn } from '../../test/test-database.ts';
import { LSN_PATTERN, openReadReplica, type ReadReplica } from './read-replica.ts';
import { READ_AFTER_COOKIE } from './read-routing.ts';

/** The streaming replica `.ci/run` makes (scripts/ci-replica.sh); these tests need it and PostgreSQL. */
const replicaServer = process.env.TEST_READ_DATABASE_URL;
const runs = process.env.TEST_DB === 'pg' && replicaServer !== undefined;

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

async function onReplica<T>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: replicaServer });
  await client.connect();
  try {
    return (await client.query(statement)).rows as T[];
  } finally {
    await client.end();
  }
}

async function appWith(handle: TestDatabase, replica: ReadReplica): Promise<{ app: FastifyInstance; cookie: string }> {
  const app = await buildApp({ config: testConfig, db: handle.db, readReplica: replica });
  await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: undefined });
  return { app, cookie: await loginAs(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password) };
}

async function statusOf(app: FastifyInstance, cookie: string, userId: number): Promise<string | undefined> {
  const response = await app.inject({ method: 'GET', url: API.users, query: { id: String(userId) }, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { userStatus: string }[] }).items[0]?.userStatus;
}

describe.skipIf(!runs)('DATABASE_READ_URL: a real streaming replica', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
    await handle.close();
  });

  it('serves the lists from the replica, and an operator’s own write from the primary until the replica has it', async () => {
    const replica = openReadReplica(databaseUrlOn(replicaServer ?? '', handle.name ?? ''), handle.pool as pg.Pool, () => undefined);
    const { app, cookie } = await appWith(handle, replica);
    try {
      const user = await buildUser(handle.db);
      expect(await replica.waitForReplay((await onPrimary(handle)).lsn, 5000)).toBe(true);
      await onReplica('select pg_wal_replay_pause()');
      try {
        const freeze = await app.inject({
          method: 'POST',
          url: API.freeze,
          headers: { cookie },
          payload: { userId: user.id, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' },
        });
        expect(freeze.statusCode, freeze.body).toBe(200);
        const readAfter = freeze.cookies.find((c) => c.name === READ_AFTER_COOKIE);
        expect(readAfter?.value).toMatch(LSN_PATTERN);
        // The operator who froze the user reads it at once (primary: the replica has not replayed it).
        expect(await statusOf(app, `${cookie}; ${READ_AFTER_COOKIE}=${readAfter?.value ?? ''}`, user.id)).toBe('2');
        // Anyone else reads the replica, which is paused behind the freeze.
        expect(await statusOf(app, cookie, user.id)).toBe('1');
      } finally {
        await onReplica('select pg_wal_replay_resume()');
      }
      expect(await replica.waitForReplay((await onPrimary(handle)).lsn, 5000)).toBe(true);
      expect(await statusOf(app, cookie, user.id)).toBe('2');
    } finally {
      await app.close();
      await replica.close();
    }
  });

  it('marks a login as a write too: the operator reads their own login entry in 操作日志 at once', async () => {
    const replica = openReadReplica(databaseUrlOn(replicaServer ?? '', handle.name ?? ''), handle.pool as pg.Pool, () => undefined);
    const { app } = await appWith(handle, replica);
    try {
      const login = await app.inject({ method: 'POST', url: API.login, payload: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
      expect(login.statusCode, login.body).toBe(200);
      const readAfter = login.cookies.find((c) => c.name === READ_AFTER_COOKIE);
      expect(readAfter?.value).toMatch(LSN_PATTERN);
      expect(readAfter?.maxAge).toBeGreaterThanOrEqual(3600);
    } finally {
      await app.close();
      await replica.close();
    }
  });

  it('sends reads back to the primary with a warning when the replica stops answering, and returns to it', async () => {
    const target = new URL(replicaServer ?? 'postgres://127.0.0.1:5433');
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const url = new URL(databaseUrlOn(replicaServer ?? '', handle.name ?? ''));
    url.port = String(proxy.port);
    const warnings: Error[] = [];
    const replica = openReadReplica(url.toString(), handle.pool as pg.Pool, (error) => warnings.push(error), { retryMs: 300 });
    const { app, cookie } = await appWith(handle, replica);
    try {
      const user = await buildUser(handle.db);
      expect(await replica.waitForReplay((await onPrimary(handle)).lsn, 5000)).toBe(true);
      expect(await statusOf(app, cookie, user.id)).toBe('1');
      expect(warnings).toEqual([]);
      await proxy.stop();
      expect(await statusOf(app, cookie, user.id)).toBe('1');
      expect(await statusOf(app, cookie, user.id)).toBe('1');
      expect(warnings.length).toBe(1);
      await proxy.start();
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await statusOf(app, cookie, user.id)).toBe('1');
      expect(warnings.length).toBe(1);
      const served = await onReplica<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where application_name = 'ops_read_replica' and datname = '${handle.name ?? ''}'`,
      );
      expect(served[0]?.n).toBeGreaterThan(0);
    } finally {
      await app.close();
      await replica.close();
      await proxy.stop();
    }
  });
});

async function onPrimary(handle: TestDatabase): Promise<{ lsn: string }> {
  const result = await (handle.pool as pg.Pool).query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  return result.rows[0] ?? { lsn: '0/0' };
}
