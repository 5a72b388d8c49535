import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { ensureInitialOperator } from '../src/modules/auth/initial-operator.ts';
import { openReadReplica, type ReadReplica } from '../src/db/read-replica.ts';
import { createTestDatabase, databaseUrlOn } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /**
   * The same database as its owner: `db` itself, unless the suite runs the app as a role that owns nothing
   * (TEST_APP_ROLE, issue 18); for tests that play someone holding the database (switching triggers off).
   */
  ownerDb: Database;
  /** The PostgreSQL pool under `db` (absent on PGlite). */
  pool?: pg.Pool;
  /** Session cookie header of the demo operator, logged in once per test file. */
  auth: { cookie: string };
  /** `app.inject` as the logged-in operator. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_INGEST_TOKEN = 'test-ingest-token-0123456789abcdef';
const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  INGEST_TOKEN: TEST_INGEST_TOKEN,
  DEMO_APP: 'off',
  // Checkpoints of the log (issue 18) belong to one database: each test process keeps its own, never ./data's.
  AUDIT_CHECKPOINT_FILE: path.join(tmpdir(), `ops-test-checkpoints-${process.pid}-${randomBytes(4).toString('hex')}.jsonl`),
};
export const testConfig = loadConfig(TEST_ENV);

export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/system/users/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('login set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * On PostgreSQL with TEST_READ_DATABASE_URL (the streaming replica `.ci/run` makes), the test
 * database's reads of the lists and statistics go to the replica, in `strict` consistency: a read
 * waits for the replica to replay every earlier commit, the test's own direct writes included.
 */
function openTestReplica(handle: Awaited<ReturnType<typeof createTestDatabase>>): ReadReplica | null {
  const replicaServer = process.env.TEST_READ_DATABASE_URL;
  if (process.env.TEST_DB !== 'pg' || !replicaServer || !handle.name || !handle.pool) return null;
  return openReadReplica(databaseUrlOn(replicaServer, handle.name), handle.pool, () => undefined, { poolSize: 3 });
}

/** The real app on a fresh real database, with the demo operator logged in; `env` adds configuration. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const loaded = Object.keys(env).length === 0 ? testConfig : loadConfig({ ...TEST_ENV, ...env });
  const readReplica = openTestReplica(handle);
  const config = readReplica ? { ...loaded, databaseReadConsistency: 'strict' as const } : loaded;
  const app = await buildApp({ config, db: handle.db, readReplica, pool: handle.pool });
  await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: undefined });
  const cookie = await loginAs(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  return {
    app,
    db: handle.db,
    ownerDb: handle.owner?.db ?? handle.db,
    ...(handle.pool ? { pool: handle.pool } : {}),
    auth: { cookie },
    request: (options) => app.inject({ ...options, headers: { cookie, ...options.headers } }),
    close: async () => {
      await app.close();
      await readReplica?.close();
      await handle.close();
    },
  };
}
