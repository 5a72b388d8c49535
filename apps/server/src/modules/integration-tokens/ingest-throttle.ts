import { INGEST_TOKEN_THROTTLE } from '@ops/contracts/integration-tokens';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** Rows of `login_attempts` under this scope count wrong integration tokens per client IP. */
const SCOPE = 'ingest_ip';
const windowInterval = sql`make_interval(secs => ${INGEST_TOKEN_THROTTLE.windowSeconds})`;

export type IngestThrottle = { throttled: false } | { throttled: true; retryAfterSeconds: number; firstRefusal: boolean };

/**
 * Whether calls from this IP are refused: it sent more wrong tokens than allowed in the current window.
 * A refused call counts too (so the first refusal of a window is known, and logged once); a call from
 * an IP without failures costs one primary-key read.
 */
export async function ingestThrottleOf(executor: Executor, ip: string): Promise<IngestThrottle> {
  const [row] = await queryRows<{ attempts: number; retry_after: number }>(
    executor,
    sql`update login_attempts set attempts = attempts + 1
        where scope = ${SCOPE} and key = ${ip} and window_start > now() - ${windowInterval} and attempts >= ${INGEST_TOKEN_THROTTLE.maxPerIp}
        returning attempts, greatest(1, ceil(extract(epoch from window_start + ${windowInterval} - now())))::int as retry_after`,
  );
  if (!row) return { throttled: false };
  return { throttled: true, retryAfterSeconds: row.retry_after, firstRefusal: row.attempts === INGEST_TOKEN_THROTTLE.maxPerIp + 1 };
}

/** Counts a wrong token from this IP in the current window (a new window when the last one has passed). */
export async function countIngestFailure(executor: Executor, ip: string): Promise<void> {
  await executor.execute(sql`
    insert into login_attempts (scope, key, window_start, attempts) values (${SCOPE}, ${ip.slice(0, 64)}, now(), 1)
    on conflict (scope, key) do update set
      window_start = case when login_attempts.window_start <= now() - ${windowInterval} then now() else login_attempts.window_start end,
      attempts = case when login_attempts.window_start <= now() - ${windowInterval} then 1 else login_attempts.attempts + 1 end`);
}
