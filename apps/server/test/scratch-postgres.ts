import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/client.ts';
import { databaseUrlOn, runAdminStatement } from './test-database.ts';

/** True when this run targets PostgreSQL (the `postgres` vitest project): tests that need a real server skip otherwise. */
export const ON_POSTGRES = process.env.TEST_DB === 'pg' && Boolean(process.env.TEST_DATABASE_URL);

export interface ScratchDatabase {
  name: string;
  /** Connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/**
 * A new, migrated database on the TEST_DATABASE_URL server, for tests that hand its connection
 * string to someone else (a child server process, a proxy); `drop()` removes it.
 */
export async function createScratchDatabase(prefix = 'ops_test', adminUrl = adminDatabaseUrl()): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const url = databaseUrlOn(adminUrl, name);
  const handle = openPostgres(url, 1);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return { name, url, drop: () => runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** A plain client on `url`, for holding a row lock or watching pg_stat_activity beside the app. */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Backends of `database` waiting for a lock (the app's statements stuck behind a test's lock). */
export async function lockWaiters(client: pg.Client, database: string): Promise<number[]> {
  const result = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    [database],
  );
  return result.rows.map((row) => row.pid);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until some backend of `database` waits for a lock; its pid. */
export async function waitForLockWaiter(client: pg.Client, database: string, timeoutMs = 15_000): Promise<number> {
  const [pid] = await waitForLockWaiters(client, database, 1, timeoutMs);
  return pid as number;
}

/** Waits until at least `count` backends of `database` wait for a lock; their pids. */
export async function waitForLockWaiters(client: pg.Client, database: string, count: number, timeoutMs = 15_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pids = await lockWaiters(client, database);
    if (pids.length >= count) return pids;
    await sleep(20);
  }
  throw new Error(`fewer than ${count} statements started waiting for a lock`);
}

/** Waits until the backend `pid` has ended (its transaction committed or rolled back for good). */
export async function waitForBackendGone(client: pg.Client, pid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await client.query('select 1 from pg_stat_activity where pid = $1', [pid]);
    if (result.rowCount === 0) return;
    await sleep(20);
  }
  throw new Error(`backend ${pid} is still running`);
}
