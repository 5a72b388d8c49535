import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { insertOperator } from './auth.repository.ts';
import { hashPassword, legacyScryptHash, needsRehash, verifyPassword } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedHash(username: string): Promise<string> {
  const [row] = await queryRows<{ hash: string }>(t.db, sql`select password_hash as hash from operators where username = ${username}`);
  return row?.hash ?? '';
}

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: API.login, payload: { username, password } });

describe('password hashes (issue 18)', () => {
  it('are Argon2id at 19 MiB, 2 passes, 1 lane, salted anew each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsf', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g')).toBe(true);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });

  it('an operator whose hash is an earlier scrypt one logs in, and the stored hash becomes Argon2id; the next login uses it', async () => {
    const legacy = await legacyScryptHash('older-password-1');
    expect(needsRehash(legacy)).toBe(true);
    await insertOperator(t.db, { username: 'veteran', displayName: '老运营', passwordHash: legacy, role: 'moderator' });

    const wrong = await login('veteran', 'older-password-2');
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash('veteran')).toBe(legacy);

    const first = await login('veteran', 'older-password-1');
    expect(first.statusCode).toBe(200);
    const upgraded = await storedHash('veteran');
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('older-password-1', upgraded)).toBe(true);

    expect((await login('veteran', 'older-password-1')).statusCode).toBe(200);
    expect(await storedHash('veteran')).toBe(upgraded);
  });
});
