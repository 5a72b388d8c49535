import { AUTH_MSG, type ChangePasswordBody } from '@ops/contracts/auth';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { type ActiveSession, replaceOperatorPassword, revokeOtherSessions } from './auth.repository.ts';
import { hashPassword } from './password.ts';
import { confirmOwnPassword } from './password-attempts.ts';

const samePassword = (a: string, b: string) => a.normalize('NFKC') === b.normalize('NFKC');

/**
 * The signed-in operator sets a new password. The current one is required and a wrong one counts
 * toward the same throttling as a failed login; on success every other session of the operator is
 * revoked (this one stays) and the change is logged, in one transaction.
 */
export async function changeOwnPassword(db: Database, session: ActiveSession, body: ChangePasswordBody, actor: Actor): Promise<{ revokedSessions: number }> {
  if (samePassword(body.newPassword, body.currentPassword)) throw badRequest(AUTH_MSG.newPasswordUnchanged, 'newPassword');
  const { operator, settle } = await confirmOwnPassword(db, session, body.currentPassword, actor, () =>
    badRequest(AUTH_MSG.currentPasswordWrong, 'currentPassword'),
  );
  const newHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    await settle(tx);
    // Another change may have landed since the check: then the password given is no longer the current one.
    if (!(await replaceOperatorPassword(tx, operator.id, operator.passwordHash, newHash))) {
      throw badRequest(AUTH_MSG.currentPasswordWrong, 'currentPassword');
    }
    const revokedSessions = await revokeOtherSessions(tx, operator.id, session.id);
    await recordOperation(tx, actor, {
      operation: 'changePassword',
      description: revokedSessions > 0 ? `同时注销其他 ${revokedSessions} 个登录会话` : '',
      targetType: TARGET_TYPE.operator,
      targetId: operator.id,
    });
    return { revokedSessions };
  });
}
