import type { LoginBody, LoginResult } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import { TARGET_TYPE } from '@ops/contracts/operations';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import {
  type ActiveSession,
  findActiveSession,
  findOperatorByUsername,
  insertSession,
  revokeSession,
  touchSession,
} from './auth.repository.ts';
import { attemptKeys, settleSuccessfulAttempt } from './login-throttle.ts';
import { admitPasswordAttempt } from './password-attempts.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { newSessionToken, sessionIdOf } from './session-token.ts';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

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
 * Checks the password, opens a session under a new token (revoking the one the request carried) and
 * records the login, or the failed attempt. An unknown or disabled account costs the same scrypt
 * work as a known one.
 */
export async function login(db: Database, policy: SessionPolicy, body: LoginBody, client: LoginClient): Promise<LoginResult> {
  const operator = await findOperatorByUsername(db, body.username);
  const keys = attemptKeys(body.username, client.ip);
  const attemptActor: Actor = { operatorId: operator?.id ?? null, operatorName: keys.account, ip: client.ip };
  const ipWindow = await admitPasswordAttempt(db, keys, attemptActor);

  const passwordMatches = await verifyPassword(body.password, operator?.passwordHash ?? (await dummyPasswordHash));
  if (!operator || operator.disabledAt !== null || !passwordMatches) {
    await recordOperation(db, attemptActor, {
      operation: 'loginFailed',
      description: MSG.badCredentials,
      targetType: TARGET_TYPE.operator,
      targetId: operator?.id,
    });
    throw unauthorized(MSG.badCredentials);
  }

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
    await recordOperation(
      tx,
      { operatorId: operator.id, operatorName: operator.username, ip: client.ip },
      { operation: 'login', description: client.userAgent.slice(0, 200), targetType: TARGET_TYPE.operator, targetId: operator.id },
    );
  });
  return {
    token,
    expiresAt: expiresAt.getTime(),
    operator: { id: operator.id, username: operator.username, displayName: operator.displayName },
  };
}

/** The live session behind a token, or null; refreshes its idle clock at most once a minute. */
export async function authenticate(db: Database, policy: SessionPolicy, token: string): Promise<ActiveSession | null> {
  const session = await findActiveSession(db, sessionIdOf(token), policy.idleMs);
  if (!session) return null;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, session.id);
  return session;
}

export async function logout(db: Database, session: ActiveSession, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await revokeSession(tx, session.id);
    if (!revoked) return;
    await recordOperation(tx, actor, { operation: 'logout', targetType: TARGET_TYPE.operator, targetId: session.operatorId });
  });
}
