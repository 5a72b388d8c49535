import type { LoginBody, LoginResult, OperatorProfile } from '@ops/contracts/auth';
import { type PendingAction, type Role, ROLE_PERMISSIONS } from '@ops/contracts/permissions';
import { MSG } from '@ops/contracts/messages';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { AppConfig } from '../../config.ts';
import { type Database, expressLaneOf } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { recordSecurityEvent } from '../security-events/security-events.service.ts';
import {
  type ActiveSession,
  findActiveSession,
  findOperatorByUsername,
  insertSession,
  type OperatorRow,
  recordLastLogin,
  revokeSession,
  touchSession,
  upgradePasswordHash,
} from './auth.repository.ts';
import { attemptKeys, refundAttempt, settleSuccessfulAttempt } from './login-throttle.ts';
import { pendingActionOf } from './pending-action.ts';
import { consumeSecondFactor, type SecondFactor, twoFactorInvalid, twoFactorRequired } from './two-factor/two-factor.service.ts';
import { admitPasswordAttempt } from './password-attempts.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { newSessionToken, sessionIdOf } from './session-token.ts';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  /** Roles that must turn on two-factor login (REQUIRE_2FA_FOR). */
  require2faFor: readonly Role[];
}

/** What the console shows of the signed-in operator, and what their role may do (the contracts' table). */
export function profileOf(operator: { id: number; username: string; displayName: string; role: Role; twoFactorEnabled: boolean }, pendingAction: PendingAction | null): OperatorProfile {
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    role: operator.role,
    permissions: [...ROLE_PERMISSIONS[operator.role]],
    pendingAction,
    twoFactorEnabled: operator.twoFactorEnabled,
  };
}

export function sessionPolicyOf(config: AppConfig): SessionPolicy {
  return { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs, require2faFor: config.require2faFor };
}

const LOGIN_NOTE: Record<SecondFactor | 'none', string> = { none: '', totp: '（两步验证）', recovery: '（使用恢复码）' };

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const TOUCH_INTERVAL_MS = 60_000;

/** Where a password attempt comes from; `previousSessionId` is the session the request still carried, if any. */
export interface LoginClient extends ClientInfo {
  previousSessionId?: string;
}

/**
 * Checks the password, then the second factor of an operator who has one, opens a session under a new
 * token (revoking the one the request carried) and records the login, or the failed attempt. An
 * unknown or disabled account costs the same hashing work as a known one. Wrong codes count toward
 * the login throttle like wrong passwords.
 */
export async function login(db: Database, policy: SessionPolicy, body: LoginBody, client: LoginClient): Promise<LoginResult> {
  const operator = await findOperatorByUsername(db, body.username);
  const keys = attemptKeys(body.username, client.ip);
  const attemptActor: Actor = { operatorId: operator?.id ?? null, operatorName: keys.account, ip: client.ip };
  const ipWindow = await admitPasswordAttempt(db, keys, attemptActor);

  const passwordMatches = await verifyPassword(body.password, operator?.passwordHash ?? (await dummyPasswordHash));
  if (!operator || operator.disabledAt !== null || !passwordMatches) {
    await recordFailedLogin(db, attemptActor, MSG.badCredentials, operator?.id);
    throw unauthorized(MSG.badCredentials);
  }
  const factor = await checkSecondFactor(db, operator, body.twoFactorCode, { keys, ipWindow, attemptActor });
  // A hash made with earlier settings (scrypt before issue 18) is replaced now that the password is known.
  const upgradedHash = needsRehash(operator.passwordHash) ? await hashPassword(body.password) : null;

  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + policy.maxMs);
  await db.transaction(async (tx) => {
    await settleSuccessfulAttempt(tx, keys, ipWindow);
    if (client.previousSessionId) await revokeSession(tx, client.previousSessionId);
    await insertSession(tx, {
      id: sessionIdOf(token),
      operatorId: operator.id,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 256),
    });
    await recordLastLogin(tx, operator.id, client.ip);
    if (upgradedHash) await upgradePasswordHash(tx, operator.id, operator.passwordHash, upgradedHash);
    await recordOperation(
      tx,
      { operatorId: operator.id, operatorName: operator.username, ip: client.ip },
      { operation: 'login', description: `${LOGIN_NOTE[factor]}${client.userAgent}`.slice(0, 200), targetType: TARGET_TYPE.operator, targetId: operator.id },
    );
  });
  const role = operator.role as Role;
  const twoFactorEnabled = operator.totpSecret !== null;
  const pendingAction = pendingActionOf({ role, mustChangePassword: operator.mustChangePassword, twoFactorEnabled }, policy.require2faFor);
  return { token, expiresAt: expiresAt.getTime(), operator: profileOf({ ...operator, role, twoFactorEnabled }, pendingAction) };
}

/** A failed login is a security event (issue 18): the typed name never enters the operation log as an operator. */
async function recordFailedLogin(db: Database, actor: Actor, description: string, operatorId: number | undefined): Promise<void> {
  await recordSecurityEvent(db, { kind: 'login_failed', name: actor.operatorName, operatorId: operatorId ?? null, ip: actor.ip, detail: description });
}

/**
 * The second step of a login whose password was right. No code yet: the attempt is given back and the
 * client is asked for one. A wrong or used code is a failed attempt (logged, counted).
 */
async function checkSecondFactor(
  db: Database,
  operator: OperatorRow,
  code: string | undefined,
  attempt: { keys: ReturnType<typeof attemptKeys>; ipWindow: string; attemptActor: Actor },
): Promise<SecondFactor | 'none'> {
  const secret = operator.totpSecret;
  if (secret === null) return 'none';
  if (!code) {
    await refundAttempt(db, attempt.keys, attempt.ipWindow);
    throw twoFactorRequired();
  }
  const factor = await consumeSecondFactor(db, { id: operator.id, totpSecret: secret }, code);
  if (factor === null) {
    await recordFailedLogin(db, attempt.attemptActor, '两步验证码错误或已使用', operator.id);
    throw twoFactorInvalid();
  }
  return factor;
}

/** The live session behind a token, or null; refreshes its idle clock at most once a minute. */
/** Every request waits on this lookup, so it runs on the express lane (`expressLaneOf`), never behind write transactions. */
export async function authenticate(db: Database, policy: SessionPolicy, token: string): Promise<ActiveSession | null> {
  const lane = expressLaneOf(db);
  const session = await findActiveSession(lane, sessionIdOf(token), policy.idleMs);
  if (!session) return null;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(lane, session.id);
  return { ...session, pendingAction: pendingActionOf(session, policy.require2faFor) };
}

export async function logout(db: Database, session: ActiveSession, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await revokeSession(tx, session.id);
    if (!revoked) return;
    await recordOperation(tx, actor, { operation: 'logout', targetType: TARGET_TYPE.operator, targetId: session.operatorId });
  });
}
