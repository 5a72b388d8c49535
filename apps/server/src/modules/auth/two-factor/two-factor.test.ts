import { ERROR_CODE } from '@ops/contracts/messages';
import { OPERATION } from '@ops/contracts/operations';
import { API } from '@ops/contracts/paths';
import { PERMISSION_MSG } from '@ops/contracts/permissions';
import { TWO_FACTOR_MSG } from '@ops/contracts/two-factor';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOperator, operationLogRows, securityEventRows } from '../../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app.ts';
import { codeAt } from './totp.ts';

const PASSWORD = 'two-factor-pass-1';
const STEP_MS = 30_000;
let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Pins the clock 10 s into a 30-second step, so "this step" and "the next step" are exact for the test. */
function pinClock(): number {
  const now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const login = (username: string, password: string, twoFactorCode?: string) =>
  t.app.inject({ method: 'POST', url: API.login, payload: { username, password, ...(twoFactorCode === undefined ? {} : { twoFactorCode }) } });

/** An operator who turned two-factor login on with a code of the current step; answers its secret and recovery codes. */
async function enrolled(role: 'admin' | 'moderator' = 'moderator') {
  const username = `tf_${role}_${(serial += 1)}`;
  await buildOperator(t.db, username, PASSWORD, role);
  const cookie = await loginAs(t.app, username, PASSWORD);
  const setup = await inject('POST', API.twoFactorSetup, cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  expect(otpauthUrl).toContain(`otpauth://totp/`);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg/);
  const enable = await inject('POST', API.twoFactorEnable, cookie, { code: codeAt(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  const recoveryCodes: string[] = enable.json().recoveryCodes;
  return { username, secret, recoveryCodes, cookie };
}

describe('turning two-factor login on', () => {
  it('needs a code of the new secret; a wrong one changes nothing', async () => {
    pinClock();
    await buildOperator(t.db, 'tf_wrong', PASSWORD, 'analyst');
    const cookie = await loginAs(t.app, 'tf_wrong', PASSWORD);
    const early = await inject('POST', API.twoFactorEnable, cookie, { code: '123456' });
    expect(early.json()).toEqual({ code: ERROR_CODE.badRequest, message: TWO_FACTOR_MSG.setupFirst, field: 'code' });
    const { secret } = (await inject('POST', API.twoFactorSetup, cookie)).json();
    const wrongCode = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await inject('POST', API.twoFactorEnable, cookie, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MSG.codeInvalid);
    expect((await inject('GET', API.profile, cookie)).json().twoFactorEnabled).toBe(false);
    expect((await inject('POST', API.twoFactorEnable, cookie, { code: '12ab' })).json().message).toBe(TWO_FACTOR_MSG.codeInvalid);
  });

  it('hands out ten different recovery codes once and logs it', async () => {
    pinClock();
    const operator = await enrolled();
    expect(operator.recoveryCodes).toHaveLength(10);
    expect(new Set(operator.recoveryCodes).size).toBe(10);
    for (const code of operator.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await inject('GET', API.profile, operator.cookie)).json().twoFactorEnabled).toBe(true);
    expect((await inject('POST', API.twoFactorSetup, operator.cookie)).json().message).toBe(TWO_FACTOR_MSG.alreadyEnabled);
    const rows = (await operationLogRows(t.db, OPERATION.enableTwoFactor.action)).filter((row) => row.operator_name === operator.username);
    expect(rows).toHaveLength(1);
  });
});

describe('logging in with two-factor login', () => {
  it('asks for the code after a right password, takes a code of the next step, and refuses it replayed', async () => {
    const now = pinClock();
    const operator = await enrolled();
    const asked = await login(operator.username, PASSWORD);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ code: ERROR_CODE.twoFactorRequired, message: TWO_FACTOR_MSG.codeRequired });
    expect(asked.cookies).toHaveLength(0);

    // The enrolment used this step's code: it is spent. The next step's code is within the ±1 window.
    const spent = await login(operator.username, PASSWORD, codeAt(operator.secret, now));
    expect(spent.json().code).toBe(ERROR_CODE.twoFactorInvalid);
    const next = codeAt(operator.secret, now + STEP_MS);
    const accepted = await login(operator.username, PASSWORD, next);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().operator).toMatchObject({ username: operator.username, twoFactorEnabled: true, pendingAction: null });
    const replayed = await login(operator.username, PASSWORD, next);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ code: ERROR_CODE.twoFactorInvalid, message: TWO_FACTOR_MSG.codeInvalid });
    // Two steps ahead is outside the window.
    expect((await login(operator.username, PASSWORD, codeAt(operator.secret, now + 2 * STEP_MS))).statusCode).toBe(401);
    // A wrong password with a right code is still a wrong password.
    expect((await login(operator.username, 'wrong-password', codeAt(operator.secret, now + STEP_MS))).json().code).toBe(ERROR_CODE.unauthorized);
  });

  it('accepts a code of the previous step (clock drift) once nothing later was used', async () => {
    const now = pinClock();
    await buildOperator(t.db, 'tf_drift', PASSWORD, 'auditor');
    const cookie = await loginAs(t.app, 'tf_drift', PASSWORD);
    const { secret } = (await inject('POST', API.twoFactorSetup, cookie)).json();
    expect((await inject('POST', API.twoFactorEnable, cookie, { code: codeAt(secret, now - 2 * STEP_MS) })).statusCode).toBe(400);
    expect((await inject('POST', API.twoFactorEnable, cookie, { code: codeAt(secret, now - STEP_MS) })).statusCode).toBe(200);
    expect((await login('tf_drift', PASSWORD, codeAt(secret, now))).statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    pinClock();
    const operator = await enrolled();
    const [first = '', second = ''] = operator.recoveryCodes;
    const used = await login(operator.username, PASSWORD, first.toUpperCase());
    expect(used.statusCode, used.body).toBe(200);
    expect((await login(operator.username, PASSWORD, first)).json().code).toBe(ERROR_CODE.twoFactorInvalid);
    expect((await login(operator.username, PASSWORD, second.replace('-', ''))).statusCode).toBe(200);
    const logins = (await operationLogRows(t.db, OPERATION.login.action)).filter((row) => row.operator_name === operator.username);
    expect(logins.filter((row) => row.description.startsWith('（使用恢复码）'))).toHaveLength(2);
  });

  it('counts wrong codes toward the login throttle, and records each as a failed login', async () => {
    pinClock();
    const operator = await enrolled();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(operator.username, PASSWORD, '000000')).json().code).toBe(ERROR_CODE.twoFactorInvalid);
    }
    const throttled = await login(operator.username, PASSWORD, operator.recoveryCodes[0]);
    expect(throttled.statusCode).toBe(429);
    const failed = (await securityEventRows(t.db, 'login_failed')).filter((row) => row.name === operator.username);
    expect(failed).toHaveLength(5);
    expect(failed.every((row) => row.detail === '两步验证码错误或已使用')).toBe(true);
  });

  it('does not count a right password that still waits for its code', async () => {
    pinClock();
    const operator = await enrolled();
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await login(operator.username, PASSWORD)).json().code).toBe(ERROR_CODE.twoFactorRequired);
    expect((await login(operator.username, PASSWORD, operator.recoveryCodes[0])).statusCode).toBe(200);
  });
});

describe('turning two-factor login off', () => {
  it('takes the password, ends the other sessions and lets the next login go without a code', async () => {
    const now = pinClock();
    const operator = await enrolled('admin');
    const other = (await login(operator.username, PASSWORD, codeAt(operator.secret, now + STEP_MS))).cookies[0];
    const wrong = await inject('POST', API.twoFactorDisable, operator.cookie, { password: 'not-it-at-all' });
    expect(wrong.json()).toMatchObject({ code: ERROR_CODE.badRequest, message: TWO_FACTOR_MSG.passwordWrong });
    expect((await inject('POST', API.twoFactorDisable, operator.cookie, { password: PASSWORD })).statusCode).toBe(200);
    expect((await inject('GET', API.profile, `${other?.name}=${other?.value}`)).statusCode).toBe(401);
    expect((await login(operator.username, PASSWORD)).statusCode).toBe(200);
  });
});

describe('REQUIRE_2FA_FOR', () => {
  it('sends an operator of a listed role to enrolment first, and keeps them from turning it off', async () => {
    const strict = await createTestApp({ REQUIRE_2FA_FOR: 'admin,moderator' });
    try {
      pinClock();
      await buildOperator(strict.db, 'strict_analyst', PASSWORD, 'analyst');
      const analyst = await loginAs(strict.app, 'strict_analyst', PASSWORD);
      expect((await strict.app.inject({ method: 'GET', url: API.users, headers: { cookie: analyst } })).statusCode).toBe(200);

      const profile = (await strict.app.inject({ method: 'GET', url: API.profile, headers: strict.auth })).json();
      expect(profile.pendingAction).toBe('enableTwoFactor');
      const refused = await strict.app.inject({ method: 'GET', url: API.users, headers: strict.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: ERROR_CODE.twoFactorSetupRequired, message: PERMISSION_MSG.enableTwoFactorFirst });

      const { secret } = (await strict.app.inject({ method: 'POST', url: API.twoFactorSetup, headers: strict.auth })).json();
      expect((await strict.app.inject({ method: 'POST', url: API.twoFactorEnable, headers: strict.auth, payload: { code: codeAt(secret) } })).statusCode).toBe(200);
      expect((await strict.app.inject({ method: 'GET', url: API.users, headers: strict.auth })).statusCode).toBe(200);
      const off = await strict.app.inject({ method: 'POST', url: API.twoFactorDisable, headers: strict.auth, payload: { password: 'admin123' } });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(TWO_FACTOR_MSG.requiredForRole);
    } finally {
      await strict.close();
    }
  });
});

describe('我的会话', () => {
  it('lists my live sessions with device and IP, marks this one, and ends the others on request', async () => {
    await buildOperator(t.db, 'sessions_owner', PASSWORD, 'auditor');
    const phone = (await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { username: 'sessions_owner', password: PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' },
    })).cookies[0];
    const desk = (await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { username: 'sessions_owner', password: PASSWORD },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
    })).cookies[0];
    const deskCookie = `${desk?.name}=${desk?.value}`;
    const phoneCookie = `${phone?.name}=${phone?.value}`;
    const listed = (await inject('GET', API.accountSessions, deskCookie)).json().items;
    expect(listed).toHaveLength(2);
    expect(listed.find((row: { current: boolean }) => row.current)).toMatchObject({ device: 'Chrome 131 · Windows', ip: '127.0.0.1' });
    expect(listed.find((row: { current: boolean }) => !row.current)).toMatchObject({ device: 'Safari 18 · iOS' });
    for (const row of listed) expect(row.key).toMatch(/^[0-9a-f]{12}$/);

    expect((await inject('POST', API.accountSessionsRevokeOthers, deskCookie)).json()).toEqual({ revoked: 1 });
    expect((await inject('GET', API.profile, phoneCookie)).statusCode).toBe(401);
    expect((await inject('GET', API.accountSessions, deskCookie)).json().items).toHaveLength(1);
    const [row] = (await operationLogRows(t.db, OPERATION.revokeOtherSessions.action)).filter((log) => log.operator_name === 'sessions_owner');
    expect(row?.description).toBe('退出其他 1 个会话');
  });
});
