import { API } from '@ops/contracts/paths';
import type { LogDetail, LogList } from '@ops/contracts/oplog';
import { MSG } from '@ops/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { recordOperations } from './record-operation.ts';
import { buildOperator, buildPost, buildUser } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let userId = 0;
let otherUserId = 0;
let postId = 0;
let started = 0;
let liCookie = '';
beforeAll(async () => {
  t = await createTestApp();
  started = Date.now();
  userId = (await buildUser(t.db)).id;
  otherUserId = (await buildUser(t.db)).id;
  postId = (await buildPost(t.db, userId, { state: 3 })).id;
  await buildOperator(t.db, 'li_ming', 'li-ming-password');
  liCookie = await loginAs(t.app, 'li_ming', 'li-ming-password');
  await t.app.inject({
    method: 'POST',
    url: API.freeze,
    headers: { cookie: liCookie },
    payload: { userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '4', frozenRemarks: '刷屏广告' },
  });
  await t.request({ method: 'POST', url: API.freeze, payload: { userId: otherUserId, freezingTime: '2', freezingRange: '2', reasonsForFreezing: '2', frozenRemarks: '' } });
  await t.request({ method: 'POST', url: API.messagesPass, payload: [postId] });
});
afterAll(() => t.close());

const list = async (query: Record<string, string> = {}, url: string = API.logs) => {
  const response = await t.request({ method: 'GET', url, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LogList;
};

describe('GET /manage/logs', () => {
  it('lists every entry newest first in the paged envelope, 20 a page by default', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ page: 1, pagesize: 20, pages: 1 });
    expect(answer.items.map((row) => row.content)).toEqual(['动态审核通过', '冻结用户', '冻结用户', '登录', '登录']);
    expect(answer.counts).toBe(5);
    const pass = answer.items[0];
    expect(pass).toMatchObject({ name: 'admin', targetType: 'post', targetId: String(postId), restorable: false });
    expect(pass?.desc).toBe(`动态 ${postId}：待人工审核 → 人工通过`);
    expect(pass?.time).toBeGreaterThanOrEqual(started);
  });

  it('filters by operator name (part of it, any case) and by operation content', async () => {
    const byName = await list({ name: 'LI_' });
    expect(byName.items.map((row) => [row.name, row.content])).toEqual([
      ['li_ming', '冻结用户'],
      ['li_ming', '登录'],
    ]);
    const byContent = await list({ content: '冻结' });
    expect(byContent.counts).toBe(2);
    expect(byContent.items.every((row) => row.content === '冻结用户')).toBe(true);
    expect((await list({ content: '审核' })).items.map((row) => row.content)).toEqual(['动态审核通过']);
    expect(await list({ content: '没有这种操作' })).toMatchObject({ counts: 0, pages: 0, items: [] });
    expect((await list({ name: 'li', content: '冻结' })).counts).toBe(1);
  });

  it('takes the wildcard characters of a name literally', async () => {
    expect((await list({ name: '%' })).counts).toBe(0);
    expect((await list({ name: '_' })).counts).toBe(1 + 1);
  });

  it('filters by date range, ed included', async () => {
    const all = await list();
    const newest = all.items[0]?.time ?? 0;
    expect((await list({ sd: String(newest), ed: String(newest) })).items.map((row) => row.content)).toContain('动态审核通过');
    expect((await list({ sd: String(newest + 1) })).counts).toBe(0);
    expect((await list({ ed: String(started - 60_000) })).counts).toBe(0);
  });

  it('lists the entries that targeted one user (the user detail section)', async () => {
    const mine = await list({ uid: String(userId) });
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ name: 'li_ming', content: '冻结用户', targetType: 'user', targetId: String(userId) });
    expect(mine.items[0]?.desc).toContain('刷屏广告');
  });

  it('pages with a continuous order', async () => {
    const first = await list({ pagesize: '2', page: '1' });
    const second = await list({ pagesize: '2', page: '2' });
    const third = await list({ pagesize: '2', page: '3' });
    expect(first).toMatchObject({ counts: 5, pages: 3 });
    const everything = (await list()).items.map((row) => row.id);
    expect([...first.items, ...second.items, ...third.items].map((row) => row.id)).toEqual(everything);
  });

  it.each([
    [{ name: '一二三四五六七八九十一二三四五六' }, 'name', MSG.lengthRange],
    [{ content: 'x'.repeat(16) }, 'content', MSG.lengthRange],
    [{ sd: 'today' }, 'sd', 'sd 必须是毫秒时间戳或 -1'],
    [{ uid: 'abc' }, 'uid', 'uid 必须是正整数'],
    [{ pagesize: '1000' }, 'pagesize', undefined],
  ])('answers 400 for %j', async (query, field, message) => {
    const response = await t.request({ method: 'GET', url: API.logs, query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field, ...(message ? { message } : {}) });
  });
});

describe('log totals', () => {
  it('equal a direct count for every combination of operator, operation and range', async () => {
    const now = Date.now();
    const ranges: [number, number][] = [[-1, -1], [started - 60_000, -1], [-1, now + 60_000], [started, now], [now - 86_400_000 * 2, now - 86_400_000]];
    for (const name of [undefined, 'li', 'ADMIN', 'nobody']) {
      for (const content of [undefined, '冻结', '登录']) {
        for (const [sd, ed] of ranges) {
          const query = { ...(name ? { name } : {}), ...(content ? { content } : {}), sd: String(sd), ed: String(ed) };
          const answer = await list(query);
          const direct = await queryRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from operation_logs where true
                ${name ? sql`and operator_name ilike ${`%${name}%`}` : sql``}
                ${content ? sql`and content like ${`%${content}%`}` : sql``}
                ${sd === -1 ? sql`` : sql`and created_at >= ${new Date(sd).toISOString()}::timestamptz`}
                ${ed === -1 ? sql`` : sql`and created_at <= ${new Date(ed).toISOString()}::timestamptz`}`,
          );
          expect(answer.counts, JSON.stringify(query)).toBe(direct[0]?.n);
        }
      }
    }
  });
});

describe('GET /systeme/logs', () => {
  it('takes a log number and a day', async () => {
    const all = await list();
    const target = all.items[2];
    const byId = await list({ id: String(target?.id) }, API.systemLogs);
    expect(byId.items).toEqual([target]);
    expect((await list({ time: String(Date.now()) }, API.systemLogs)).counts).toBe(5);
    expect((await list({ time: String(Date.now() - 3 * 86_400_000) }, API.systemLogs)).counts).toBe(0);
  });
});

describe('GET /systeme/logs/details/{id}', () => {
  it('answers operation, desc and ip with the before and after of the change', async () => {
    const freeze = (await list({ uid: String(userId) })).items[0];
    const response = await t.request({ method: 'GET', url: API.systemLogDetail(freeze?.id ?? 0) });
    expect(response.statusCode).toBe(200);
    const detail = response.json() as LogDetail;
    expect(detail).toMatchObject({ id: freeze?.id, operation: '冻结用户', action: 'user.freeze', desc: freeze?.desc, ip: '127.0.0.1', name: 'li_ming' });
    expect(detail.before).toMatchObject({ userStatus: '1' });
    expect(detail.after).toMatchObject({ userStatus: '2' });
  });

  it('answers 404 for a log number that does not exist and 400 for one that is not a number', async () => {
    expect((await t.request({ method: 'GET', url: API.systemLogDetail(999_999) })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: API.systemLogDetail('abc') })).statusCode).toBe(400);
  });
});

describe('the operator filter (issue 18: real operators only)', () => {
  it('never matches names that earlier versions logged for failed logins, however many; real operators and 系统 still match', async () => {
    // Before issue 18 each failed login wrote the typed name into the log; such rows stay (the log is append-only).
    const guesses = Array.from({ length: 260 }, (_, i) => ({ operation: 'loginFailed' as const, description: `guess ${i}` }));
    for (const [i, entry] of guesses.entries()) {
      await recordOperations(t.db, { operatorId: null, operatorName: `zz_guess_${i}"'\\`, ip: '10.9.9.9' }, [entry]);
    }
    await recordOperations(t.db, { operatorId: null, operatorName: 'li_ming_x', ip: '10.9.9.9' }, [{ operation: 'loginFailed', description: 'look-alike' }]);
    const guessed = await list({ name: 'zz_guess' });
    expect(guessed.counts).toBe(0);
    expect(guessed.items).toEqual([]);
    const real = await list({ name: 'li_ming' });
    expect(real.counts).toBeGreaterThan(0);
    expect(real.items.every((row) => row.name === 'li_ming')).toBe(true);
    await recordOperations(t.db, { operatorId: null, operatorName: '系统', ip: '' }, [{ operation: 'redeliverEvents', description: 'x' }]);
    expect((await list({ name: '系统' })).counts).toBeGreaterThanOrEqual(1);
  });
});

describe('log pages under several operations or operators', () => {
  it('equal a direct query, page after page, for terms matching several actions or names', async () => {
    const operations = ['addSensitiveWord', 'createIntegrationToken', 'updateSensitiveWord', 'logout', 'deleteSensitiveWord', 'revokeIntegrationToken', 'loginFailed'] as const;
    for (let i = 0; i < 21; i += 1) {
      const actor = { operatorId: null, operatorName: i % 3 === 0 ? 'admin' : 'li_ming', ip: '10.0.0.1' };
      await recordOperations(t.db, actor, [{ operation: operations[i % operations.length] ?? 'logout', description: `interleaved ${i}` }]);
    }
    const queries: { name?: string; content?: string }[] = [{ content: '敏感词' }, { content: '登录' }, { content: '令牌' }, { name: 'i' }, { name: 'I', content: '敏感词' }];
    for (const query of queries) {
      const shown: number[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await list({ ...(query.name ? { name: query.name } : {}), ...(query.content ? { content: query.content } : {}), page: String(page), pagesize: '3' });
        shown.push(...answer.items.map((row) => row.id));
        if (page >= answer.pages) break;
      }
      const direct = await queryRows<{ id: number }>(
        t.db,
        sql`select id::int as id from operation_logs where true
            ${query.name ? sql`and operator_name ilike ${`%${query.name}%`} and operator_name in (select username from operators)` : sql``}
            ${query.content ? sql`and content like ${`%${query.content}%`}` : sql``}
            order by created_at desc, id desc`,
      );
      expect(direct.length, JSON.stringify(query)).toBeGreaterThan(3);
      expect(shown, JSON.stringify(query)).toEqual(direct.map((row) => row.id));
    }
  });
});
