import { MSG } from '@ops/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, countRows, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freezeBody = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  freezingTime: '1',
  freezingRange: '1',
  reasonsForFreezing: '1',
  frozenRemarks: '',
  ...overrides,
});
const freeze = (payload: unknown) => t.request({ method: 'POST', url: '/manage/users/freeze', payload: payload as object });
const unfreeze = (payload: unknown) => t.request({ method: 'POST', url: '/manage/users/unfreeze', payload: payload as object });
const statusOf = async (id: number) => (await t.request({ method: 'GET', url: `/manage/users/${id}` })).json().userStatus;

describe('POST /manage/users/freeze', () => {
  it('freezes for three days, shows 冻结 in the detail and the list, and logs before/after', async () => {
    const user = await buildUser(t.db);
    const response = await freeze(freezeBody(user.id, { reasonsForFreezing: '2', frozenRemarks: '  多次辱骂他人  ' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ userId: user.id, userStatus: '2' });
    expect(body.freeze).toMatchObject({ freezingTime: '1', reasonsForFreezing: '2', frozenRemarks: '多次辱骂他人', status: 'active', operatorName: 'admin' });
    const threeDays = 3 * 86_400_000;
    expect(body.freeze.expiresAt - body.freeze.createdAt).toBe(threeDays);

    const detail = (await t.request({ method: 'GET', url: `/manage/users/${user.id}` })).json();
    expect(detail.userStatus).toBe('2');
    expect(detail.activeFreeze).toMatchObject({ id: body.freeze.id });
    const listed = (await t.request({ method: 'GET', url: `/manage/users?id=${user.id}` })).json();
    expect(listed.items[0].userStatus).toBe('2');

    const [log] = (await operationLogRows(t.db, 'user.freeze')).filter((row) => row.target_id === String(user.id));
    expect(log).toMatchObject({ operator_name: 'admin', content: '冻结用户', target_type: 'user', before: { userStatus: '1' } });
    expect(log?.description).toContain('冻结原因：恶意攻击');
    expect(log?.description).toContain('备注：多次辱骂他人');
    expect(log?.after).toMatchObject({ userStatus: '2', freeze: { id: body.freeze.id } });
  });

  it('freezes permanently when freezingTime is 3', async () => {
    const user = await buildUser(t.db);
    const body = (await freeze(freezeBody(user.id, { freezingTime: '3' }))).json();
    expect(body.freeze.expiresAt).toBeNull();
    expect(await statusOf(user.id)).toBe('2');
  });

  it('answers 409 and changes nothing when the user is already frozen', async () => {
    const user = await buildUser(t.db);
    expect((await freeze(freezeBody(user.id))).statusCode).toBe(200);
    const freezesBefore = await countRows(t.db, 'user_freezes');
    const logsBefore = await countRows(t.db, 'operation_logs');
    const again = await freeze(freezeBody(user.id, { freezingTime: '3' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: MSG.userAlreadyFrozen });
    expect(await countRows(t.db, 'user_freezes')).toBe(freezesBefore);
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('lets exactly one of two simultaneous freezes of the same user win', async () => {
    const user = await buildUser(t.db);
    const results = await Promise.all([freeze(freezeBody(user.id)), freeze(freezeBody(user.id, { freezingTime: '2' }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.request({ method: 'GET', url: `/manage/users/freezes?uid=${user.id}` });
    expect(rows.json().counts).toBe(1);
  });

  it('requires remarks when the reason is 其他, changing nothing', async () => {
    const user = await buildUser(t.db);
    const logsBefore = await countRows(t.db, 'operation_logs');
    for (const remarks of ['', '   ']) {
      const response = await freeze(freezeBody(user.id, { reasonsForFreezing: '4', frozenRemarks: remarks }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MSG.freezeRemarksRequired, field: 'frozenRemarks' });
    }
    expect(await statusOf(user.id)).toBe('1');
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it.each([
    [{ freezingTime: '4' }, 'freezingTime'],
    [{ freezingRange: undefined }, 'freezingRange'],
    [{ reasonsForFreezing: 1 }, 'reasonsForFreezing'],
    [{ frozenRemarks: '字'.repeat(51) }, 'frozenRemarks'],
    [{ userId: 'abc' }, 'userId'],
    [{ userId: true }, 'userId'],
    [{ userId: 1.5 }, 'userId'],
    [{ frozenRemarks: 123 }, 'frozenRemarks'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const user = await buildUser(t.db);
    const response = await freeze(freezeBody(user.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await statusOf(user.id)).toBe('1');
  });

  it.each([
    ['a JSON array instead of an object', []],
    ['null', null],
    ['a NUL byte in the remarks', { userId: 1, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '4', frozenRemarks: 'a\u0000b' }],
  ])('answers a Chinese 400 for %s', async (_name, payload) => {
    const response = await t.request({ method: 'POST', url: '/manage/users/freeze', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 用户不存在 for an unknown user, writing no log', async () => {
    const logsBefore = await countRows(t.db, 'operation_logs');
    const response = await freeze(freezeBody(99_999_999));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MSG.userNotFound);
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('lifts itself when it expires, and the user can be frozen again', async () => {
    const user = await buildUser(t.db);
    await freeze(freezeBody(user.id));
    await t.db.execute(sql`update users set frozen_until = now() - interval '1 minute' where id = ${user.id}`);
    await t.db.execute(sql`update user_freezes set expires_at = now() - interval '1 minute' where user_id = ${user.id}`);
    expect(await statusOf(user.id)).toBe('1');
    const history = (await t.request({ method: 'GET', url: `/manage/users/freezes?uid=${user.id}` })).json();
    expect(history.items[0].status).toBe('expired');
    expect((await freeze(freezeBody(user.id))).statusCode).toBe(200);
  });
});

describe('POST /manage/users/unfreeze', () => {
  it('unfreezes a frozen user, closing the freeze with the remarks, and logs it', async () => {
    const user = await buildUser(t.db);
    await freeze(freezeBody(user.id, { freezingTime: '3' }));
    const response = await unfreeze({ userId: user.id, reasonsForThawing: '', frozenRemarks: '申诉通过' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userStatus: '1', freeze: { status: 'thawed', thawRemarks: '申诉通过', thawOperatorName: 'admin' } });
    expect(await statusOf(user.id)).toBe('1');
    const [log] = (await operationLogRows(t.db, 'user.unfreeze')).filter((row) => row.target_id === String(user.id));
    expect(log).toMatchObject({ content: '解冻用户', description: '备注：申诉通过', before: { userStatus: '2' }, after: { userStatus: '1' } });
  });

  it('answers 409 for a user who is not frozen', async () => {
    const user = await buildUser(t.db);
    const response = await unfreeze({ userId: user.id, reasonsForThawing: '', frozenRemarks: '误操作' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.userNotFrozen);
  });

  it('requires remarks (内容不能为空) and keeps the user frozen', async () => {
    const user = await buildUser(t.db);
    await freeze(freezeBody(user.id));
    const response = await unfreeze({ userId: user.id, reasonsForThawing: '', frozenRemarks: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'frozenRemarks', message: MSG.contentRequired });
    expect(await statusOf(user.id)).toBe('2');
    const wrongType = await unfreeze({ userId: user.id, reasonsForThawing: null, frozenRemarks: '申诉' });
    expect(wrongType.json()).toMatchObject({ field: 'reasonsForThawing', message: 'reasonsForThawing 必须是文本' });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await unfreeze({ userId: 88_888_888, reasonsForThawing: '', frozenRemarks: '测试' });
    expect(response.statusCode).toBe(404);
  });
});
