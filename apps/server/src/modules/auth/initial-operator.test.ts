import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { countOperators, findOperatorByUsername } from './auth.repository.ts';
import { demoCredentialsWork, ensureInitialOperator } from './initial-operator.ts';
import { verifyPassword } from './password.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(() => handle.close());

describe('ensureInitialOperator', () => {
  it('creates the demo operator admin/admin123 on an empty embedded database', async () => {
    expect(await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: undefined })).toBe('created-demo');
    expect(await demoCredentialsWork(handle.db, true)).toBe(true);
    expect(await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: undefined })).toBe('present');
    expect(await countOperators(handle.db)).toBe(1);
  });

  it('never creates a demo password on a real database (DATABASE_URL set)', async () => {
    expect(await ensureInitialOperator(handle.db, { demoMode: false, adminPassword: undefined })).toBe('missing');
    expect(await countOperators(handle.db)).toBe(0);
    expect(await demoCredentialsWork(handle.db, false)).toBe(false);
  });

  it('creates admin with ADMIN_PASSWORD, and sets it again when it changed', async () => {
    expect(await ensureInitialOperator(handle.db, { demoMode: false, adminPassword: 'first-secret' })).toBe('created-from-env');
    expect(await ensureInitialOperator(handle.db, { demoMode: false, adminPassword: 'first-secret' })).toBe('present');
    expect(await ensureInitialOperator(handle.db, { demoMode: false, adminPassword: 'second-secret' })).toBe('updated-from-env');
    const admin = await findOperatorByUsername(handle.db, DEMO_OPERATOR.username);
    expect(await verifyPassword('second-secret', admin?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('first-secret', admin?.passwordHash ?? '')).toBe(false);
  });

  it('replaces the demo password of an embedded database when ADMIN_PASSWORD is given', async () => {
    await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: undefined });
    expect(await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: 'a-strong-secret' })).toBe('updated-from-env');
    expect(await demoCredentialsWork(handle.db, true)).toBe(false);
  });
});
