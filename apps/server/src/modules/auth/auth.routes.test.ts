import { SESSION_COOKIE } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { MSG } from '@ops/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogRows, securityEventRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, testConfig, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { sessionIdOf } from './session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator login', () => {
  it('answers 401 with the Chinese message and records the failed attempt as a security event when the password is wrong', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/system/users/login', payload: { username: 'admin', password: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: MSG.badCredentials });
    expect(response.cookies).toHaveLength(0);
    const failed = await securityEventRows(t.db, 'login_failed');
    expect(failed.at(-1)).toMatchObject({ name: 'admin', detail: MSG.badCredentials });
    expect(await operationLogRows(t.db, 'auth.login_failed')).toEqual([]);
  });

  it('answers the same 401 for an unknown username', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/system/users/login', payload: { username: 'nobody', password: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MSG.badCredentials);
  });

  it('answers 400 naming the field when the username is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/system/users/login', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'username' });
  });

  it('sets an HttpOnly SameSite=Lax cookie, records the login and serves the profile', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/system/users/login', payload: DEMO_OPERATOR });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const body = response.json();
    expect(body.operator).toMatchObject({ username: 'admin' });
    expect(body.expiresAt).toBeGreaterThan(Date.now());

    const profile = await t.app.inject({ method: 'GET', url: '/system/users/profile', headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } });
    expect(profile.json()).toMatchObject({ username: 'admin' });
    const logins = await operationLogRows(t.db, 'auth.login');
    expect(logins.length).toBeGreaterThanOrEqual(2);
  });

  it('accepts the token as a Bearer header for API clients', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/system/users/login', payload: DEMO_OPERATOR });
    const profile = await t.app.inject({ method: 'GET', url: '/system/users/profile', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(profile.statusCode).toBe(200);
  });
});

describe('GET /system/info', () => {
  it('offers the demo credentials on the login page while they work, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/system/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ productName: '运营后台', demoCredentials: { username: 'admin', password: 'admin123' } });
  });

  it('offers none outside demo mode', async () => {
    const app = await buildApp({ config: { ...testConfig, demoMode: false }, db: t.db });
    expect((await app.inject({ method: 'GET', url: '/system/info' })).json().demoCredentials).toBeNull();
    await app.close();
  });
});

describe('sessions', () => {
  it('answers 401 请先登录 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manage/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: MSG.loginRequired });
  });

  it('answers 401 for a made-up token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manage/users', headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MSG.sessionExpired);
  });

  it('revokes the session at logout and records it', async () => {
    const cookie = await loginAs(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const logout = await t.app.inject({ method: 'POST', url: '/system/users/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/system/users/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect((await operationLogRows(t.db, 'auth.logout')).length).toBe(1);
  });

  it('refuses a session past its expiry', async () => {
    const cookie = await loginAs(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null and last_seen_at >= now() - interval '5 seconds'`);
    const response = await t.app.inject({ method: 'GET', url: '/system/users/profile', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a session idle for longer than the idle timeout', async () => {
    const cookie = await loginAs(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    await t.db.execute(sql`update sessions set last_seen_at = now() - interval '3 hours' where revoked_at is null and expires_at > now()`);
    const response = await t.app.inject({ method: 'GET', url: '/system/users/profile', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });
});

describe('session rotation at login', () => {
  const login = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/system/users/login', payload: DEMO_OPERATOR, headers });
  const profileStatus = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/system/users/profile', headers })).statusCode;

  it('mints a new token at every login', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await login();
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie?.value).toBe(response.json().token);
      tokens.add(response.json().token);
    }
    expect(tokens.size).toBe(3);
  });

  it('revokes the session the login request still carried, by cookie or by bearer token', async () => {
    const first = (await login()).json().token as string;
    const second = (await login({ cookie: `${SESSION_COOKIE}=${first}` })).json().token as string;
    expect(second).not.toBe(first);
    expect(await profileStatus({ cookie: `${SESSION_COOKIE}=${first}` })).toBe(401);
    expect(await profileStatus({ cookie: `${SESSION_COOKIE}=${second}` })).toBe(200);

    const third = (await login({ authorization: `Bearer ${second}` })).json().token as string;
    expect(await profileStatus({ authorization: `Bearer ${second}` })).toBe(401);
    expect(await profileStatus({ authorization: `Bearer ${third}` })).toBe(200);
  });

  it('keeps a session that is used within the idle timeout alive, measuring idleness from its last use', async () => {
    const token = (await login()).json().token as string;
    const headers = { cookie: `${SESSION_COOKIE}=${token}` };
    const almostIdleSeconds = testConfig.sessionIdleMs / 1000 - 30;
    const age = sql`now() - make_interval(secs => ${almostIdleSeconds})`;
    await t.db.execute(sql`update sessions set last_seen_at = ${age} where id = ${sessionIdOf(token)}`);
    expect(await profileStatus(headers)).toBe(200);
    // The request refreshed the idle clock: a minute later it would have been idle too long without it.
    await t.db.execute(sql`update sessions set last_seen_at = last_seen_at - interval '1 minute' where id = ${sessionIdOf(token)}`);
    expect(await profileStatus(headers)).toBe(200);
  });
});
