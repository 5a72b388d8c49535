import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, countRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let otherCookie = '';
beforeAll(async () => {
  t = await createTestApp();
  await buildOperator(t.db, 'prefs-moderator', 'prefs-password-1', 'moderator');
  otherCookie = await loginAs(t.app, 'prefs-moderator', 'prefs-password-1');
});
afterAll(() => t.close());

const put = (payload: unknown, cookie?: string) =>
  t.request({ method: 'PUT', url: API.accountPreferences, payload: payload as object, headers: cookie ? { cookie } : {} });
const get = (cookie?: string) => t.request({ method: 'GET', url: API.accountPreferences, headers: cookie ? { cookie } : {} });

describe('an operator\'s remembered preferences (快速审核)', () => {
  it('start empty, keep what is set, for this operator only, without an operation-log row', async () => {
    expect((await get()).json()).toEqual({});
    const logsBefore = await countRows(t.db, 'operation_logs');
    const answer = await put({ quickReview: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ quickReview: true });
    expect((await get()).json()).toEqual({ quickReview: true });
    expect((await get(otherCookie)).json()).toEqual({});
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('change only the keys sent: false turns the switch off; an empty change is refused and keeps it as it was', async () => {
    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('请至少给出一项要修改的偏好设置');
    expect((await get()).json()).toEqual({ quickReview: true });
    expect((await put({ quickReview: false })).json()).toEqual({ quickReview: false });
    expect((await get()).json()).toEqual({ quickReview: false });
  });

  it('refuse unknown keys and wrong types in Chinese, changing nothing', async () => {
    await put({ quickReview: true }, otherCookie);
    for (const payload of [{ quickReview: 'yes' }, { theme: 'dark' }, [true], { quickReview: null }]) {
      const answer = await put(payload, otherCookie);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/偏好设置|quickReview/);
    }
    expect((await get(otherCookie)).json()).toEqual({ quickReview: true });
  });

  it('drop a stored key this version does not know instead of sending it on', async () => {
    await t.db.execute(sql`update operators set preferences = '{"quickReview": true, "retired": 1}'::jsonb where username = 'prefs-moderator'`);
    expect((await get(otherCookie)).json()).toEqual({ quickReview: true });
  });
});
