/**
 * Issue 14's budgets: what the permission check adds to a call (the `authorize` hook itself, timed
 * call by call over every role and permission, allowed and refused), and login with two-factor
 * codes over HTTP against the running server (Argon2id, the code check and the session included).
 */
import { PERMISSION, type Permission, ROLES } from '../packages/contracts/src/permissions.ts';
import { API } from '../packages/contracts/src/paths.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import type { ActiveSession } from '../apps/server/src/modules/auth/auth.repository.ts';
import { authorize } from '../apps/server/src/modules/auth/authorize.ts';
// The server's declarations of `request.session`, `app.ctx` and the cookie plugin, which the hook's module relies on.
import type {} from '../apps/server/src/app.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password.ts';
import { codeAt, newTotpSecret } from '../apps/server/src/modules/auth/two-factor/totp.ts';
import { percentile } from './load/http-load.ts';
import { log } from './bench-database.ts';

export interface LatencySummary {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  budgetMs: number;
  pass: boolean;
}

export interface AccountsResults {
  permissionCheck: LatencySummary & { refusedShare: number };
  /** One login at a time, as operators log in: the budget. */
  twoFactorLogin: LatencySummary & { connections: number; statuses: Record<string, number> };
  /** Several at once (a shift starting), for comparison: each waits for the others' password hashing on 2 cores. */
  twoFactorLoginConcurrent: Omit<LatencySummary, 'budgetMs' | 'pass'> & { connections: number; statuses: Record<string, number> };
  /** Logins without a second factor, one at a time, for comparison. */
  passwordLogin: Omit<LatencySummary, 'budgetMs' | 'pass'> & { connections: number; statuses: Record<string, number> };
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function summarize(latencies: number[], budgetMs: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95Ms = round(percentile(sorted, 95));
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms,
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    budgetMs,
    pass: sorted.length > 0 && p95Ms <= budgetMs,
  };
}

/** The hook as Fastify runs it, on requests of every role against routes of every permission. */
async function measurePermissionCheck(calls: number): Promise<AccountsResults['permissionCheck']> {
  const permissions = Object.values(PERMISSION) as Permission[];
  const reply = {} as FastifyReply;
  const requests = ROLES.flatMap((role) =>
    permissions.map((permission) => {
      const session: ActiveSession = {
        id: 'bench',
        operatorId: 1,
        username: 'bench',
        displayName: 'bench',
        role,
        mustChangePassword: false,
        twoFactorEnabled: false,
        expiresAt: new Date(),
        lastSeenAt: new Date(),
        pendingAction: null,
      };
      return { session, routeOptions: { config: { permission } } } as unknown as FastifyRequest;
    }),
  );
  const latencies: number[] = [];
  let refused = 0;
  for (let i = 0; i < calls; i += 1) {
    const request = requests[i % requests.length] as FastifyRequest;
    const started = performance.now();
    try {
      await authorize(request, reply);
    } catch {
      refused += 1;
    }
    latencies.push(performance.now() - started);
  }
  return { ...summarize(latencies, 1), refusedShare: Math.round((refused / calls) * 1000) / 1000 };
}

/** Operators for the login runs, each with its own TOTP secret (or none), all with one password. */
/** `count` 审核员 `prefix_001`…, all with `password` (and their own TOTP secrets when asked): made by SQL, ready to log in. */
export async function prepareOperators(db: Database, prefix: string, count: number, password: string, withTwoFactor: boolean) {
  const passwordHash = await hashPassword(password);
  const operators = Array.from({ length: count }, (_, i) => ({ username: `${prefix}_${String(i + 1).padStart(3, '0')}`, secret: withTwoFactor ? newTotpSecret() : null }));
  for (const operator of operators) {
    await db.execute(sql`
      insert into operators (username, display_name, password_hash, role, totp_secret)
      values (${operator.username}, ${operator.username}, ${passwordHash}, 'moderator', ${operator.secret})
      on conflict (username) do update set password_hash = excluded.password_hash, totp_secret = excluded.totp_secret,
        totp_last_step = null, must_change_password = false, disabled_at = null`);
  }
  return operators;
}

/** Each operator logs in once; `connections` logins run at a time. */
async function measureLogins(baseUrl: string, operators: { username: string; secret: string | null }[], password: string, connections: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < operators.length) {
      const operator = operators[next] as { username: string; secret: string | null };
      next += 1;
      const body = { username: operator.username, password, ...(operator.secret ? { twoFactorCode: codeAt(operator.secret) } : {}) };
      const started = performance.now();
      const response = await fetch(`${baseUrl}${API.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, statuses };
}

function withoutBudget(summary: LatencySummary) {
  const { budgetMs: _budget, pass: _pass, ...rest } = summary;
  return rest;
}

export async function runAccounts(options: { baseUrl: string; db: Database; logins: number }): Promise<AccountsResults> {
  const permissionCheck = await measurePermissionCheck(200_000);
  log(`permission check: p95 ${permissionCheck.p95Ms} ms, p99 ${permissionCheck.p99Ms} ms over ${permissionCheck.samples.toLocaleString('en')} calls`);
  const password = 'bench-operator-password';
  // Each operator logs in once per run: a code is good once per 30-second step, and 5 attempts a minute per account.
  const plain = await prepareOperators(options.db, 'bench_pw', options.logins, password, false);
  const sequential = await prepareOperators(options.db, 'bench_2fa', options.logins, password, true);
  const concurrent = await prepareOperators(options.db, 'bench_2fa_c', options.logins, password, true);
  const passwordRun = await measureLogins(options.baseUrl, plain, password, 1);
  const twoFactorRun = await measureLogins(options.baseUrl, sequential, password, 1);
  const concurrentRun = await measureLogins(options.baseUrl, concurrent, password, 4);
  const twoFactor = summarize(twoFactorRun.latencies, 150);
  const allAccepted = Object.keys(twoFactorRun.statuses).every((status) => status === '200');
  log(`login with 2FA: p95 ${twoFactor.p95Ms} ms ${JSON.stringify(twoFactorRun.statuses)}`);
  return {
    permissionCheck,
    twoFactorLogin: { ...twoFactor, pass: twoFactor.pass && allAccepted, connections: 1, statuses: twoFactorRun.statuses },
    twoFactorLoginConcurrent: { ...withoutBudget(summarize(concurrentRun.latencies, 0)), connections: 4, statuses: concurrentRun.statuses },
    passwordLogin: { ...withoutBudget(summarize(passwordRun.latencies, 0)), connections: 1, statuses: passwordRun.statuses },
  };
}

export function accountsTable(results: AccountsResults): string[] {
  const mark = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
  const { permissionCheck: check, twoFactorLogin: tf, twoFactorLoginConcurrent: tc, passwordLogin: pw } = results;
  return [
    '| issue 14: accounts and roles | samples | p50 ms | p95 ms | p99 ms | max ms | budget (p95) | result |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    `| permission check (the authorize hook, every role × permission, ${Math.round(check.refusedShare * 100)}% refused) | ${check.samples.toLocaleString('en')} | ${check.p50Ms} | ${check.p95Ms} | ${check.p99Ms} | ${check.maxMs} | ≤ ${check.budgetMs} ms | ${mark(check.pass)} |`,
    `| login with 2FA code (POST ${API.login}, one at a time, password hashing included) | ${tf.samples} | ${tf.p50Ms} | ${tf.p95Ms} | ${tf.p99Ms} | ${tf.maxMs} | ≤ ${tf.budgetMs} ms | ${mark(tf.pass)} |`,
    `| login with 2FA code, ${tc.connections} at once (for comparison) | ${tc.samples} | ${tc.p50Ms} | ${tc.p95Ms} | ${tc.p99Ms} | ${tc.maxMs} | – | – |`,
    `| login with password only, one at a time (for comparison) | ${pw.samples} | ${pw.p50Ms} | ${pw.p95Ms} | ${pw.p99Ms} | ${pw.maxMs} | – | – |`,
  ];
}
