/**
 * `npm run test:load`: 100 logged-in operators (LOAD_OPERATORS) mix reads and moderation decisions
 * for 60 s (LOAD_SECONDS) against the real server on a fresh PostgreSQL database (on the
 * TEST_DATABASE_URL server) with demo data (LOAD_SCALE of the full demo size), over loopback only.
 * It fails on any 5xx, network error or unexpected status, and unless every decision reconciles
 * afterwards: the replay of the operation log ends in each item's state, the log rows match the
 * successful answers, the counters match count(*), and the hash chain verifies.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, openPostgres, queryRows } from '../../src/db/client.ts';
import { insertOperator } from '../../src/modules/auth/auth.repository.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';
import { seedDemoData } from '../../src/seed/seed-demo-data.ts';
import { createScratchDatabase } from '../scratch-postgres.ts';
import { httpLogin, killStartedServers, startServerProcess } from '../server-process.ts';
import { runOperatorMix, type Sample, type WorkingSet } from './operator-mix.ts';
import { readStates, reconcileChain, reconcileCounters, reconcileDecisions, reconcileFreezes, reconcileOutbox } from './reconcile.ts';

/** The seals' key of the servers this run starts (issue 18: required with DATABASE_URL). */
process.env.AUDIT_KEY ??= 'load-test-audit-key-0123456789-012345';

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number between ${min} and ${max}`);
  return value;
}

const SECONDS = numberFromEnv('LOAD_SECONDS', 60, 1, 3600);
const OPERATORS = Math.round(numberFromEnv('LOAD_OPERATORS', 100, 1, 500));
const SCALE = numberFromEnv('LOAD_SCALE', 0.25, 0.01, 1);
const PASSWORD = 'load-test-password';
const WORKING = { posts: 400, videos: 150, users: 150 };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function latencyLine(label: string, samples: readonly Sample[], seconds: number): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const ms = (p: number) => percentile(sorted, p).toFixed(1);
  return `${label.padEnd(28)} ${String(samples.length).padStart(7)} req  ${(samples.length / seconds).toFixed(1).padStart(7)} req/s  p50 ${ms(50)} ms  p95 ${ms(95)} ms  p99 ${ms(99)} ms  max ${ms(100)} ms`;
}

/** A random sample of ids from a query's `id` column, spread over the whole table. */
async function sampleIds(db: Database, query: SQL, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id::int as id from (${query}) candidates order by md5(id::text) limit ${count}`);
  return rows.map((row) => row.id);
}

async function prepare(db: Database): Promise<{ set: WorkingSet; usernames: string[] }> {
  const summary = await seedDemoData(db, { scale: SCALE });
  console.log(`seeded ${summary.users} users, ${summary.posts} posts, ${summary.videos} videos, ${summary.activity_events} events`);
  const passwordHash = await hashPassword(PASSWORD);
  const usernames = Array.from({ length: OPERATORS }, (_, i) => `load_op_${String(i + 1).padStart(3, '0')}`);
  for (const username of usernames) await insertOperator(db, { username, displayName: `压测运营${username.slice(-3)}`, passwordHash, role: 'admin' });
  const set: WorkingSet = {
    postIds: await sampleIds(db, sql`select id from posts where deleted_at is null`, WORKING.posts),
    videoIds: await sampleIds(db, sql`select id from videos where deleted_at is null`, WORKING.videos),
    // Users whose freeze could run out during the test would change state with no decision: left out.
    userIds: await sampleIds(db, sql`select id from users where frozen_until is null or frozen_until <= now() or frozen_until > now() + interval '1 day'`, WORKING.users),
    operatorNames: usernames.slice(0, 10),
    now: Date.now(),
  };
  return { set, usernames };
}

/** Each operator from an address of its own (the server trusts X-Forwarded-For here), as in an office: the per-IP login limit is not what this test measures. */
const addressOf = (index: number) => `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function logInAll(baseUrl: string, usernames: readonly string[]): Promise<string[]> {
  const cookies: string[] = [];
  // A few at a time: each login runs scrypt.
  for (let i = 0; i < usernames.length; i += 4) {
    const group = usernames.slice(i, i + 4).map((username, j) => httpLogin(baseUrl, username, PASSWORD, { 'x-forwarded-for': addressOf(i + j) }));
    cookies.push(...(await Promise.all(group)));
  }
  return cookies;
}

async function main(): Promise<boolean> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('test:load needs PostgreSQL: set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
    return false;
  }
  const scratch = await createScratchDatabase('ops_load', adminUrl);
  const direct = openPostgres(scratch.url, 4);
  try {
    const { set, usernames } = await prepare(direct.db);
    const initial = await readStates(direct.db, set);
    const server = await startServerProcess({ databaseUrl: scratch.url, env: { TRUST_PROXY: 'true' } });
    const cookies = await logInAll(server.baseUrl, usernames);
    console.log(`${cookies.length} operators logged in; running the mix for ${SECONDS} s against ${server.baseUrl} …`);
    const mix = await runOperatorMix({ baseUrl: server.baseUrl, cookies, set, durationMs: SECONDS * 1000 });
    server.signal('SIGTERM');
    const exit = await server.exited;

    const seconds = mix.elapsedMs / 1000;
    const statuses = new Map<number, number>();
    for (const sample of mix.samples) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
    console.log(`\n${OPERATORS} operators, ${seconds.toFixed(1)} s, scale ${SCALE}`);
    console.log(latencyLine('all calls', mix.samples, seconds));
    console.log(latencyLine('reads', mix.samples.filter((s) => !s.write), seconds));
    console.log(latencyLine('decisions', mix.samples.filter((s) => s.write), seconds));
    for (const name of [...new Set(mix.samples.map((s) => s.name))].sort()) {
      console.log(`  ${latencyLine(name, mix.samples.filter((s) => s.name === name), seconds)}`);
    }
    console.log(`statuses: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}×${n}`).join(', ')}`);

    const decisions = await reconcileDecisions(direct.db, initial, mix.ledger, set);
    const chain = await reconcileChain(direct.db);
    const outbox = await reconcileOutbox(direct.db, set);
    const problems = [
      ...mix.failures.map((f) => `${f.status === 0 ? 'network error' : `status ${f.status}`} on ${f.name}: ${f.detail}`),
      ...decisions.problems,
      ...(await reconcileCounters(direct.db)),
      ...(await reconcileFreezes(direct.db, set)),
      ...chain.problems,
      ...outbox.problems,
      ...(exit.code === 0 ? [] : [`server exit ${JSON.stringify(exit)} after SIGTERM`]),
    ];
    const [changed] = await queryRows<{ n: number }>(direct.db, sql`select count(*)::int as n from operation_logs where action <> 'auth.login'`);
    console.log(`reconciled ${decisions.decisions} decisions (${changed?.n ?? 0} non-login log rows), ${outbox.events} decision events and ${chain.checked} chained log rows`);
    if (problems.length > 0) {
      console.error(`\nFAILED: ${problems.length} problems`);
      for (const problem of problems.slice(0, 40)) console.error(`  - ${problem}`);
      if (mix.failures.some((f) => f.status >= 500)) console.error(`server output:\n${server.output().slice(-4000)}`);
      return false;
    }
    console.log('\nOK: no 5xx, no network errors; every decision accounted for, in the log and as an event for the app; counters and hash chain agree.');
    return true;
  } finally {
    await killStartedServers();
    await direct.close();
    if (process.env.LOAD_KEEP_DATABASE === 'true') console.log(`kept database ${scratch.name}`);
    else await scratch.drop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
