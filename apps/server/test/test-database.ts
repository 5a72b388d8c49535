import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the suite runs
 * with TEST_DB=pg — a new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { name?: string }> {
  if (process.env.TEST_DB !== 'pg') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const handle = openPostgres(databaseUrlOn(adminUrl, name), 5);
  await handle.migrate();
  return {
    ...handle,
    name,
    close: async () => {
      await handle.close();
      await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The connection string of database `name` on the server of `adminUrl`. */
export function databaseUrlOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement (create or drop a database) on its own connection to the server of `url`. */
export async function runAdminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
