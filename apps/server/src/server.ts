import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { buildApp, DEFAULT_WEB_DIST } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoCredentialsWork, ensureInitialOperator } from './modules/auth/initial-operator.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { LISTENING_BANNER, startupLine, startProgress } from './lib/startup-progress.ts';
import { startDemoApp } from './modules/demo-app/demo-app.ts';
import { loadStarterLexicon } from './modules/screening/sensitive-words.service.ts';
import { isDemoDataPresent, seedDemoData } from './seed/seed-demo-data.ts';
import { openReadReplica, REPLICA_RETRY_MS } from './db/read-replica.ts';
import { startMetricsListener } from './modules/metrics/metrics-listener.ts';
import { migrateDatabase, tablesOwnedByCurrentRole } from './db/least-privilege.ts';
import { configureAuditKey } from './modules/oplog/audit-key.ts';
import { adoptUnsealedLog } from './modules/oplog/log-seals.repository.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = {
  level: config.logLevel,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
};

// Issue 18: the operation log's seals are made with a key the database never holds.
configureAuditKey(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.preparedStatements });
await migrateDatabase(database, config);
const adopted = await adoptUnsealedLog(database.db);
// The background jobs start after the app is built; until then a committed write has no one to wake.
let wakeAfterWrite = (): void => undefined;
// Until the app's logger exists, a replica outage is reported on stderr.
let warnReplicaDown = (error: Error): void => console.warn(`read replica unreachable (${error.message}): reads go to the primary`);
const readReplica =
  config.databaseReadUrl && database.pool
    ? openReadReplica(config.databaseReadUrl, database.pool, (error) => warnReplicaDown(error), { preparedStatements: config.preparedStatements })
    : null;
const app = await buildApp({
  config,
  db: database.db,
  logger,
  webDist: config.webDistDir ?? DEFAULT_WEB_DIST,
  onWriteCommitted: () => wakeAfterWrite(),
  readReplica,
  pool: database.pool,
  expressPool: database.expressPool,
});
warnReplicaDown = (error) => app.log.warn({ err: error }, `read replica unreachable: reads go to the primary for ${REPLICA_RETRY_MS / 1000} s, then the replica is tried again`);

const operatorOutcome = await ensureInitialOperator(database.db, { demoMode: config.demoMode, adminPassword: config.adminPassword });
if (database.driver === 'pg' && (await tablesOwnedByCurrentRole(database.db)) > 0) {
  app.log.warn('The server\'s database role owns the tables, so it could switch off the operation log\'s guards: migrate as the owner with MIGRATION_DATABASE_URL and give DATABASE_URL a role of its own (docs/security.md)');
}
if (adopted > 0) app.log.warn({ adopted }, 'operation log from before issue 18 sealed as found (AUDIT_KEY): audit:verify checks it from now on');
if (operatorOutcome === 'missing') {
  app.log.warn('No operator exists yet: create one with `npm run operator:create -- --username <name> --password <password>` or set ADMIN_PASSWORD.');
}
if (config.demoMode && !(await isDemoDataPresent(database.db))) {
  const started = Date.now();
  const progress = startProgress(`Empty embedded database in ${config.dataDir}: generating demo data (first start only, usually under a minute)…`);
  const summary = await seedDemoData(database.db, { onStep: (step) => progress.step(step) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  progress.done(`Demo data ready in ${seconds} s: ${summary.users} users, ${summary.posts} posts, ${summary.videos} videos, ${summary.activity_events} activity events`);
}

await loadStarterLexicon(database.db);
const jobs = startBackgroundJobs(database.db, config, app.log);
wakeAfterWrite = jobs.wakeAfterWrite;

let metricsListener: Server | undefined;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing in-flight requests, then stopping`);
  const force = setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // An answered keep-alive connection would hold app.close() open until its idle timeout: close
  // each connection as soon as it has no request in flight. New connections are refused already.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  closeIdle.unref();
  try {
    await app.close();
    metricsListener?.close();
    await jobs.stop();
    await readReplica?.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
if (config.metricsPort !== undefined) metricsListener = await startMetricsListener(app.metrics, config.metricsPort);
if (config.demoApp.enabled && config.ingestToken) {
  const demoApp = await startDemoApp({
    db: database.db,
    baseUrl: `http://127.0.0.1:${config.port}`,
    token: config.ingestToken,
    intervalMs: config.demoApp.intervalMs,
    log: app.log,
  });
  jobs.add(demoApp);
}
const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
if (config.publicOrigins.length === 0 && !['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
  app.log.warn('PUBLIC_ORIGIN is unset: only requests addressed to localhost, 127.0.0.1 or [::1] are answered, any other Host gets 421. Set PUBLIC_ORIGIN to the address operators use, e.g. https://ops.example.com');
}
if (operatorOutcome === 'updated-from-env') app.log.info('Password of operator admin set from ADMIN_PASSWORD');
const demoLogin = (await demoCredentialsWork(database.db, config.demoMode)) ? `  Demo login: ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}\n` : '';
startupLine(`\n  ${LISTENING_BANNER}${shownHost}:${config.port}  (API docs: /docs, database: ${database.driver})\n${demoLogin}`);
