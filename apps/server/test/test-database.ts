import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/least-privilege.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the suite runs
 * with TEST_DB=pg — a new database on the TEST_DATABASE_URL server, dropped on close.
 */
/** A test's database; `owner` is the same database as its owner when the app runs as a role of its own (TEST_APP_ROLE). */
export type TestDatabase = DatabaseHandle & { name?: string; owner?: DatabaseHandle };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'pg') {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const ownerUrl = databaseUrlOn(adminUrl, name);
  const role = process.env.TEST_APP_ROLE;
  if (!role) {
    const handle = openPostgres(ownerUrl, 5);
    await handle.migrate();
    return { ...handle, name, close: () => closeAndDrop(adminUrl, name, [handle]) };
  }
  // Issue 18 (CI sets TEST_APP_ROLE): the owner migrates, as MIGRATION_DATABASE_URL does, and the app under
  // test runs as a role that owns nothing; tests that play the database owner use `owner`.
  await runAdminStatement(adminUrl, `do $$ begin create role ${role} login; exception when duplicate_object or unique_violation then null; end $$`);
  const handle = openPostgres(asRole(ownerUrl, role), 5);
  await migrateDatabase(handle, { databaseUrl: asRole(ownerUrl, role), migrationDatabaseUrl: ownerUrl });
  const owner = openPostgres(ownerUrl, 2);
  return { ...handle, name, owner, close: () => closeAndDrop(adminUrl, name, [handle, owner]) };
}

function asRole(url: string, role: string): string {
  const withRole = new URL(url);
  withRole.username = role;
  withRole.password = '';
  return withRole.toString();
}

async function closeAndDrop(adminUrl: string, name: string, handles: DatabaseHandle[]): Promise<void> {
  for (const handle of handles) await handle.close();
  await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
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
