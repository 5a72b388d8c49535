/**
 * `npm run bench [-- --scale 1] [--keep] [--reuse DB] [--seconds 5] [--intake-seconds 20] [--skip-screens] [--skip-brute-force] [--skip-screening] [--generate-only] [--only-accounts] [--only-review-team] [--only-cold-load] [--only-screens [--scenario NAME …]] [--only-screening] [--only-rollups [--sustained-seconds 600]] [--scale-curve DATE] [--curve-databases DB_0.01,DB_0.1,DB_1 [--curve-rounds 2]]`: builds the benchmark database on
 * the PostgreSQL server in BENCH_DATABASE_URL (default the local one), drives the real server over
 * HTTP, and writes bench/results/<date>.json plus markdown tables (see docs/performance.md).
 *
 * Two phases: the screens, ingestion, issue 12's intake and delivery and the brute-force comparison
 * on one server without machine review; then issue 13's machine review on servers of its own
 * (screening-run.ts).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Database, openPostgres, queryRows } from '../apps/server/src/db/client.ts';
import { databaseUrl, DEFAULT_BENCH_URL, keepGenerationReport, log, readGenerationReport, machineFacts, readPostgresSettings, runAdmin, timed } from './bench-database.ts';
import { compareWithBruteForce } from './brute-compare.ts';
import { generateAll, type GenerationReport } from './generate/generate-all.ts';
import { planFor } from './generate/sql-helpers.ts';
import { accountsTable, runAccounts } from './accounts-run.ts';
import { coldLoadPass, coldLoadTable, runColdLoad } from './browser/cold-load.ts';
import { quickReviewTable, runQuickReviewLatency } from './browser/quick-review-latency.ts';
import { runIntakeAndDelivery } from './intake-delivery-run.ts';
import { reviewQueueTable, runReviewQueue } from './review-queue-run.ts';
import { runScreening } from './screening-run.ts';
import { screeningTables } from './report-screening.ts';
import { waitForQuietMachine } from './screening/machine-quiet.ts';
import { runIngestionLoad } from './load/ingestion-load.ts';
import { NAIVE_TIMEOUT_MS, naiveCall, runNaive } from './load/naive-queries.ts';
import { runLoad } from './load/http-load.ts';
import { loadSamples } from './load/samples.ts';
import { checkScenario, isValid } from './load/scenario-validity.ts';
import { BUDGET_MS, scenarios } from './load/scenarios.ts';
import { startWebhookReceiver } from './load/webhook-receiver.ts';
import { markdownReport, type BenchResults } from './report.ts';
import { waitForRollups } from './rollup-lag.ts';
import { rollupsOnly } from './rollup-run.ts';
import { scaleCurve, scaleCurveTable } from './scale-curve.ts';
import { liveScaleCurve, writeLiveCurve } from './scale-curve-live.ts';
import { logIn, startServer } from './server-process.ts';
import { API } from '../packages/contracts/src/paths.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    'intake-seconds': { type: 'string', default: '20' },
    'skip-screens': { type: 'boolean', default: false },
    port: { type: 'string', default: '3590' },
    'skip-brute-force': { type: 'boolean', default: false },
    'skip-screening': { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
    'only-accounts': { type: 'boolean', default: false },
    'only-review-team': { type: 'boolean', default: false },
    'only-cold-load': { type: 'boolean', default: false },
    'only-screens': { type: 'boolean', default: false },
    'only-screening': { type: 'boolean', default: false },
    // With --only-screens or --curve-databases: only these scenarios (each named in full, the flag repeated).
    scenario: { type: 'string', multiple: true },
    'cold-load-samples': { type: 'string', default: '20' },
    'only-rollups': { type: 'boolean', default: false },
    'scale-curve': { type: 'string' },
    // Issue 17's curve in one sitting: three databases (scales 0.01, 0.1, 1), each scenario at all three back to back.
    'curve-databases': { type: 'string' },
    'curve-rounds': { type: 'string', default: '2' },
    'sustained-seconds': { type: 'string', default: '600' },
  },
});

const ADMIN_PASSWORD = 'bench-admin-password';
const INGEST_TOKEN = 'bench-ingest-token-0123456789';
const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';
/** The seals' key (issue 18): the generator seals the log with it, and every server of the run holds it. */
const AUDIT_KEY = 'bench-audit-key-0123456789-0123456789';
process.env.AUDIT_KEY ??= AUDIT_KEY;
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const name = values.reuse ?? `ops_bench_${Date.now()}`;
const url = databaseUrl(adminUrl, name);
const plan = planFor(Number(values.scale));
const durationMs = Number(values.seconds) * 1000;

/**
 * An earlier run's machine-review phase leaves its verdicts' events undelivered (its servers had no
 * WEBHOOK_URL: the bench read the pull feed). This run's receiver is a new app, so they are marked
 * delivered; otherwise the dispatcher would first work through ~900,000 of them, in order, and the
 * delivery scenarios would measure that backlog.
 */
async function settleEarlierDecisionEvents(): Promise<void> {
  const handle = openPostgres(url, 1);
  try {
    const settled = await queryRows<{ seq: string }>(
      handle.db,
      sql`update outbox_events set delivered_at = now() where delivered_at is null and failed_at is null returning seq::text as seq`,
    );
    log(`earlier runs' undelivered decision events marked delivered: ${settled.length.toLocaleString('en')}`);
    // What autovacuum would have done in production (it is off on these machines): without it the dead
    // entries an earlier drain left in the posts' state index stay in front of every queue scan.
    await timed('vacuum analyze of the tables earlier runs changed', () => handle.db.execute(sql`vacuum analyze posts, videos, users, outbox_events, operation_logs`));
  } finally {
    await handle.close();
  }
}

/**
 * A checkpoint before anything is measured: it writes out what generation (or a reused database's vacuum) left
 * dirty and makes the operating system flush the gigabytes generation wrote, which it would otherwise do under
 * the first scenarios (a database in service has long written its data).
 */
function settleWrites(): Promise<void> {
  return timed('checkpoint (generation\'s writes flushed before measuring)', () => runAdmin(adminUrl, 'checkpoint'));
}

/**
 * Before a phase whose budget is measured on its own: the writes the previous phase left (the intake storms'
 * WAL, the machine review's 800,000 updates) checkpointed, and the machine quiet (the server's roll-up refresher
 * and dispatcher done with that phase's backlog). Fresh-clone run 5 measured the claim while both still ran
 * (p50 28 ms against 12 ms in run 4) and the cold load beside a checkpoint's writeback (login → first row p50
 * 843 ms against 583 ms). The scenarios that measure work under load (lists while intake runs, sustained
 * ingestion) make that load themselves.
 */
async function betweenPhases(phase: string): Promise<void> {
  await timed(`settling before ${phase}`, async () => {
    await runAdmin(adminUrl, 'checkpoint');
    await waitForQuietMachine(0.15, 90_000);
  });
}

/**
 * A reused database must be measured at the scale it was generated at: the scenarios pick their pages, ids and
 * terms from the plan, and the results file is named and labelled by it (a scale-0.01 database measured without
 * `--scale 0.01` was recorded as scale 1).
 */
function assertGeneratedAtScale(report: GenerationReport | null): void {
  const users = report?.rows.users;
  if (users === undefined || users === plan.users) return;
  const scale = users / planFor(1).users;
  throw new Error(`${name} was generated with ${users.toLocaleString('en')} users (scale ${scale}), not the ${plan.users.toLocaleString('en')} of scale ${plan.scale}: run it with --scale ${scale}`);
}

async function prepare(): Promise<GenerationReport | null> {
  if (values.reuse) {
    log(`reusing database ${name}`);
    const report = await readGenerationReport<GenerationReport>(adminUrl, name);
    assertGeneratedAtScale(report);
    await settleEarlierDecisionEvents();
    await settleWrites();
    return report;
  }
  await runAdmin(adminUrl, `create database ${name}`);
  const handle = openPostgres(url, 1);
  await handle.migrate();
  await handle.close();
  log(`generating scale ${plan.scale} into ${name} …`);
  const started = performance.now();
  const report = await generateAll(url, plan);
  report.seconds.total = Math.round((performance.now() - started) / 100) / 10;
  await keepGenerationReport(adminUrl, name, report);
  await settleWrites();
  return report;
}

/** Issue 16's budgets alone: they need no benchmark database (the demo data, as `npm start` serves it). */
async function coldLoadOnly(): Promise<void> {
  const coldLoad = await runColdLoad({ port: Number(values.port) + 2, samples: Number(values['cold-load-samples']) });
  const file = `bench/results/${new Date().toISOString().slice(0, 10)}-cold-load.json`;
  mkdirSync('bench/results', { recursive: true });
  const machine = machineFacts();
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, coldLoad, pass: coldLoadPass(coldLoad) }, null, 2)}\n`);
  console.log(`\n${coldLoadTable(coldLoad).join('\n')}\nResults written to ${file}`);
}

/** Issue 11's comparison of every statistics endpoint with brute force over the raw events, on a server started for it. */
async function bruteForceOnItsOwnServer(serverEnv: Record<string, string>, db: Database): Promise<BenchResults['bruteForce']> {
  const server = await startServer({ ...serverEnv, SCREENING_WORKER: 'off' }, Number(values.port) + 3);
  try {
    const cookie = await logIn(server.baseUrl, 'admin', ADMIN_PASSWORD);
    return await compareWithBruteForce(server.baseUrl, cookie, db, Date.now());
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (values['only-cold-load']) return coldLoadOnly();
  if (values['scale-curve'] !== undefined) {
    console.log(scaleCurveTable(scaleCurve(values['scale-curve'] || new Date().toISOString().slice(0, 10))).join('\n'));
    return;
  }
  if (values['curve-databases'] !== undefined) {
    const databases = values['curve-databases'].split(',').map((database) => database.trim());
    const rounds = Number(values['curve-rounds']);
    const serverEnv = { ADMIN_PASSWORD, INGEST_TOKEN, STATS_REFRESH_SECONDS: '5', SCREENING_WORKER: 'off' };
    const rows = await liveScaleCurve({ adminUrl, databases, serverEnv, password: ADMIN_PASSWORD, port: Number(values.port) + 10, rounds, durationMs, ...(values.scenario ? { only: values.scenario } : {}) });
    // A few chosen scenarios are a look into them: printed, not written over the day's curve.
    const file = values.scenario ? 'nowhere (--scenario)' : await writeLiveCurve(adminUrl, databases, rows, rounds, durationMs);
    console.log(`${scaleCurveTable(rows).join('\n')}\nResults written to ${file}`);
    return;
  }
  if (values['only-rollups']) {
    return rollupsOnly({ adminUrl, scale: plan.scale, port: Number(values.port) + 3, sustainedSeconds: Number(values['sustained-seconds']) });
  }
  const generation = await prepare();
  if (values['generate-only']) {
    log(`generated ${name}; measure it with: npm run bench -- --reuse ${name}`);
    return;
  }
  const serverEnv = { DATABASE_URL: url, ADMIN_PASSWORD, INGEST_TOKEN, STATS_REFRESH_SECONDS: '5' };
  if (values['only-screening']) {
    // Issue 13's machine review alone (backlog, lexicon, rules, intake → verdict, propagation, memory) on its own servers.
    const db = openPostgres(url, 2, '-c jit=off');
    try {
      const samples = await loadSamples(db.db);
      const screening = await runScreening({ url, db: db.db, serverEnv, adminPassword: ADMIN_PASSWORD, token: INGEST_TOKEN, port: Number(values.port), samples, intakeMs: Number(values['intake-seconds']) * 1000 });
      const file = `bench/results/${new Date().toISOString().slice(0, 10)}-screening${plan.scale === 1 ? '' : `-scale-${plan.scale}`}.json`;
      mkdirSync('bench/results', { recursive: true });
      const machine = machineFacts(await readPostgresSettings(url));
      writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, plan: { ...plan, now: plan.now.toISOString() }, database: name, generation, screening }, null, 2)}\n`);
      console.log(`\n${screeningTables(screening).join('\n')}\nResults written to ${file}`);
    } finally {
      await db.close();
    }
    return;
  }
  // The app's receiver of decision webhooks, up before the server so its dispatcher delivers from the start.
  const receiver = await startWebhookReceiver(WEBHOOK_SECRET);
  // Phase 1 without machine review (SCREENING_WORKER=off), so the earlier issues' figures stay comparable:
  // the intake throughput runs leave ~800,000 posts in state 1, whose screening and decision events would
  // otherwise run under the delivery scenarios. Phase 2 screens that backlog first (screening-run.ts).
  const server = await startServer(
    { ...serverEnv, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET, SCREENING_WORKER: 'off' },
    Number(values.port),
  ).catch(async (error: unknown) => {
    await receiver.close();
    throw error;
  });
  // Samples and the brute-force reference; the reference may use parallel workers (a fairer, quicker baseline).
  const db = openPostgres(url, 2, '-c jit=off');
  try {
    const cookie = await logIn(server.baseUrl, 'admin', ADMIN_PASSWORD);
    const postgres = await readPostgresSettings(url);
    if (postgres.autovacuum !== 'on') log('autovacuum is off on this server: dead counter rows and the nickname index\'s pending list stay until a vacuum');
    if (values['only-accounts']) {
      // Issue 14's two budgets alone, on the full-scale database, with nothing else running in the server.
      const accounts = await runAccounts({ baseUrl: server.baseUrl, db: db.db, logins: 200 });
      const file = `bench/results/${new Date().toISOString().slice(0, 10)}-accounts.json`;
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machineFacts(postgres), plan: { ...plan, now: plan.now.toISOString() }, database: name, generation, accounts }, null, 2)}\n`);
      console.log(`\n${accountsTable(accounts).join('\n')}\nResults written to ${file}`);
      return;
    }
    if (values['only-review-team']) {
      // Issue 15's budgets alone: the claim with 100 operators and the workbench on the full-scale database, then
      // 快速审核 in Chromium on the demo data.
      // The workbench first, as in the full run (its screens come before anything decides items).
      const workbench = await runLoad({ baseUrl: server.baseUrl, headers: { cookie }, call: () => ({ path: API.workbench }), connections: 10, warmupMs: 1500, durationMs });
      const reviewQueue = await runReviewQueue({ baseUrl: server.baseUrl, db: db.db, operators: 100, durationMs: Math.max(durationMs * 18, 90_000) });
      const workbenchPass = workbench.p95 <= BUDGET_MS.list && workbench.errors === 0 && Object.keys(workbench.statuses).every((s) => s === '200');
      await server.stop();
      const quickReview = await runQuickReviewLatency({ port: Number(values.port) + 1, presses: 100, intervalMs: 350 });
      const file = `bench/results/${new Date().toISOString().slice(0, 10)}-review-team.json`;
      mkdirSync('bench/results', { recursive: true });
      const machine = machineFacts(postgres);
      writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, plan: { ...plan, now: plan.now.toISOString() }, database: name, reviewQueue, workbench: { ...workbench, budgetMs: BUDGET_MS.list, pass: workbenchPass }, quickReview }, null, 2)}\n`);
      console.log(`\n${reviewQueueTable(reviewQueue).join('\n')}\n\n工作台 (GET ${API.workbench}, 10 connections): p50 ${workbench.p50} ms, p95 ${workbench.p95} ms (≤ ${BUDGET_MS.list} ms: ${workbenchPass ? 'pass' : 'FAIL'})\n\n${quickReviewTable(quickReview).join('\n')}\nResults written to ${file}`);
      return;
    }
    const samples = await loadSamples(db.db);
    server.resetRss();
    const screens: BenchResults['screens'] = [];
    const chosen = values.scenario;
    const screensToRun = values['skip-screens'] ? [] : scenarios(samples).filter((scenario) => !chosen || chosen.includes(scenario.name));
    for (const scenario of screensToRun) {
      // Each scenario's pages must exist at this scale: a refused or empty page would be measured as fast.
      const validity = await checkScenario(server.baseUrl, { cookie }, scenario.call);
      const result = await runLoad({ baseUrl: server.baseUrl, headers: { cookie }, call: scenario.call, connections: 10, warmupMs: 1500, durationMs });
      const budget = BUDGET_MS[scenario.kind];
      const valid = isValid(validity, scenario.emptyBecause) && result.errors === 0 && Object.keys(result.statuses).every((s) => s === '200');
      screens.push({ name: scenario.name, kind: scenario.kind, budgetMs: budget, pass: result.p95 <= budget && valid, valid, validity, ...result });
      const emptyNote = validity.emptyPages > 0 ? `, ${validity.emptyPages} of ${validity.checked} pages empty` : '';
      log(`${scenario.name}: p95 ${result.p95} ms, ${result.rps} req/s ${JSON.stringify(result.statuses)}${emptyNote}`);
    }
    if (values['only-screens']) {
      // A point of the scale curve (`--scale 0.01`, `--scale 0.1`): the list and statistics scenarios alone.
      // A few chosen scenarios are a look into them, not a point of the curve: written beside it, never over it.
      const suffix = `${plan.scale === 1 ? '' : `-scale-${plan.scale}`}${chosen ? '-chosen' : ''}`;
      const file = `bench/results/${new Date().toISOString().slice(0, 10)}${suffix}.json`;
      mkdirSync('bench/results', { recursive: true });
      const machine = machineFacts(postgres);
      writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, plan: { ...plan, now: plan.now.toISOString() }, database: name, generation, onlyScreens: true, screens }, null, 2)}\n`);
      console.log(`Screens written to ${file}`);
      return;
    }
    // Issue 17: each list also as a typical admin framework would query it (OFFSET/LIMIT with COUNT(*), ILIKE),
    // straight on PostgreSQL. After all of the product's scenarios, not between them: the naive sorts read
    // millions of rows and push the next scenario's pages out of the cache (图文审核 5: 37.2 ms p95 right after
    // a naive run, 24.4 ms without one, on the same code and a database generated the same way).
    const naivePool = new pg.Pool({ connectionString: url, max: 10, options: `-c statement_timeout=${NAIVE_TIMEOUT_MS}` });
    try {
      for (const screen of screens) {
        const naiveQueries = screen.kind === 'list' ? naiveCall(screen.name, samples) : null;
        if (!naiveQueries) continue;
        const naive = await runNaive(naivePool, naiveQueries, { connections: 10, warmupMs: 1500, durationMs });
        screen.naive = { ...naive, ratio: Math.round((naive.p95 / Math.max(0.1, screen.p95)) * 10) / 10 };
        log(`${screen.name}: naive p95 ${naive.allTimedOut ? '≥ ' : ''}${naive.p95} ms (${screen.naive.ratio}x the product's ${screen.p95} ms)`);
      }
    } finally {
      await naivePool.end();
    }
    const ingestion = await timed('ingestion', () =>
      runIngestionLoad({ baseUrl: server.baseUrl, token: INGEST_TOKEN, userIds: samples.userIds, connections: 10, durationMs: Math.max(durationMs * 4, 20_000) }),
    );
    const rollupLagSeconds = await waitForRollups(db.db, ingestion.endedAt);
    const maxRssBeforeIntakeMb = server.maxRssMb();
    const issue12 = await runIntakeAndDelivery({
      baseUrl: server.baseUrl,
      cookie,
      token: INGEST_TOKEN,
      db: db.db,
      receiver,
      samples,
      scenarios: scenarios(samples),
      intakeMs: Number(values['intake-seconds']) * 1000,
      listMs: durationMs,
    });
    const accounts = await timed('accounts and roles', () => runAccounts({ baseUrl: server.baseUrl, db: db.db, logins: 200 }));
    await betweenPhases('the review queue');
    const reviewQueue = await timed('review queue', () => runReviewQueue({ baseUrl: server.baseUrl, db: db.db, operators: 100, durationMs: Math.max(durationMs * 18, 90_000) }));
    const memory = { maxRssMb: server.maxRssMb(), maxRssBeforeIntakeMb, budgetMb: 400, pass: server.maxRssMb() <= 400 };
    await server.stop();
    const screening = values['skip-screening']
      ? null
      : await timed('machine review', () =>
          runScreening({ url, db: db.db, serverEnv, adminPassword: ADMIN_PASSWORD, token: INGEST_TOKEN, port: Number(values.port), samples, intakeMs: Number(values['intake-seconds']) * 1000 }),
        );
    await betweenPhases('快速审核 in Chromium');
    const quickReview = await timed('快速审核 in Chromium', () => runQuickReviewLatency({ port: Number(values.port) + 1, presses: 100, intervalMs: 350 }));
    await betweenPhases('the cold load in Chromium');
    const coldLoad = await timed('cold load in Chromium', () => runColdLoad({ port: Number(values.port) + 2, samples: Number(values['cold-load-samples']) }));
    // Last, on a server of its own: brute force reads the 50M raw events several times over (519 s) and pushes the
    // tables the later phases work on out of the caches. Before the machine review it left intake → verdict at
    // p99 3.4–4.6 s in fresh-clone runs, against 0.8–1.2 s in runs without it.
    const bruteForce = values['skip-brute-force'] ? [] : await timed('brute-force comparison', () => bruteForceOnItsOwnServer(serverEnv, db.db));
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: machineFacts(postgres),
      plan: { ...plan, now: plan.now.toISOString() },
      database: name,
      generation,
      screens,
      ingestion: { ...ingestion, rollupLagSeconds, pass: ingestion.eventsPerSecond >= 20_000 && rollupLagSeconds <= 60 },
      memory,
      bruteForce,
      ...issue12,
      accounts,
      screening,
      reviewQueue,
      quickReview,
      coldLoad,
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/${results.date.slice(0, 10)}${plan.scale === 1 ? '' : `-scale-${plan.scale}`}.json`;
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${markdownReport(results)}\nResults written to ${file}`);
  } finally {
    await db.close();
    await server.stop();
    await receiver.close();
    if (!values.keep && !values.reuse) await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    else log(`database ${name} kept (drop it with: psql -c 'drop database ${name}')`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
