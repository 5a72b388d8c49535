import { TARGET_TYPE } from '@ops/contracts/operations';
import {
  type ChangeRoleBody,
  type CreateOperatorBody,
  OPERATOR_MSG,
  type OperatorAccount,
  type OperatorList,
  type ResetPasswordBody,
  type RevokedCount,
} from '@ops/contracts/operators';
import { ROLE_LABEL } from '@ops/contracts/permissions';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type Actor, recordOperation } from '../oplog/record-operation.ts';
import { insertOperator, revokeAllSessions } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { clearTwoFactor } from '../auth/two-factor/two-factor.repository.ts';
import {
  findOperatorAccount,
  listOperatorAccounts,
  lockForAccountChange,
  type OperatorAccountRow,
  setDisabled,
  setRole,
  setTemporaryPassword,
} from './operators.repository.ts';

function toAccount(row: OperatorAccountRow): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    disabled: row.disabledAt !== null,
    twoFactorEnabled: row.twoFactorEnabled,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    lastLoginIp: row.lastLoginIp,
    createdAt: row.createdAt.getTime(),
    activeSessions: row.activeSessions,
  };
}

async function accountOf(executor: Executor, id: number): Promise<OperatorAccount> {
  const row = await findOperatorAccount(executor, id);
  if (!row) throw notFound(OPERATOR_MSG.operatorNotFound);
  return toAccount(row);
}

/** A snapshot for the log's before/after: what an account change can alter. */
const snapshot = (account: OperatorAccount) => ({
  username: account.username,
  role: account.role,
  disabled: account.disabled,
  twoFactorEnabled: account.twoFactorEnabled,
  mustChangePassword: account.mustChangePassword,
});

export async function listOperators(db: Database): Promise<OperatorList> {
  return { items: (await listOperatorAccounts(db)).map(toAccount) };
}

/** A new account; its first login must set a password of its own (the administrator knows this one). */
export async function createOperator(db: Database, body: CreateOperatorBody, actor: Actor): Promise<OperatorAccount> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertOperator(tx, { username: body.username, displayName: body.displayName, passwordHash, role: body.role, mustChangePassword: true });
      const account = await accountOf(tx, row.id);
      await recordOperation(tx, actor, {
        operation: 'createOperator',
        description: `${account.username}（${ROLE_LABEL[account.role]}）`,
        targetType: TARGET_TYPE.operator,
        targetId: account.id,
        after: snapshot(account),
      });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(OPERATOR_MSG.usernameTaken);
    throw error;
  }
}

/**
 * Runs an account change with the target and the active admins locked; refuses one that would leave
 * no active admin. The change, its log row (with before and after) and any ended sessions commit together.
 */
async function changeAccount(
  db: Database,
  id: number,
  actor: Actor,
  change: {
    operation: 'changeOperatorRole' | 'disableOperator' | 'enableOperator' | 'resetOperatorPassword' | 'resetOperatorTwoFactor';
    /** True when, after this change, the target no longer counts as an active admin. */
    removesAdmin: boolean;
    apply: (tx: Executor, before: OperatorAccount) => Promise<string>;
  },
): Promise<OperatorAccount> {
  return db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockForAccountChange(tx, id);
    if (!target) throw notFound(OPERATOR_MSG.operatorNotFound);
    const before = await accountOf(tx, id);
    if (change.removesAdmin && target.role === 'admin' && !target.disabled && activeAdmins <= 1) throw conflict(OPERATOR_MSG.lastAdmin);
    const description = await change.apply(tx, before);
    const after = await accountOf(tx, id);
    await recordOperation(tx, actor, {
      operation: change.operation,
      description: `${after.username}${description ? `：${description}` : ''}`,
      targetType: TARGET_TYPE.operator,
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

const endedSessions = (count: number) => (count > 0 ? `，结束 ${count} 个会话` : '');

export function changeOperatorRole(db: Database, id: number, body: ChangeRoleBody, actor: Actor): Promise<OperatorAccount> {
  return changeAccount(db, id, actor, {
    operation: 'changeOperatorRole',
    removesAdmin: body.role !== 'admin',
    apply: async (tx, before) => {
      if (before.role === body.role) throw conflict(OPERATOR_MSG.sameRole);
      await setRole(tx, id, body.role);
      return `${ROLE_LABEL[before.role]} → ${ROLE_LABEL[body.role]}`;
    },
  });
}

/** A disabled operator's sessions end at once (and `findActiveSession` refuses any that remain). */
export function disableOperator(db: Database, id: number, actor: Actor): Promise<OperatorAccount> {
  if (id === actor.operatorId) return Promise.reject(conflict(OPERATOR_MSG.cannotDisableSelf));
  return changeAccount(db, id, actor, {
    operation: 'disableOperator',
    removesAdmin: true,
    apply: async (tx) => {
      if (!(await setDisabled(tx, id, true))) throw conflict(OPERATOR_MSG.alreadyDisabled);
      return `停用${endedSessions(await revokeAllSessions(tx, id))}`;
    },
  });
}

export function enableOperator(db: Database, id: number, actor: Actor): Promise<OperatorAccount> {
  return changeAccount(db, id, actor, {
    operation: 'enableOperator',
    removesAdmin: false,
    apply: async (tx) => {
      if (!(await setDisabled(tx, id, false))) throw conflict(OPERATOR_MSG.alreadyEnabled);
      return '';
    },
  });
}

/** A temporary password the operator must replace at next login; their sessions end. */
export async function resetOperatorPassword(db: Database, id: number, body: ResetPasswordBody, actor: Actor): Promise<OperatorAccount> {
  const passwordHash = await hashPassword(body.password);
  return changeAccount(db, id, actor, {
    operation: 'resetOperatorPassword',
    removesAdmin: false,
    apply: async (tx) => {
      await setTemporaryPassword(tx, id, passwordHash);
      return `下次登录须修改密码${endedSessions(await revokeAllSessions(tx, id))}`;
    },
  });
}

/** For an operator who lost their authenticator and their recovery codes: two-factor login off, sessions ended. */
export function resetOperatorTwoFactor(db: Database, id: number, actor: Actor): Promise<OperatorAccount> {
  return changeAccount(db, id, actor, {
    operation: 'resetOperatorTwoFactor',
    removesAdmin: false,
    apply: async (tx) => {
      if (!(await clearTwoFactor(tx, id))) throw conflict(OPERATOR_MSG.twoFactorNotEnabled);
      return `关闭两步验证${endedSessions(await revokeAllSessions(tx, id))}`;
    },
  });
}

export async function revokeOperatorSessions(db: Database, id: number, actor: Actor): Promise<RevokedCount> {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, id);
    const revoked = await revokeAllSessions(tx, id);
    await recordOperation(tx, actor, {
      operation: 'revokeOperatorSessions',
      description: `${account.username}：结束 ${revoked} 个会话`,
      targetType: TARGET_TYPE.operator,
      targetId: id,
    });
    return { revoked };
  });
}
