import { API } from '@ops/contracts/paths';
import { expect, request as requestFactory, type APIRequestContext } from '@playwright/test';
import { DEMO } from './console';
import { sendToIntake } from './ingest';

export interface Credentials {
  username: string;
  password: string;
  displayName: string;
}

/**
 * A 审核员 made by the administrator through the API, with a password of their own already set (an account an
 * administrator makes must change its password at first login): ready to log in to the console.
 */
export async function createModerator(baseURL: string, username: string): Promise<Credentials> {
  const credentials = { username, password: `${username}-own-pass-1`, displayName: `审核员${username.slice(-4)}` };
  const admin = await requestFactory.newContext({ baseURL });
  expect((await admin.post(API.login, { data: DEMO })).status()).toBe(200);
  const initial = `${username}-first-pass`;
  const created = await admin.post(API.operators, { data: { username, displayName: credentials.displayName, password: initial, role: 'moderator' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  await admin.dispose();
  const own = await requestFactory.newContext({ baseURL });
  expect((await own.post(API.login, { data: { username, password: initial } })).status()).toBe(200);
  const changed = await own.post(API.changePassword, { data: { currentPassword: initial, newPassword: credentials.password } });
  expect(changed.status(), await changed.text()).toBe(200);
  await own.dispose();
  return credentials;
}

/**
 * `count` posts from the app whose text carries a phone number, so the machine sends them to a person (待审核);
 * dated `daysAgo` back so that they lead the oldest-first queue. Waits until the machine has screened them all.
 */
export async function sendPostsForPeople(request: APIRequestContext, count: number, daysAgo: number): Promise<number[]> {
  const now = Date.now();
  const created = now - daysAgo * 86_400_000;
  const userId = 930_000_000 + (now % 1_000_000);
  const firstId = 980_000_000 + (now % 1_000_000) * 100;
  await sendToIntake(request, 'users', [{ id: userId, mobile: '13900004444', nickname: '快速审核测试用户', sex: 1, city: '杭州市', tags: [], created, updatedAt: now - 60_000 }]);
  const ids = Array.from({ length: count }, (_, k) => firstId + k);
  const posts = ids.map((id, k) => ({ id, userId, text: `待人工审核 ${k} 联系 1381234${String(1000 + k)}`, medias: [], createDate: created + k * 1000, updatedAt: now - 30_000 }));
  await sendToIntake(request, 'posts', posts);
  return ids;
}
