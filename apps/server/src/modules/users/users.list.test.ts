import { MSG } from '@ops/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const ids = { hangzhou: 0, beijing: 0, jiyuan: 0, ningbo: 0, frozen: 0, expired: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ids.hangzhou = (await buildUser(t.db, { nickname: '西湖边的猫', sex: 2, lastActiveAt: new Date('2026-11-10T00:00:00Z') })).id;
  ids.beijing = (await buildUser(t.db, { nickname: 'Lily酱', province: '北京市', city: '北京市', sex: 1, lastActiveAt: new Date('2026-11-12T00:00:00Z') })).id;
  ids.jiyuan = (await buildUser(t.db, { nickname: '小鹿乱撞', province: '河南省', city: '济源市', sex: 0, lastActiveAt: null })).id;
  ids.ningbo = (await buildUser(t.db, { nickname: '100%_真实', province: '浙江省', city: '宁波市', sex: 1, lastActiveAt: new Date('2026-11-05T00:00:00Z') })).id;
  ids.frozen = (await buildUser(t.db, { nickname: '冻住的人', frozenUntil: new Date(Date.now() + 86_400_000) })).id;
  ids.expired = (await buildUser(t.db, { nickname: '已过期冻结', frozenUntil: new Date(Date.now() - 1000) })).id;
  for (let i = 0; i < 20; i += 1) await buildUser(t.db, { nickname: `批量用户${i}`, province: '广东省', city: '深圳市' });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.request({ method: 'GET', url: `/manage/users?${query}` });
  return { status: response.statusCode, body: response.json() };
};
const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe('GET /manage/users', () => {
  it('answers the paged envelope with 20 rows per page by default, newest id first', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ counts: 26, pagesize: 20, pages: 2, page: 1 });
    expect(body.items).toHaveLength(20);
    const itemIds = idsOf(body);
    expect(itemIds).toEqual([...itemIds].sort((a, b) => b - a));
    const second = await list('page=2');
    expect(second.body.items).toHaveLength(6);
  });

  it('shows sex as 男/女/未知 and status as "1"/"2", an expired freeze counting as normal', async () => {
    const { body } = await list('pagesize=50');
    const byId = new Map(body.items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(ids.hangzhou)).toMatchObject({ sex: '女', city: '杭州市', userStatus: '1' });
    expect(byId.get(ids.jiyuan)).toMatchObject({ sex: '未知', lastActiveTime: null });
    expect(byId.get(ids.frozen)).toMatchObject({ userStatus: '2' });
    expect(byId.get(ids.expired)).toMatchObject({ userStatus: '1' });
  });

  it('filters by exact id', async () => {
    expect(idsOf((await list(`id=${ids.beijing}`)).body)).toEqual([ids.beijing]);
  });

  it('filters by nickname substring, case-insensitively, treating % and _ literally', async () => {
    expect(idsOf((await list(`nickname=${encodeURIComponent('lily')}`)).body)).toEqual([ids.beijing]);
    expect(idsOf((await list(`nickname=${encodeURIComponent('%_')}`)).body)).toEqual([ids.ningbo]);
  });

  it('filters by a city label, a province label and a municipality placeholder', async () => {
    expect(idsOf((await list(`city=${encodeURIComponent('宁波市')}`)).body)).toEqual([ids.ningbo]);
    const zhejiang = idsOf((await list(`city=${encodeURIComponent('浙江省')}&pagesize=50`)).body);
    expect(zhejiang).toContain(ids.ningbo);
    expect(zhejiang).toContain(ids.hangzhou);
    expect(zhejiang).not.toContain(ids.beijing);
    expect(idsOf((await list(`city=${encodeURIComponent('北京城区')}`)).body)).toEqual([ids.beijing]);
    expect(idsOf((await list(`city=${encodeURIComponent('济源市')}`)).body)).toEqual([ids.jiyuan]);
  });

  it('applies the sex and status column filters on the server', async () => {
    expect(idsOf((await list('sex=2')).body)).toEqual([ids.hangzhou]);
    expect(idsOf((await list('sex=0')).body)).toEqual([ids.jiyuan]);
    expect(idsOf((await list('userStatus=2')).body)).toEqual([ids.frozen]);
    expect((await list('userStatus=1&pagesize=50')).body.counts).toBe(25);
  });

  it('sorts by last active time both ways, users never active last either way', async () => {
    const desc = idsOf((await list('sortProp=lastActiveTime&sortOrder=descending&sex=1&pagesize=50')).body);
    expect(desc.slice(0, 2)).toEqual([ids.beijing, ids.ningbo]);
    const asc = idsOf((await list('sortProp=lastActiveTime&sortOrder=ascending&pagesize=50')).body);
    expect(asc.indexOf(ids.ningbo)).toBeLessThan(asc.indexOf(ids.hangzhou));
    expect(asc.indexOf(ids.hangzhou)).toBeLessThan(asc.indexOf(ids.beijing));
    expect(asc.at(-1)).toBe(ids.jiyuan);
  });

  it('shows an empty page, not an error, when nothing matches', async () => {
    const { status, body } = await list(`nickname=${encodeURIComponent('不存在的人')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ counts: 0, pages: 0, items: [] });
  });

  it.each([
    ['id=1234567890123456', MSG.lengthRange, 'id'],
    [`nickname=${encodeURIComponent('一二三四五六七八九十一二三四五六')}`, MSG.lengthRange, 'nickname'],
    ['id=abc', '用户ID只能包含数字', 'id'],
    ['sex=3', 'sex', 'sex'],
    ['userStatus=3', 'userStatus', 'userStatus'],
    ['sortProp=password', 'sortProp', 'sortProp'],
    ['sortOrder=up', 'sortOrder', 'sortOrder'],
    ['page=0', 'page', 'page'],
    ['pagesize=1000', 'pagesize', 'pagesize'],
    ['nickname=a%00b', '非法字符', 'nickname'],
    ['city=%00', '非法字符', 'city'],
  ])('answers 400 for %s', async (query, message, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe('bad_request');
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
    if (message === MSG.lengthRange) expect(body.message).toBe(MSG.lengthRange);
  });
});

describe('GET /manage/users keyset paging (after / before)', () => {
  const pageOf = async (query: string) => idsOf((await list(query)).body);

  it('gives the same page as the offset, whichever way and in either id order, with filters kept', async () => {
    for (const extra of ['', '&sortProp=id&sortOrder=ascending', '&city=深圳市']) {
      const first = await pageOf(`pagesize=4&page=1${extra}`);
      const second = await pageOf(`pagesize=4&page=2${extra}`);
      const third = await pageOf(`pagesize=4&page=3${extra}`);
      expect(second, extra).toHaveLength(4);
      expect(await pageOf(`pagesize=4&page=2&after=${first.at(-1)}${extra}`), extra).toEqual(second);
      expect(await pageOf(`pagesize=4&page=2&before=${third[0]}${extra}`), extra).toEqual(second);
    }
  });

  it('does not skip or repeat a row when users register while the operator pages', async () => {
    const first = await pageOf('pagesize=5&page=1');
    await buildUser(t.db, { nickname: '翻页时注册' });
    const next = await pageOf(`pagesize=5&page=2&after=${first.at(-1)}`);
    expect(next[0]).toBe((first.at(-1) ?? 0) - 1);
    expect(next.some((id) => first.includes(id))).toBe(false);
  });

  it('refuses after and before together, and an anchor that is not a positive whole number', async () => {
    for (const query of ['after=5&before=9', 'after=0', 'before=abc', 'after=1.5']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/after|before/);
    }
  });
});
