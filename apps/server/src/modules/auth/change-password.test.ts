import { AUTH_MSG } from '@ops/contracts/auth';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { OPERATION } from '@ops/contracts/operations';
import { API } from '@ops/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { LOGIN_THROTTLE } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (cookie: string, currentPassword: string, newPassword: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: API.changePassword, headers: { cookie }, payload: { currentPassword, newPassword }, remoteAddress });
const profileStatus = async (cookie: string) => (await t.app.inject({ method: 'GET', url: API.profile, headers: { cookie } })).statusCode;
const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: API.login, payload: { username, password }, remoteAddress: '10.9.9.9' })).statusCode;

describe(`POST ${API.changePassword}`, () => {
  it('sets the new password, ends every other session of the operator, keeps this one and logs the change', async () => {
    await buildOperator(t.db, 'henry', 'henry-old-secret');
    const elsewhere = await loginAs(t.app, 'henry', 'henry-old-secret');
    const here = await loginAs(t.app, 'henry', 'henry-old-secret');
    const someoneElse = await loginAs(t.app, 'admin', 'admin123');

    const response = await change(here, 'henry-old-secret', 'henry-new-secret');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(someoneElse)).toBe(200);
    expect(await loginStatus('henry', 'henry-old-secret')).toBe(401);
    expect(await loginStatus('henry', 'henry-new-secret')).toBe(200);

    const [entry] = (await operationLogRows(t.db, OPERATION.changePassword.action)).filter((row) => row.operator_name === 'henry');
    expect(entry).toMatchObject({ content: '修改密码', target_type: 'operator', description: '同时注销其他 1 个登录会话' });
  });

  it('refuses a wrong current password with 400 on that field and changes nothing', async () => {
    await buildOperator(t.db, 'irene', 'irene-old-secret');
    const cookie = await loginAs(t.app, 'irene', 'irene-old-secret');
    const elsewhere = await loginAs(t.app, 'irene', 'irene-old-secret');
    const response = await change(cookie, 'not-my-password', 'irene-new-secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ERROR_CODE.badRequest, message: AUTH_MSG.currentPasswordWrong, field: 'currentPassword' });
    expect(await profileStatus(elsewhere)).toBe(200);
    expect(await loginStatus('irene', 'irene-new-secret')).toBe(401);
    expect(await loginStatus('irene', 'irene-old-secret')).toBe(200);
  });

  it('refuses a new password that is too short, missing, or the same as the current one', async () => {
    await buildOperator(t.db, 'jack', 'jack-old-secret');
    const cookie = await loginAs(t.app, 'jack', 'jack-old-secret');
    const short = await change(cookie, 'jack-old-secret', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ code: ERROR_CODE.badRequest, message: AUTH_MSG.newPasswordTooShort, field: 'newPassword' });
    expect(short.json().message).toBe('新密码至少 8 个字符');
    const empty = await change(cookie, 'jack-old-secret', '');
    expect(empty.json()).toMatchObject({ message: AUTH_MSG.newPasswordRequired, field: 'newPassword' });
    const same = await change(cookie, 'jack-old-secret', 'jack-old-secret');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ code: ERROR_CODE.badRequest, message: AUTH_MSG.newPasswordUnchanged, field: 'newPassword' });
    expect(await loginStatus('jack', 'jack-old-secret')).toBe(200);
  });

  it('counts wrong current passwords toward the login throttle: then 429, also for logging in', async () => {
    await buildOperator(t.db, 'kate', 'kate-old-secret');
    const cookie = await loginAs(t.app, 'kate', 'kate-old-secret');
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccount; i += 1) {
      expect((await change(cookie, `guess-${i}`, 'kate-new-secret', `10.9.1.${i}`)).statusCode).toBe(400);
    }
    const throttled = await change(cookie, 'kate-old-secret', 'kate-new-secret', '10.9.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json().code).toBe(ERROR_CODE.tooManyRequests);
    expect(await loginStatus('kate', 'kate-old-secret')).toBe(429);
    expect(await profileStatus(cookie)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: API.changePassword, payload: { currentPassword: 'x', newPassword: 'y-long-enough' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: ERROR_CODE.unauthorized, message: MSG.loginRequired });
  });
});
