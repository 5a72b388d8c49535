import { FREEZING_TIME, labelOf, USER_STATUS } from '@ops/contracts/codes';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Database, Executor } from '../../db/client.ts';
import { type OperationEntry, recordOperations, SYSTEM_ACTOR } from '../oplog/record-operation.ts';
import { clearPassedFreezeHorizons, markExpiredFreezesRecorded } from './freeze-expiry.repository.ts';

/** Freezes recorded per transaction of the background sweep. */
export const EXPIRY_BATCH = 200;

/**
 * Records the end of freezes that ran out by themselves: 冻结到期 in the operation log and a
 * `user.unfrozen` event (cause `expired`) for the app, as the system actor, dated when the freeze
 * ended, and clears those users' passed freeze horizons. With `userId`, only that user's (called by a new
 * freeze, so the app learns of the old freeze's end before the new one).
 */
export async function recordExpiredFreezes(
  executor: Executor,
  options: { userId?: number; limit: number; skipLocked: boolean },
): Promise<number> {
  const expired = await markExpiredFreezesRecorded(executor, options);
  const entries = expired.map(
    (freeze): OperationEntry => ({
      operation: 'freezeExpired',
      description: `${labelOf(FREEZING_TIME, freeze.freezingTime)}已到期，自动解冻`,
      targetType: TARGET_TYPE.user,
      targetId: freeze.userId,
      before: { userStatus: USER_STATUS.frozen, freezeId: freeze.id },
      after: { userStatus: USER_STATUS.normal, freezeId: freeze.id },
      decision: { freezeId: freeze.id, cause: 'expired', reason: '', remarks: '' },
      occurredAt: freeze.expiresAt,
    }),
  );
  await recordOperations(executor, SYSTEM_ACTOR, entries);
  await clearPassedFreezeHorizons(executor, [...new Set(expired.map((freeze) => freeze.userId))]);
  return expired.length;
}

/** One pass of the background sweep: every freeze that ran out, in transactions of EXPIRY_BATCH. */
export async function sweepExpiredFreezes(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const recorded = await db.transaction((tx) => recordExpiredFreezes(tx, { limit: EXPIRY_BATCH, skipLocked: true }));
    total += recorded;
    if (recorded < EXPIRY_BATCH) return total;
  }
}
