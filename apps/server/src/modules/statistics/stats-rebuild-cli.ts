/**
 * `npm run stats:rebuild [-- --from YYYY-MM-DD]`: rebuilds the statistics roll-ups from the raw events
 * (ADR 0019), for repairs: every day from `--from` (all days without it) that still holds raw events
 * is marked and rebuilt, with the cohorts those days touch; queued new events are folded in as usual.
 * The result equals what the incremental refresh reached. Safe while the server runs: the refresh lock
 * keeps one roll-up at a time. Exit code 0 done, 2 error.
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/least-privilege.ts';
import { configureAuditKey } from '../oplog/audit-key.ts';
import { markDaysForRebuild } from './rollup.repository.ts';
import { refreshStatistics } from './rollup.service.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function fromArgument(argv: readonly string[]): string | null {
  const index = argv.indexOf('--from');
  if (index < 0) return null;
  const value = argv[index + 1] ?? '';
  if (!DAY_PATTERN.test(value) || Number.isNaN(Date.parse(value))) throw new ConfigError(`--from 需要日期 YYYY-MM-DD，收到 "${value}"`);
  return value;
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const from = fromArgument(process.argv.slice(2));
  const config = loadConfig();
  configureAuditKey(config);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle, config);
    const started = Date.now();
    const marked = await markDaysForRebuild(handle.db, from);
    const outcome = await refreshStatistics(handle.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `统计汇总已从原始事件重建：${marked} 天（${from === null ? '全部' : `自 ${from} 起`}），` +
        `${outcome.cohorts.length} 个注册日留存，另并入 ${outcome.events} 条新事件，用时 ${seconds} 秒。`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
});
