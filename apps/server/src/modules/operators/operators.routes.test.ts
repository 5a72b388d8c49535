import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { OPERATION } from '@ops/contracts/operations';
import { OPERATOR_MSG, type OperatorAccount } from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { PERMISSION_MSG } from '@ops/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'operators-pass-1';
let serial = 0;
const nextName = (prefix: string) => `${prefix}_${(serial += 1)}`;

const as = (cookie: string) => ({ cookie });
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: as(cookie ?? t.auth.cookie) });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: as(cookie) });

async function create(role: 'admin' | 'moderator' | 'analyst' | 'auditor' = 'moderator', username = nextName(role)): Promise<OperatorAccount> {
  const response = await post(API.operators, { username, displayName: `测试${username}`, password: PASSWORD, role });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function list(): Promise<OperatorAccount[]> {
  return (await get(API.operators, t.auth.cookie)).json().items;
}

/** An operator who already chose their own password (not a fresh account that must change it first). */
async function activeOperator(role: 'admin' | 'moderator' | 'analyst' | 'auditor') {
  const username = nextName(`ready_${role}`);
  const row = await buildOperator(t.db, username, PASSWORD, role);
  return { id: row.id, username, cookie: await loginAs(t.app, username, PASSWORD) };
}

describe('账号管理: creating an operator', () => {
  it('creates the account with its role, lists it, logs it, and makes its first login change the password', async () => {
    const account = await create('analyst', 'new_analyst');
    expect(account).toMatchObject({ username: 'new_analyst', displayName: '测试new_analyst', role: 'analyst', disabled: false, twoFactorEnabled: false, mustChangePassword: true, lastLoginAt: null });
    expect((await list()).map((row) => row.username)).toContain('new_analyst');
    const [logRow] = (await operationLogRows(t.db, OPERATION.createOperator.action)).filter((row) => row.target_id === String(account.id));
    expect(logRow?.operator_name).toBe('admin');
    expect(logRow?.after).toMatchObject({ role: 'analyst' });

    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { username: 'new_analyst', password: PASSWORD } });
    expect(login.json().operator).toMatchObject({ role: 'analyst', pendingAction: 'changePassword' });
    const cookie = await loginAs(t.app, 'new_analyst', PASSWORD);
    const refused = await get(API.users, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: ERROR_CODE.passwordChangeRequired, message: PERMISSION_MSG.changePasswordFirst });
    expect((await get(API.profile, cookie)).json()).toMatchObject({ pendingAction: 'changePassword', permissions: expect.arrayContaining(['statistics.view']) });

    const changed = await post(API.changePassword, { currentPassword: PASSWORD, newPassword: 'chosen-by-me-2' }, cookie);
    expect(changed.statusCode).toBe(200);
    expect((await get(API.users, cookie)).statusCode).toBe(200);
    expect((await get(API.profile, cookie)).json().pendingAction).toBeNull();
    const after = (await list()).find((row) => row.id === account.id);
    expect(after).toMatchObject({ mustChangePassword: false, lastLoginIp: '127.0.0.1' });
    expect(after?.lastLoginAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a taken username with 409 and bad fields with their Chinese messages, creating nothing', async () => {
    const before = (await list()).length;
    const taken = await post(API.operators, { username: 'admin', displayName: '重名', password: PASSWORD, role: 'moderator' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: ERROR_CODE.conflict, message: OPERATOR_MSG.usernameTaken });
    const cases: [object, string][] = [
      [{ username: 'a', displayName: 'x', password: PASSWORD, role: 'moderator' }, OPERATOR_MSG.usernameInvalid],
      [{ username: 'ok_name', displayName: ' ', password: PASSWORD, role: 'moderator' }, OPERATOR_MSG.displayNameRequired],
      [{ username: 'ok_name', displayName: 'x', password: 'short', role: 'moderator' }, OPERATOR_MSG.passwordTooShort],
      [{ username: 'ok_name', displayName: 'x', password: PASSWORD, role: 'root' }, OPERATOR_MSG.roleInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await post(API.operators, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await list()).length).toBe(before);
  });
});

describe('账号管理: role, disable, enable', () => {
  it('changes the role, and the new role applies to the live session at once', async () => {
    const moderator = await activeOperator('moderator');
    expect((await get(API.statisticsDau, moderator.cookie)).statusCode).toBe(403);
    const changed = await post(API.operatorRole(moderator.id), { role: 'analyst' });
    expect(changed.json()).toMatchObject({ role: 'analyst' });
    expect((await get(API.statisticsDau, moderator.cookie)).statusCode).toBe(200);
    expect((await post(API.messagesPass, [1], moderator.cookie)).statusCode).toBe(403);
    const same = await post(API.operatorRole(moderator.id), { role: 'analyst' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(OPERATOR_MSG.sameRole);
    const [row] = (await operationLogRows(t.db, OPERATION.changeOperatorRole.action)).filter((log) => log.target_id === String(moderator.id));
    expect(row).toMatchObject({ before: expect.objectContaining({ role: 'moderator' }), after: expect.objectContaining({ role: 'analyst' }) });
  });

  it('disabling ends the operator’s sessions at once and refuses their login; enabling lets them in again', async () => {
    const target = await activeOperator('moderator');
    expect((await get(API.profile, target.cookie)).statusCode).toBe(200);
    const disabled = await post(API.operatorDisable(target.id));
    expect(disabled.json()).toMatchObject({ disabled: true, activeSessions: 0 });
    expect((await get(API.profile, target.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { username: target.username, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MSG.badCredentials);
    expect((await post(API.operatorDisable(target.id))).json().message).toBe(OPERATOR_MSG.alreadyDisabled);

    expect((await post(API.operatorEnable(target.id))).json()).toMatchObject({ disabled: false });
    expect((await get(API.profile, await loginAs(t.app, target.username, PASSWORD))).statusCode).toBe(200);
    const actions = (await operationLogRows(t.db)).filter((row) => row.target_id === String(target.id) && row.target_type === 'operator').map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining([OPERATION.disableOperator.action, OPERATION.enableOperator.action]));
  });

  it('never leaves the console without an active admin, and an admin cannot disable themselves', async () => {
    const fresh = await createTestApp();
    try {
      const [demoAdmin] = (await fresh.app.inject({ method: 'GET', url: API.operators, headers: fresh.auth })).json().items as OperatorAccount[];
      const call = (url: string, payload?: object) => fresh.app.inject({ method: 'POST', url, headers: fresh.auth, ...(payload ? { payload } : {}) });
      if (!demoAdmin) throw new Error('no demo admin');
      const demote = await call(API.operatorRole(demoAdmin.id), { role: 'moderator' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ code: ERROR_CODE.conflict, message: OPERATOR_MSG.lastAdmin });
      const self = await call(API.operatorDisable(demoAdmin.id));
      expect(self.json().message).toBe(OPERATOR_MSG.cannotDisableSelf);

      // With a second admin, each may be demoted, but not both: the last one stays.
      const second = await buildOperator(fresh.db, 'second_admin', PASSWORD, 'admin');
      const secondCookie = await loginAs(fresh.app, 'second_admin', PASSWORD);
      const [one, other] = await Promise.all([
        call(API.operatorRole(second.id), { role: 'auditor' }),
        fresh.app.inject({ method: 'POST', url: API.operatorRole(demoAdmin.id), payload: { role: 'auditor' }, headers: { cookie: secondCookie } }),
      ]);
      const statuses = [one.statusCode, other.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect(statuses[1]).toBeGreaterThanOrEqual(403);
      const admins = ((await fresh.app.inject({ method: 'GET', url: API.operators, headers: one.statusCode === 200 ? fresh.auth : { cookie: secondCookie } })).json().items as OperatorAccount[]).filter(
        (row) => row.role === 'admin' && !row.disabled,
      );
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('账号管理: passwords, sessions and two-factor reset', () => {
  it('a reset password ends the operator’s sessions and must be changed at next login', async () => {
    const target = await activeOperator('auditor');
    const reset = await post(API.operatorPassword(target.id), { password: 'temporary-pass-9' });
    expect(reset.json()).toMatchObject({ mustChangePassword: true, activeSessions: 0 });
    expect((await get(API.profile, target.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API.login, payload: { username: target.username, password: PASSWORD } })).statusCode).toBe(401);
    const cookie = await loginAs(t.app, target.username, 'temporary-pass-9');
    expect((await get(API.logs, cookie)).json().code).toBe(ERROR_CODE.passwordChangeRequired);
    expect((await post(API.changePassword, { currentPassword: 'temporary-pass-9', newPassword: 'auditor-own-pass-3' }, cookie)).statusCode).toBe(200);
    expect((await get(API.logs, cookie)).statusCode).toBe(200);
  });

  it('ends every session of an operator on request and says how many', async () => {
    const target = await activeOperator('analyst');
    const second = await loginAs(t.app, target.username, PASSWORD);
    const response = await post(API.operatorSessionsRevoke(target.id));
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await get(API.profile, target.cookie)).statusCode).toBe(401);
    expect((await get(API.profile, second)).statusCode).toBe(401);
    const [row] = (await operationLogRows(t.db, OPERATION.revokeOperatorSessions.action)).filter((log) => log.target_id === String(target.id));
    expect(row?.description).toContain('结束 2 个会话');
  });

  it('answers 404 for an unknown operator and 409 for a two-factor reset of an account without it', async () => {
    expect((await post(API.operatorEnable(987654))).statusCode).toBe(404);
    const target = await activeOperator('analyst');
    const response = await post(API.operatorTwoFactorReset(target.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OPERATOR_MSG.twoFactorNotEnabled);
  });
});
