/**
 * `npm run db:seed [-- --force] [--seed N] [--scale X]`: fills the database with the demo data.
 * Same database choice as the server (DATABASE_URL, else PGlite in DATA_DIR). Refuses a database
 * that already has users unless --force, which empties the content tables (and what the machine
 * review kept about them: 机审统计, image hashes, 图片黑库) and seeds again in one transaction
 * (operators, sessions, operation logs, the lexicon and the detector settings stay). The only operators it creates
 * are the demo's reviewers (review-history.ts): disabled, with no password, kept when they exist.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/least-privilege.ts';
import { configureAuditKey } from '../modules/oplog/audit-key.ts';
import { DEFAULT_SEED, isDemoDataPresent, seedDemoData } from './seed-demo-data.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function numberOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) fail(`--${name} must be a positive number`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, seed: { type: 'string' }, scale: { type: 'string' } },
  });
  const seed = Math.trunc(numberOption(values.seed, 'seed', DEFAULT_SEED));
  const scale = numberOption(values.scale, 'scale', 1);
  const config = loadConfig();
  configureAuditKey(config);
  // A bulk load (sequences set, tables cleared with --force): the owner's work, as migrating is (issue 18).
  const handle = await openDatabase({ databaseUrl: config.migrationDatabaseUrl ?? config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle, config);
    const present = await isDemoDataPresent(handle.db);
    if (present && !values.force) {
      process.exitCode = 1;
      console.error('The database already has users; nothing seeded. Run `npm run db:seed -- --force` to replace the demo data.');
      return;
    }
    const where = handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
    console.log(`Seeding demo data into ${where} (seed ${seed}, scale ${scale}${present ? ', replacing existing content' : ''}) ...`);
    const started = performance.now();
    const summary = await seedDemoData(handle.db, { seed, scale, replaceExisting: present });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const [table, count] of Object.entries(summary)) console.log(`  ${table.padEnd(16)} ${count}`);
    console.log(`Done in ${seconds} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  console.error(error);
  process.exit(1);
});
