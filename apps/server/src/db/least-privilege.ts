import { sql } from 'drizzle-orm';
import { type DatabaseHandle, type Executor, openPostgres, queryRows } from './client.ts';

/** The role a PostgreSQL URL logs in as. */
export function roleOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).username);
}

/**
 * Issue 18: with MIGRATION_DATABASE_URL, the tables' owner migrates (one connection, closed afterwards)
 * and gives the server's own role (DATABASE_URL's user) exactly the rights it needs (`ops_grant_app_rights`,
 * migration 0030): no UPDATE, DELETE or TRUNCATE on the operation log and its seals, nothing on the chain
 * head, ownership of nothing. Without it, the server's handle migrates, as before.
 */
export async function migrateDatabase(app: DatabaseHandle, urls: { databaseUrl: string | undefined; migrationDatabaseUrl: string | undefined }): Promise<void> {
  if (!urls.migrationDatabaseUrl || !urls.databaseUrl) {
    await app.migrate();
    return;
  }
  const owner = openPostgres(urls.migrationDatabaseUrl, 1);
  try {
    await owner.migrate();
    const role = roleOf(urls.databaseUrl);
    if (role !== roleOf(urls.migrationDatabaseUrl)) await owner.db.execute(sql`select ops_grant_app_rights(${role})`);
  } finally {
    await owner.close();
  }
}

/** How many of the app's tables the connected role owns: 0 when it runs with least privilege. */
export async function tablesOwnedByCurrentRole(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = current_user`);
  return row?.n ?? 0;
}
