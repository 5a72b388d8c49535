import { AUTH_MSG } from '@ops/contracts/auth';
import type { Database, Executor } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { Actor } from '../oplog/record-operation.ts';
import { recordSecurityEvent } from '../security-events/security-events.service.ts';
import { findOperatorById, type OperatorRow } from './auth.repository.ts';
import { type AttemptKeys, type AttemptScope, attemptKeys, LOGIN_THROTTLE, reserveAttempt, settleSuccessfulAttempt } from './login-throttle.ts';
import { verifyPassword } from './password.ts';

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
    await recordSecurityEvent(db, { kind: 'login_throttled', name: actor.operatorName, operatorId: actor.operatorId, ip: actor.ip, detail: throttledDescription(reservation.limitedBy) });
  }
  throw tooManyRequests(AUTH_MSG.tooManyAttempts(reservation.retryAfterSeconds), reservation.retryAfterSeconds);
}

/** The signed-in operator's own password, checked as a throttled attempt; `settle` gives the attempt back inside the caller's transaction. */
export interface ConfirmedPassword {
  operator: OperatorRow;
  settle(executor: Executor): Promise<void>;
}

/**
 * Checks a password the signed-in operator typed to confirm an action (changing it, turning off
 * two-factor login): a wrong one counts toward the login throttle like a failed login and throws `wrong()`.
 */
export async function confirmOwnPassword(db: Database, operator: { operatorId: number; username: string }, password: string, actor: Actor, wrong: () => Error): Promise<ConfirmedPassword> {
  const keys = attemptKeys(operator.username, actor.ip);
  const ipWindow = await admitPasswordAttempt(db, keys, actor);
  const row = await findOperatorById(db, operator.operatorId);
  if (!row || !(await verifyPassword(password, row.passwordHash))) throw wrong();
  return { operator: row, settle: (executor) => settleSuccessfulAttempt(executor, keys, ipWindow) };
}
