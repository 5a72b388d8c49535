import { DEMO_OPERATOR } from '@ops/contracts/limits';
import type { Database } from '../../db/client.ts';
import { countOperators, findOperatorByUsername, insertOperator, updateOperatorPassword } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface InitialOperatorOptions {
  demoMode: boolean;
  adminPassword: string | undefined;
}

export type InitialOperatorOutcome = 'created-from-env' | 'updated-from-env' | 'created-demo' | 'present' | 'missing';

/** With ADMIN_PASSWORD, operator `admin` exists and has exactly that password. */
async function applyAdminPassword(db: Database, password: string): Promise<InitialOperatorOutcome> {
  const admin = await findOperatorByUsername(db, DEMO_OPERATOR.username);
  if (!admin) {
    await insertOperator(db, { username: DEMO_OPERATOR.username, displayName: '管理员', passwordHash: await hashPassword(password), role: 'admin' });
    return 'created-from-env';
  }
  if (await verifyPassword(password, admin.passwordHash)) return 'present';
  await updateOperatorPassword(db, admin.id, await hashPassword(password));
  return 'updated-from-env';
}

/**
 * The first operator: `admin` with ADMIN_PASSWORD when given (its password is set to it);
 * otherwise, in demo mode only, the demo operator admin/admin123. A real database never gets a
 * demo password.
 */
export async function ensureInitialOperator(db: Database, options: InitialOperatorOptions): Promise<InitialOperatorOutcome> {
  if (options.adminPassword) return applyAdminPassword(db, options.adminPassword);
  if ((await countOperators(db)) > 0) return 'present';
  if (!options.demoMode) return 'missing';
  await insertOperator(db, {
    username: DEMO_OPERATOR.username,
    displayName: '演示管理员',
    passwordHash: await hashPassword(DEMO_OPERATOR.password),
    role: 'admin',
  });
  return 'created-demo';
}

/** True in demo mode while admin/admin123 still logs in (so the login page may show it). */
export async function demoCredentialsWork(db: Database, demoMode: boolean): Promise<boolean> {
  if (!demoMode) return false;
  const admin = await findOperatorByUsername(db, DEMO_OPERATOR.username);
  return admin !== undefined && admin.disabledAt === null && (await verifyPassword(DEMO_OPERATOR.password, admin.passwordHash));
}
