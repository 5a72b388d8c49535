import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the suite runs
 * with TEST_DB=pg — a new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'pg') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
