import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Executor, MIGRATIONS_FOLDER, queryRows } from './client.ts';

interface Journal {
  entries: { when: number; tag: string }[];
}

/** The stamp (`when`) of the newest migration this code ships, as drizzle records it once applied. */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const NEWEST = newestShippedMigration();

/**
 * Whether the database holds every migration this code ships (drizzle's own record of applied
 * migrations, in both drivers). False while an older instance's database has not been migrated yet,
 * or when the record cannot be read.
 */
export async function migrationsApplied(db: Executor): Promise<boolean> {
  const rows = await queryRows<{ newest: string | null }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.newest ?? 0) >= NEWEST;
}
