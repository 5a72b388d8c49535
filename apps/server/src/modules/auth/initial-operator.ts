import { DEMO_OPERATOR } from '@ops/contracts/limits';
import type { Database } from '../../db/client.ts';
import { countOperators, findOperatorByUsername, insertOperator } from './auth.repository.ts';
import { hashPassword } from './password.ts';

export interface InitialOperatorOptions {
  demoMode: boolean;
  adminPassword: string | undefined;
}

export type InitialOperatorOutcome = 'created-from-env' | 'created-demo' | 'present' | 'missing';

/**
 * The first operator: `admin` with ADMIN_PASSWORD when given; otherwise, in demo mode only,
 * the demo operator admin/admin123. A real database never gets a demo password.
 */
export async function ensureInitialOperator(db: Database, options: InitialOperatorOptions): Promise<InitialOperatorOutcome> {
  if (options.adminPassword) {
    if (await findOperatorByUsername(db, DEMO_OPERATOR.username)) return 'present';
    await insertOperator(db, {
      username: DEMO_OPERATOR.username,
      displayName: '管理员',
      passwordHash: await hashPassword(options.adminPassword),
    });
    return 'created-from-env';
  }
  if ((await countOperators(db)) > 0) return 'present';
  if (!options.demoMode) return 'missing';
  await insertOperator(db, {
    username: DEMO_OPERATOR.username,
    displayName: '演示管理员',
    passwordHash: await hashPassword(DEMO_OPERATOR.password),
  });
  return 'created-demo';
}
