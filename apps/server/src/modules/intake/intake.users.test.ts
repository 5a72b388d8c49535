import { INTAKE_BATCH_MAX } from '@ops/contracts/intake';
import { API } from '@ops/contracts/paths';
import { STATS_MSG } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories.ts';
import { appUser, past, sendIntake } from '../../../test/intake-support.ts';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (id: number) => {
  const response = await t.request({ method: 'GET', url: API.user(id) });
  return { status: response.statusCode, body: response.json() };
};

describe('POST /ingest/users', () => {
  it('stores new users under the ids the app gave them, shown on the user pages as sent', async () => {
    const user = appUser({ nickname: '海边的鲸', sex: 1, city: '宁波市', tags: ['旅行', '摄影'], income: 12000 });
    const response = await sendIntake(t, 'users', [user]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: 1, inserted: 1, updated: 0, unchanged: 0 });
    const { status, body } = await detail(user.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: user.id,
      mobile: user.mobile,
      nickname: '海边的鲸',
      sex: '男',
      age: 24,
      income: 12000,
      occupation: '教师',
      personalSignature: '你好',
      province: '浙江省',
      city: '宁波市',
      logo: user.logo,
      tags: '旅行,摄影',
      created: user.created,
      userStatus: '1',
    });
    const list = (await t.request({ method: 'GET', url: API.users, query: { id: String(user.id) } })).json();
    expect(list.items).toEqual([expect.objectContaining({ id: user.id, nickname: '海边的鲸', city: '宁波市' })]);
  });

  it('changes nothing when the same users are sent again', async () => {
    const users = [appUser(), appUser()];
    await sendIntake(t, 'users', users);
    const before = await queryRows(t.db, sql`select * from users where id = any(${`{${users.map((u) => u.id).join(',')}}`}::bigint[]) order by id`);
    const replay = await sendIntake(t, 'users', users);
    expect(replay.json()).toEqual({ received: 2, inserted: 0, updated: 0, unchanged: 2 });
    const after = await queryRows(t.db, sql`select * from users where id = any(${`{${users.map((u) => u.id).join(',')}}`}::bigint[]) order by id`);
    expect(after).toEqual(before);
  });

  it('applies a newer version and ignores an older one that arrives late', async () => {
    const v1 = appUser({ nickname: '旧名字', updatedAt: past(10) });
    const v3 = { ...v1, nickname: '最新名字', city: '北京市', updatedAt: past(1) };
    const v2 = { ...v1, nickname: '中间名字', updatedAt: past(5) };
    expect((await sendIntake(t, 'users', [v1])).json()).toMatchObject({ inserted: 1 });
    expect((await sendIntake(t, 'users', [v3])).json()).toEqual({ received: 1, inserted: 0, updated: 1, unchanged: 0 });
    expect((await sendIntake(t, 'users', [v2])).json()).toEqual({ received: 1, inserted: 0, updated: 0, unchanged: 1 });
    expect((await detail(v1.id)).body).toMatchObject({ nickname: '最新名字', province: '北京市', city: '北京市' });
  });

  it('keeps the newest version of an id sent twice in one batch', async () => {
    const older = appUser({ nickname: '先到的旧版本', updatedAt: past(4) });
    const newer = { ...older, nickname: '后到的新版本', updatedAt: past(3) };
    expect((await sendIntake(t, 'users', [newer, older])).json()).toEqual({ received: 2, inserted: 1, updated: 0, unchanged: 1 });
    expect((await detail(older.id)).body.nickname).toBe('后到的新版本');
  });

  it('never lifts or changes a freeze an operator made', async () => {
    const user = appUser();
    await sendIntake(t, 'users', [user]);
    const freeze = { userId: user.id, freezingTime: '3', freezingRange: '2', reasonsForFreezing: '3', frozenRemarks: '' };
    expect((await t.request({ method: 'POST', url: API.freeze, payload: freeze })).statusCode).toBe(200);
    expect((await sendIntake(t, 'users', [{ ...user, nickname: '改名也没用', updatedAt: past(0.5) }])).json()).toMatchObject({ updated: 1 });
    expect((await detail(user.id)).body).toMatchObject({ nickname: '改名也没用', userStatus: '2' });
  });

  it('reads the city as province and city for the user list filter and its counters', async () => {
    const users = [appUser({ city: '济源市' }), appUser({ city: '浙江省 温州市' }), appUser({ city: '火星基地' }), appUser({ city: '' })];
    await sendIntake(t, 'users', users);
    const places = await queryRows<{ province: string; city: string }>(
      t.db,
      sql`select province, city from users where id = any(${`{${users.map((u) => u.id).join(',')}}`}::bigint[]) order by id`,
    );
    expect(places).toEqual([
      { province: '河南省', city: '济源市' },
      { province: '浙江省', city: '温州市' },
      { province: '', city: '火星基地' },
      { province: '', city: '' },
    ]);
  });

  it('keeps the per-sex, per-place and nickname counters equal to direct counts', async () => {
    const user = appUser({ sex: 1, nickname: '计数器检查', city: '温州市' });
    await sendIntake(t, 'users', [user]);
    await sendIntake(t, 'users', [{ ...user, sex: 2, nickname: '改过的名字', city: '台州市', updatedAt: past(0.1) }]);
    const mismatches = await queryRows(
      t.db,
      sql`select 'sex' as counter, s.sex::text as key from (select case when sex in (1, 2) then sex else 0 end as sex, count(*) as n from users group by 1) s
            full join user_counts c on c.sex = s.sex where coalesce(s.n, 0) <> coalesce(c.n, 0)
          union all
          select 'place', p.province || '/' || p.city from (select province, city, count(*) as n from users group by 1, 2) p
            full join user_place_counts c using (province, city) where coalesce(p.n, 0) <> coalesce(c.n, 0)
          union all
          select 'gram', g.gram from (select g as gram, count(*) as n from users, unnest(nickname_counted_grams(nickname)) g group by 1) g
            full join nickname_gram_counts c using (gram) where coalesce(g.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(mismatches).toEqual([]);
    const found = (await t.request({ method: 'GET', url: API.users, query: { nickname: '改过的名字' } })).json();
    expect(found.items.map((row: { id: number }) => row.id)).toContain(user.id);
  });
});

describe('POST /ingest/users refuses', () => {
  it.each([
    ['a missing nickname', { nickname: undefined }, 'nickname', /nickname/],
    ['an empty nickname', { nickname: '  ' }, 'nickname', /nickname 不能为空/],
    ['a nickname over 32 characters', { nickname: '长'.repeat(33) }, 'nickname', /nickname 最多 32 个字符/],
    ['a sex of 3', { sex: 3 }, 'sex', /sex 只能为 1（男）、2（女）或 0（未知）/],
    ['an id of 0', { id: 0 }, 'id', /id 必须是正整数/],
    ['an id given as text', { id: '42' }, 'id', /id 必须是正整数/],
    ['an age of 200', { age: 200 }, 'age', /age 必须是 0 到 150 之间的整数/],
    ['a negative income', { income: -1 }, 'income', /income 必须是不小于 0 的整数/],
    ['tags as one string', { tags: '旅行,美食' }, 'tags', /tags 必须是文本数组/],
    ['a tag holding a comma', { tags: ['a,b'] }, 'tags.0', /不能包含逗号/],
    ['a logo with a javascript: URL', { logo: 'javascript:alert(1)' }, 'logo', /logo 必须是 http\(s\) 地址/],
    ['a logo from an origin not in MEDIA_ORIGINS', { logo: 'https://evil.example.com/a.png' }, 'logo', /https:\/\/evil\.example\.com 的来源不在 MEDIA_ORIGINS 中/],
    ['a creation time in seconds', { created: 1_763_700_000 }, 'created', /created 不能早于 2000-01-01/],
    ['an updatedAt from the future', { updatedAt: Date.now() + 3_600_000 }, 'updatedAt', /updatedAt 不能晚于服务器当前时间/],
  ])('the whole batch for %s, naming the item and the field', async (_label, bad, field, message) => {
    const before = await countRows(t.db, 'users');
    const response = await sendIntake(t, 'users', [appUser(), appUser(), { ...appUser(), ...bad }]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'bad_request', index: 2, field: `users.2.${field}` });
    expect(body.message).toMatch(/^第 3 项：/);
    expect(body.message).toMatch(message);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('an empty batch, one over the limit, a body that is not JSON and one of the wrong shape', async () => {
    const before = await countRows(t.db, 'users');
    expect((await sendIntake(t, 'users', [])).json()).toMatchObject({ code: 'bad_request', message: 'users 不能为空' });
    const tooMany = await sendIntake(t, 'users', Array.from({ length: INTAKE_BATCH_MAX + 1 }, () => appUser()));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`每批最多 ${INTAKE_BATCH_MAX} 条`);
    const headers = { authorization: `Bearer ${TEST_INGEST_TOKEN}`, 'content-type': 'application/json' };
    const broken = await t.app.inject({ method: 'POST', url: API.ingestUsers, headers, payload: '{"users": [' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('请求体不是合法的 JSON');
    const shape = await t.app.inject({ method: 'POST', url: API.ingestUsers, headers, payload: JSON.stringify({ users: { id: 1 } }) });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toMatch(/users 必须是数组/);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('a wrong token, no token and an operator session with 401', async () => {
    expect((await sendIntake(t, 'users', [appUser()], 'not-the-token-0123456789')).statusCode).toBe(401);
    const bare = await t.app.inject({ method: 'POST', url: API.ingestUsers, payload: { users: [appUser()] } });
    expect(bare.json()).toEqual({ code: 'unauthorized', message: STATS_MSG.ingestTokenMissing });
    expect((await t.request({ method: 'POST', url: API.ingestUsers, payload: { users: [appUser()] } })).statusCode).toBe(401);
  });

  it('a body over 8 MB with 413', async () => {
    const response = await sendIntake(t, 'users', [appUser({ personalSignature: 'x'.repeat(9 * 1024 * 1024) })]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', message: '请求体过大' });
  });

  it('takes a full batch of 1,000 users', async () => {
    const response = await sendIntake(t, 'users', Array.from({ length: INTAKE_BATCH_MAX }, () => appUser()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: 1000, inserted: 1000, updated: 0, unchanged: 0 });
  });
});
