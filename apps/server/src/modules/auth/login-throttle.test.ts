import { AUTH_MSG, SESSION_COOKIE } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOperator, operationLogRows, securityEventRows } from '../../../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';
import type * as PasswordModule from './password.ts';
import { verifyPassword } from './password.ts';

// Counts scrypt checks: a throttled attempt must not run one, an unknown account must run exactly one.
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const scryptChecks = () => vi.mocked(verifyPassword).mock.calls.length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSequence = 0;
/** A client address of its own per test, so that tests do not share the per-IP count. */
const newIp = () => `10.7.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

function attempt(username: string, password: string, ip: string, app: FastifyInstance = t.app) {
  return app.inject({ method: 'POST', url: API.login, payload: { username, password }, remoteAddress: ip });
}

function expectThrottled(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowSeconds);
  expect(response.json()).toEqual({ code: ERROR_CODE.tooManyRequests, message: AUTH_MSG.tooManyAttempts(retryAfter) });
  expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
}

describe('per account', () => {
  it('refuses the 6th attempt within a minute with 429, even with the right password and from other IPs, without checking it', async () => {
    await buildOperator(t.db, 'alice', 'alice-secret-1');
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i += 1) {
      const response = await attempt('alice', `wrong-${i}`, newIp());
      expect(response.statusCode, `attempt ${i + 1}`).toBe(401);
      expect(response.json().message).toBe(MSG.badCredentials);
    }
    const checksBefore = scryptChecks();
    expectThrottled(await attempt('alice', 'alice-secret-1', newIp()));
    expect(scryptChecks()).toBe(checksBefore);
  });

  it('still lets another account in from the same IP', async () => {
    await buildOperator(t.db, 'carol', 'carol-secret-1');
    const ip = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i += 1) await attempt('carol', 'wrong', ip);
    expectThrottled(await attempt('carol', 'carol-secret-1', ip));
    expect((await attempt(DEMO_OPERATOR.username, DEMO_OPERATOR.password, ip)).statusCode).toBe(200);
  });

  it('lets the account in again once its minute has passed', async () => {
    await buildOperator(t.db, 'dave', 'dave-secret-1');
    for (let i = 0; i <= LOGIN_THROTTLE.maxPerAccount; i += 1) await attempt('dave', 'wrong', newIp());
    expectThrottled(await attempt('dave', 'dave-secret-1', newIp()));
    await t.db.execute(sql`update login_attempts set window_start = now() - make_interval(secs => ${LOGIN_THROTTLE.windowSeconds + 1})`);
    expect((await attempt('dave', 'dave-secret-1', newIp())).statusCode).toBe(200);
  });

  it('throttles an unknown username exactly like a known one, with the same scrypt work per attempt', async () => {
    const before = scryptChecks();
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i += 1) {
      const response = await attempt('no-such-operator', 'guess', newIp());
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MSG.badCredentials);
    }
    expect(scryptChecks() - before).toBe(LOGIN_THROTTLE.maxPerAccount);
    expectThrottled(await attempt('no-such-operator', 'guess', newIp()));
  });

  it('records every failure as a security event, but only the first throttled attempt of the window, and nothing in the operation log', async () => {
    const erin = await buildOperator(t.db, 'erin', 'erin-secret-1');
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount + 10; i += 1) await attempt('erin', 'wrong', newIp());
    const failed = (await securityEventRows(t.db, 'login_failed')).filter((row) => row.name === 'erin');
    const throttled = (await securityEventRows(t.db, 'login_throttled')).filter((row) => row.name === 'erin');
    expect(failed).toHaveLength(LOGIN_THROTTLE.maxPerAccount);
    expect(failed.every((row) => row.operator_id === erin.id)).toBe(true);
    expect(throttled).toHaveLength(1);
    expect(throttled[0]?.detail).toContain(`该账号 1 分钟内密码错误超过 ${LOGIN_THROTTLE.maxPerAccount} 次`);
    const logged = (await operationLogRows(t.db)).filter((row) => row.operator_name === 'erin');
    expect(logged).toEqual([]);
  });

  it('lets parallel attempts no further than the limit', async () => {
    await buildOperator(t.db, 'frank', 'frank-secret-1');
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt('frank', `wrong-${i}`, newIp())));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.maxPerAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_THROTTLE.maxPerAccount);
  });

  it('counts in the database, so that every server process sees the same count', async () => {
    await buildOperator(t.db, 'grace', 'grace-secret-1');
    const second = await buildApp({ config: testConfig, db: t.db });
    try {
      for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i += 1) await attempt('grace', 'wrong', newIp(), i % 2 === 0 ? t.app : second);
      expectThrottled(await attempt('grace', 'grace-secret-1', newIp(), second));
      expectThrottled(await attempt('grace', 'grace-secret-1', newIp(), t.app));
    } finally {
      await second.close();
    }
  });
});

describe('per IP', () => {
  it(`refuses any account from an IP after ${LOGIN_THROTTLE.maxPerIp} failures spread over many accounts; other IPs are unaffected`, async () => {
    const ip = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxPerIp; i += 1) {
      expect((await attempt(`sprayed-${i}`, 'password1', ip)).statusCode).toBe(401);
    }
    expectThrottled(await attempt(DEMO_OPERATOR.username, DEMO_OPERATOR.password, ip));
    expect((await attempt(DEMO_OPERATOR.username, DEMO_OPERATOR.password, newIp())).statusCode).toBe(200);
    const throttled = (await securityEventRows(t.db, 'login_throttled')).filter((row) => row.detail.includes('该 IP') && row.ip === ip);
    expect(throttled).toHaveLength(1);
  });

  it('does not forgive earlier failures when a valid login comes in between', async () => {
    await buildOperator(t.db, 'mallory', 'mallory-secret-1');
    const ip = newIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxPerIp; i += 1) {
      expect((await attempt('mallory', 'mallory-secret-1', ip)).statusCode, `valid login ${i + 1}`).toBe(200);
      // Each guess targets another account, so only the IP count can stop it.
      expect((await attempt(`victim-${i}`, 'guess', ip)).statusCode, `guess ${i + 1}`).toBe(401);
    }
    expectThrottled(await attempt('victim-next', 'guess', ip));
    expectThrottled(await attempt('mallory', 'mallory-secret-1', ip));
  });
});
