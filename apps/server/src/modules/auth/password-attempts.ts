import { AUTH_MSG } from '@ops/contracts/auth';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { type AttemptKeys, type AttemptScope, LOGIN_THROTTLE, reserveAttempt } from './login-throttle.ts';

/** The description of a throttling entry in the operation log. */
function throttledDescription(limitedBy: readonly AttemptScope[]): string {
  const minutes = LOGIN_THROTTLE.windowSeconds / 60;
  const reasons = limitedBy.map((scope) =>
    scope === 'account'
      ? `该账号 ${minutes} 分钟内密码错误超过 ${LOGIN_THROTTLE.maxPerAccount} 次`
      : `该 IP ${minutes} 分钟内密码错误超过 ${LOGIN_THROTTLE.maxPerIp} 次`,
  );
  return `${reasons.join('；')}，暂停尝试至本时段结束，其间的尝试不再逐条记录`;
}

/**
 * Counts a password attempt; over the limit it refuses with 429 before any password is checked, and
 * logs only the first refusal of the window (an attacker cannot flood the log). Admitted, it answers
 * the IP's window, which `settleSuccessfulAttempt` needs when the password turns out right.
 */
export async function admitPasswordAttempt(db: Database, keys: AttemptKeys, actor: Actor): Promise<string> {
  const reservation = await reserveAttempt(db, keys);
  if (!reservation.throttled) return reservation.ipWindow;
  if (reservation.firstRefusal) {
    await recordOperation(db, actor, {
      operation: 'loginThrottled',
      description: throttledDescription(reservation.limitedBy),
      targetType: TARGET_TYPE.operator,
      targetId: actor.operatorId ?? undefined,
    });
  }
  throw tooManyRequests(AUTH_MSG.tooManyAttempts(reservation.retryAfterSeconds), reservation.retryAfterSeconds);
}
