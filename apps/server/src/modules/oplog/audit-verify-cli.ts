/**
 * `npm run audit:verify`: walks the operation-log chain of the configured database (DATABASE_URL, else
 * PGlite in DATA_DIR) with its seals (AUDIT_KEY, else the data folder's key) and the checkpoints in
 * AUDIT_CHECKPOINT_FILE, and reports the first broken link. Exit code 0 intact, 1 broken, 2 error.
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { readCheckpoints } from './audit-checkpoints.ts';
import { configureAuditKey } from './audit-key.ts';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  configureAuditKey(config);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await verifyAuditChain(handle.db, readCheckpoints(config.auditCheckpointFile));
    if (result.ok) {
      console.log(`操作日志哈希链完好：已校验 ${result.checked} 条。`);
      return;
    }
    console.error(`操作日志哈希链断裂：${result.broken?.message ?? ''}（此前 ${result.checked} 条完好）`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
});
