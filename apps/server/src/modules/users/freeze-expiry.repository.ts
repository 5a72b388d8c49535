import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray } from '../../lib/sql-arrays.ts';

export interface ExpiredFreeze {
  id: number;
  userId: number;
  freezingTime: string;
  expiresAt: Date;
}

/**
 * Marks freezes that ran out (and were not thawed) as recorded and answers them, oldest first. The
 * background sweep skips rows another transaction holds (`skipLocked`); a freeze of the same user
 * waits for them instead, so each end is recorded exactly once, before any later freeze.
 */
export async function markExpiredFreezesRecorded(
  executor: Executor,
  options: { userId?: number; limit: number; skipLocked: boolean },
): Promise<ExpiredFreeze[]> {
  const rows = await queryRows<{ id: string; user_id: string; freezing_time: string; expires_ms: string }>(
    executor,
    sql`with due as (
          select id from user_freezes
          where expires_at <= now() and thawed_at is null and expiry_recorded_at is null
                ${options.userId === undefined ? sql`` : sql`and user_id = ${options.userId}`}
          order by expires_at, id
          limit ${options.limit}
          for update ${options.skipLocked ? sql`skip locked` : sql``}
        )
        update user_freezes f set expiry_recorded_at = now()
        from due where f.id = due.id
        returning f.id::text as id, f.user_id::text as user_id, f.freezing_time,
                  floor(extract(epoch from f.expires_at) * 1000)::text as expires_ms`,
  );
  return rows
    .map((row) => ({ id: Number(row.id), userId: Number(row.user_id), freezingTime: row.freezing_time, expiresAt: new Date(Number(row.expires_ms)) }))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
}

/**
 * Clears the freeze horizon of these users where it has passed: a past `frozen_until` and none mean the same (not
 * frozen), and the 冻结 list and the freeze guard's partial index then hold the users frozen now, plus those whose
 * freeze ran out since the last sweep, not everyone ever frozen. A freeze made meanwhile set a future horizon,
 * which the condition keeps (it is checked again on the row a concurrent freeze wrote).
 */
export async function clearPassedFreezeHorizons(executor: Executor, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await executor.execute(
    sql`update users set frozen_until = null
        where id = any(${intArray(userIds)}::bigint[]) and frozen_until is not null and frozen_until <= now()`,
  );
}
