import { ERROR_CODE } from '@ops/contracts/messages';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { RecoveryCodes, TwoFactorDisableBody, TwoFactorSetup } from '@ops/contracts/operators';
import type { Role } from '@ops/contracts/permissions';
import { TWO_FACTOR_MSG } from '@ops/contracts/two-factor';
import type { Database, Executor } from '../../../db/client.ts';
import { AppError, badRequest, conflict } from '../../../lib/errors.ts';
import { type Actor, recordOperation } from '../../oplog/record-operation.ts';
import { type ActiveSession, findOperatorById, revokeOtherSessions } from '../auth.repository.ts';
import { confirmOwnPassword } from '../password-attempts.ts';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import { newTotpSecret, otpauthUrlOf, qrSvgOf, stepOfCode } from './totp.ts';
import { activateSecret, clearTwoFactor, consumeRecoveryCode, consumeStep, replaceRecoveryCodes, setPendingSecret } from './two-factor.repository.ts';

export type SecondFactor = 'totp' | 'recovery';

export const twoFactorRequired = () => new AppError(401, ERROR_CODE.twoFactorRequired, TWO_FACTOR_MSG.codeRequired);
export const twoFactorInvalid = () => new AppError(401, ERROR_CODE.twoFactorInvalid, TWO_FACTOR_MSG.codeInvalid);

/**
 * Checks the second factor of a login and uses it up: a 6-digit code of a time step later than the
 * last accepted one (±1 step around now), or an unused recovery code. Null when neither.
 */
export async function consumeSecondFactor(executor: Executor, operator: { id: number; totpSecret: string }, code: string): Promise<SecondFactor | null> {
  const step = stepOfCode(operator.totpSecret, code);
  if (step !== null) return (await consumeStep(executor, operator.id, operator.totpSecret, step)) ? 'totp' : null;
  const recovery = normalizeRecoveryCode(code);
  if (recovery === null) return null;
  return (await consumeRecoveryCode(executor, operator.id, hashRecoveryCode(recovery))) ? 'recovery' : null;
}

/** Step 1 of enrolment: a new secret, kept aside until a code confirms that the app holds it. */
export async function startTwoFactorSetup(db: Database, session: ActiveSession): Promise<TwoFactorSetup> {
  if (session.twoFactorEnabled) throw conflict(TWO_FACTOR_MSG.alreadyEnabled);
  const secret = newTotpSecret();
  await setPendingSecret(db, session.operatorId, secret);
  const otpauthUrl = otpauthUrlOf(secret, session.username);
  return { secret, otpauthUrl, qrSvg: qrSvgOf(otpauthUrl) };
}

/** Step 2: a valid code of the pending secret turns two-factor login on and hands out ten recovery codes, once. */
export async function enableTwoFactor(db: Database, session: ActiveSession, code: string, actor: Actor): Promise<RecoveryCodes> {
  if (session.twoFactorEnabled) throw conflict(TWO_FACTOR_MSG.alreadyEnabled);
  const operator = await findOperatorById(db, session.operatorId);
  const secret = operator?.totpPendingSecret;
  if (!secret) throw badRequest(TWO_FACTOR_MSG.setupFirst, 'code');
  const step = stepOfCode(secret, code);
  if (step === null) throw badRequest(TWO_FACTOR_MSG.codeInvalid, 'code');
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await activateSecret(tx, session.operatorId, secret, step))) throw conflict(TWO_FACTOR_MSG.setupFirst);
    await replaceRecoveryCodes(
      tx,
      session.operatorId,
      recoveryCodes.map((recoveryCode) => hashRecoveryCode(normalizeRecoveryCode(recoveryCode) ?? recoveryCode)),
    );
    await recordOperation(tx, actor, { operation: 'enableTwoFactor', targetType: TARGET_TYPE.operator, targetId: session.operatorId });
  });
  return { recoveryCodes };
}

/** Turning it off takes the password (throttled like a login), unless the role requires it; other sessions end. */
export async function disableTwoFactor(
  db: Database,
  session: ActiveSession,
  body: TwoFactorDisableBody,
  actor: Actor,
  require2faFor: readonly Role[],
): Promise<void> {
  if (require2faFor.includes(session.role)) throw conflict(TWO_FACTOR_MSG.requiredForRole);
  if (!session.twoFactorEnabled) throw conflict(TWO_FACTOR_MSG.notEnabled);
  const { settle } = await confirmOwnPassword(db, session, body.password, actor, () => badRequest(TWO_FACTOR_MSG.passwordWrong, 'password'));
  await db.transaction(async (tx) => {
    await settle(tx);
    if (!(await clearTwoFactor(tx, session.operatorId))) throw conflict(TWO_FACTOR_MSG.notEnabled);
    const revoked = await revokeOtherSessions(tx, session.operatorId, session.id);
    await recordOperation(tx, actor, {
      operation: 'disableTwoFactor',
      description: revoked > 0 ? `同时注销其他 ${revoked} 个登录会话` : '',
      targetType: TARGET_TYPE.operator,
      targetId: session.operatorId,
    });
  });
}
