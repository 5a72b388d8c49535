import { MSG } from '@ops/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoginLog, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /manage/users/{id}', () => {
  it('answers every user detail field', async () => {
    const user = await buildUser(t.db, { nickname: '清风徐来', mobile: '13912345678', income: 12000, tags: '旅行,摄影,美食', logo: '/media/img/avatar/7.svg' });
    const response = await t.request({ method: 'GET', url: `/manage/users/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      mobile: '13912345678',
      nickname: '清风徐来',
      sex: '男',
      age: 25,
      income: 12000,
      occupation: '设计师',
      personalSignature: '热爱生活',
      countBeLiked: 0,
      countLiked: 0,
      countMatching: 0,
      created: user.createdAt.getTime(),
      lastActiveTime: user.lastActiveAt?.getTime(),
      userStatus: '1',
      province: '浙江省',
      city: '杭州市',
      lastLoginLocation: '杭州市',
      logo: '/media/img/avatar/7.svg',
      tags: '旅行,摄影,美食',
      activeFreeze: null,
    });
  });

  it('answers 404 用户不存在 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.request({ method: 'GET', url: '/manage/users/987654321' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: MSG.userNotFound });
    const malformed = await t.request({ method: 'GET', url: '/manage/users/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });
});

describe('GET /manage/users/login-logs', () => {
  it('pages the login records newest first, and oldest first on request', async () => {
    const user = await buildUser(t.db);
    for (let day = 1; day <= 12; day += 1) await buildLoginLog(t.db, user.id, new Date(Date.UTC(2026, 10, day, 2)), `城市${day}`);
    const first = (await t.request({ method: 'GET', url: `/manage/users/login-logs?uid=${user.id}` })).json();
    expect(first).toMatchObject({ counts: 12, pagesize: 10, pages: 2, page: 1 });
    expect(first.items[0]).toMatchObject({ place: '城市12', equipment: 'iPhone 15 · iOS 18', logTime: Date.UTC(2026, 10, 12, 2) });
    const ascending = (await t.request({ method: 'GET', url: `/manage/users/login-logs?uid=${user.id}&sortProp=logTime&sortOrder=ascending&page=2` })).json();
    expect(ascending.items.map((item: { place: string }) => item.place)).toEqual(['城市11', '城市12']);
  });

  it('answers 404 for an unknown user and 400 without uid', async () => {
    expect((await t.request({ method: 'GET', url: '/manage/users/login-logs?uid=55555555' })).statusCode).toBe(404);
    const missing = await t.request({ method: 'GET', url: '/manage/users/login-logs' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('uid');
  });
});
