import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/login-attempts.ts';

/** Password attempts allowed per fixed window: per account name, and per client IP across accounts. */
export const LOGIN_THROTTLE = { windowSeconds: 60, maxPerAccount: 5, maxPerIp: 20 } as const;

export type AttemptScope = 'account' | 'ip';

export interface AttemptKeys {
  account: string;
  ip: string;
}

export type Reservation =
  | { throttled: false; ipWindow: string }
  | {
      throttled: true;
      retryAfterSeconds: number;
      /** The scopes over their limit. */
      limitedBy: AttemptScope[];
      /** This is the first refused attempt of the window for one of them: the one worth logging. */
      firstRefusal: boolean;
    };

const LIMIT: Record<AttemptScope, number> = { account: LOGIN_THROTTLE.maxPerAccount, ip: LOGIN_THROTTLE.maxPerIp };
const windowInterval = sql`make_interval(secs => ${LOGIN_THROTTLE.windowSeconds})`;

export function attemptKeys(account: string, ip: string): AttemptKeys {
  return { account: account.slice(0, 64), ip: ip.slice(0, 64) };
}

/** Rows whose window has passed; rows another request holds are left for later (no waiting, no deadlock). */
async function pruneExpired(executor: Executor): Promise<void> {
  await executor.execute(sql`
    delete from ${loginAttempts} where (scope, key) in (
      select scope, key from ${loginAttempts} where window_start <= now() - ${windowInterval}
      limit 500 for update skip locked)`);
}

interface CounterRow {
  scope: AttemptScope;
  attempts: number;
  window_start: string;
  retry_after: number;
}

/**
 * Counts this attempt for its account and its IP in one atomic statement, before the password is
 * checked, so that parallel requests (from any number of server processes) cannot slip past the
 * limit. Throttled: the caller refuses without checking the password.
 */
export async function reserveAttempt(executor: Executor, keys: AttemptKeys): Promise<Reservation> {
  await pruneExpired(executor);
  const rows = await queryRows<CounterRow>(
    executor,
    // In DO UPDATE, `login_attempts.…` is the stored row; in RETURNING, bare names are the new values.
    sql`
      insert into ${loginAttempts} (scope, key, window_start, attempts)
      values ('account', ${keys.account}, now(), 1), ('ip', ${keys.ip}, now(), 1)
      on conflict (scope, key) do update set
        window_start = case when login_attempts.window_start <= now() - ${windowInterval} then now() else login_attempts.window_start end,
        attempts = case when login_attempts.window_start <= now() - ${windowInterval} then 1 else login_attempts.attempts + 1 end
      returning scope, attempts, window_start::text as window_start,
        greatest(1, ceil(extract(epoch from window_start + ${windowInterval} - now())))::int as retry_after`,
  );
  const over = rows.filter((row) => row.attempts > LIMIT[row.scope]);
  if (over.length === 0) return { throttled: false, ipWindow: rows.find((row) => row.scope === 'ip')?.window_start ?? '' };
  return {
    throttled: true,
    retryAfterSeconds: Math.max(...over.map((row) => row.retry_after)),
    limitedBy: over.map((row) => row.scope),
    firstRefusal: over.some((row) => row.attempts === LIMIT[row.scope] + 1),
  };
}

/**
 * A correct password: the account starts afresh, while the IP only gets this attempt back (its
 * earlier failures stay counted, so logging in to one account between guesses at another gains
 * nothing). Nothing is given back once the IP's window has moved on.
 */
export async function settleSuccessfulAttempt(executor: Executor, keys: AttemptKeys, ipWindow: string): Promise<void> {
  await executor.execute(sql`delete from ${loginAttempts} where scope = 'account' and key = ${keys.account}`);
  await executor.execute(sql`
    update ${loginAttempts} set attempts = greatest(attempts - 1, 0)
    where scope = 'ip' and key = ${keys.ip} and window_start = ${ipWindow}::timestamptz`);
}

/**
 * A right password that still needs its second factor: the attempt is given back to the account and
 * the IP (the login goes on with the code, which is counted then). Nothing is given back once a
 * window has moved on.
 */
export async function refundAttempt(executor: Executor, keys: AttemptKeys, ipWindow: string): Promise<void> {
  await executor.execute(sql`
    update ${loginAttempts} set attempts = greatest(attempts - 1, 0)
    where (scope = 'account' and key = ${keys.account} and window_start > now() - ${windowInterval})
       or (scope = 'ip' and key = ${keys.ip} and window_start = ${ipWindow}::timestamptz)`);
}
