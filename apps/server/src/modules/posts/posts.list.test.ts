import { MSG } from '@ops/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const day = (d: number) => new Date(Date.UTC(2026, 9, d));
/** [author index, state, day, likes, comments, forwards, reports]; the last one is deleted. */
const SPECS = [
  [0, 3, 1, 5, 1, 0, 0],
  [0, 3, 2, 1, 9, 3, 2],
  [1, 5, 3, 9, 0, 7, 0],
  [1, 4, 4, 3, 4, 1, 5],
  [0, 1, 5, 0, 2, 9, 0],
  [1, 2, 6, 7, 5, 2, 0],
  [0, 6, 7, 2, 7, 5, 0],
  [1, 3, 8, 4, 3, 4, 1],
  [0, 3, 9, 8, 8, 8, 3],
] as const;
interface Fixture {
  id: number;
  userId: number;
  state: number;
  createDate: number;
  likeCount: number;
  commentCount: number;
  forwardingCount: number;
  reportCount: number;
}
let live: Fixture[] = [];
let deletedId = 0;
const authors: { id: number; nickname: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  authors.push(await buildUser(t.db, { nickname: '作者甲', logo: '/media/img/avatar/1.svg' }), await buildUser(t.db, { nickname: '作者乙' }));
  const built: Fixture[] = [];
  for (const [index, [author, state, d, likes, comments, forwards, reports]] of SPECS.entries()) {
    const userId = authors[author]?.id ?? 0;
    const row = await buildPost(t.db, userId, {
      state,
      createdAt: day(d),
      likeCount: likes,
      commentCount: comments,
      forwardCount: forwards,
      reportCount: reports,
      deletedAt: index === SPECS.length - 1 ? new Date() : null,
    });
    built.push({ id: row.id, userId, state, createDate: day(d).getTime(), likeCount: likes, commentCount: comments, forwardingCount: forwards, reportCount: reports });
  }
  deletedId = built.at(-1)?.id ?? 0;
  live = built.slice(0, -1);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.request({ method: 'GET', url: `/manage/messages?${query}` });
  return { status: response.statusCode, body: response.json() };
};
const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
const idsWhere = (keep: (post: Fixture) => boolean) => live.filter(keep).map((post) => post.id);
const totalsOf = (body: { totals: { code: string; value: number }[] }) => Object.fromEntries(body.totals.map((tab) => [tab.code, tab.value]));

describe('GET /manage/messages', () => {
  it('lists every live post in every state, newest first, with author nickname and logo', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ counts: 8, pagesize: 10, pages: 1, page: 1 });
    expect(idsOf(body)).toEqual([...live].sort((a, b) => b.createDate - a.createDate).map((post) => post.id));
    const first = live[0];
    expect(body.items.find((item: { id: number }) => item.id === first?.id)).toMatchObject({
      userId: authors[0]?.id,
      nickname: '作者甲',
      userLogo: '/media/img/avatar/1.svg',
      state: '3',
      topState: 1,
      medias: ['/media/img/post/1.svg'],
      createDate: first?.createDate,
      likeCount: 5,
      commentCount: 1,
      forwardingCount: 0,
      reportCount: 0,
    });
    expect(body.items.find((item: { userId: number }) => item.userId === authors[1]?.id)).toMatchObject({ nickname: '作者乙', userLogo: null });
  });

  it('answers the tab totals in AUDIT_TABS order, leaving deleted posts out', async () => {
    const { body } = await list('state=3');
    expect(body.totals).toEqual([
      { title: '全部', code: 'all', value: 8 },
      { title: '待审核', code: '3', value: 3 },
      { title: '已通过', code: '5', value: 1 },
      { title: '已拒绝', code: '4', value: 1 },
      { title: '机审', code: 'machine', value: 2 },
      { title: '待机审', code: '1', value: 1 },
    ]);
  });

  it('shows every state on the 全部 tab, newest first, and the machine decisions 2 and 6 on the 机审 tab', async () => {
    const { body } = await list('state=all');
    expect(body.counts).toBe(8);
    expect(idsOf(body)).toEqual(idsWhere(() => true).reverse());
    const machine = (await list('state=machine')).body;
    expect(machine.counts).toBe(2);
    expect(idsOf(machine)).toEqual(idsWhere((post) => [2, 6].includes(post.state)).reverse());
  });

  it('shows every state of one user on the 全部 tab when uid is given, and counts them so', async () => {
    const { body } = await list(`state=all&uid=${authors[0]?.id}`);
    const expected = idsWhere((post) => post.userId === authors[0]?.id);
    expect(body.counts).toBe(4);
    expect(idsOf(body)).toEqual([...expected].reverse());
    expect(totalsOf(body)).toEqual({ all: 4, '3': 2, '5': 0, '4': 0, machine: 1, '1': 1 });
  });

  it.each([1, 2, 3, 4, 5, 6])('filters state %i', async (state) => {
    const { body } = await list(`state=${state}&sortOrder=descending`);
    expect(idsOf(body)).toEqual(idsWhere((post) => post.state === state).reverse());
    expect(body.counts).toBe(idsWhere((post) => post.state === state).length);
  });

  it('works tab 3 oldest first by default, and newest first when asked', async () => {
    expect(idsOf((await list('state=3')).body)).toEqual(idsWhere((post) => post.state === 3));
    expect(idsOf((await list('state=3&sortOrder=descending')).body)).toEqual(idsWhere((post) => post.state === 3).reverse());
    expect(idsOf((await list('state=5&sortOrder=ascending&sortProp=createDate')).body)).toEqual(idsWhere((post) => post.state === 5));
  });

  it('matches the id filter against the post id or the author id', async () => {
    const post = live[3];
    expect(idsOf((await list(`id=${post?.id}`)).body)).toEqual([post?.id]);
    const byAuthor = (await list(`id=${authors[1]?.id}`)).body;
    expect(idsOf(byAuthor).sort()).toEqual(idsWhere((p) => p.userId === authors[1]?.id).sort());
    expect(totalsOf(byAuthor)).toEqual({ all: 4, '3': 1, '5': 1, '4': 1, machine: 1, '1': 0 });
    expect((await list('id=')).body.counts).toBe(8);
    expect((await list('id=42')).body.counts).toBe(0);
  });

  it('filters by uid', async () => {
    const { body } = await list(`uid=${authors[1]?.id}`);
    expect(idsOf(body).sort()).toEqual(idsWhere((post) => post.userId === authors[1]?.id).sort());
  });

  it('shows only reported posts with type=1, and every post with an empty type', async () => {
    const { body } = await list('type=1');
    expect(idsOf(body).sort()).toEqual(idsWhere((post) => post.reportCount > 0).sort());
    expect(totalsOf(body)).toEqual({ all: 3, '3': 2, '5': 0, '4': 1, machine: 0, '1': 0 });
    expect((await list('type=')).body.counts).toBe(8);
  });

  it('filters on creation time with sd and ed both inclusive, -1 meaning unset', async () => {
    const { body } = await list(`sd=${day(2).getTime()}&ed=${day(4).getTime()}`);
    expect(idsOf(body).sort()).toEqual(idsWhere((post) => post.createDate >= day(2).getTime() && post.createDate <= day(4).getTime()).sort());
    expect(body.counts).toBe(3);
    expect(totalsOf(body)).toEqual({ all: 3, '3': 1, '5': 1, '4': 1, machine: 0, '1': 0 });
    expect((await list(`sd=-1&ed=${day(4).getTime() - 1}`)).body.counts).toBe(3);
    expect((await list(`sd=${day(8).getTime()}&ed=-1`)).body.counts).toBe(1);
  });

  const SORT_KEYS = ['createDate', 'likeCount', 'commentCount', 'forwardingCount', 'reportCount'] as const;
  it.each(SORT_KEYS.flatMap((prop) => (['ascending', 'descending'] as const).map((order) => [prop, order] as const)))(
    'sorts by %s %s, then by id the same way',
    async (prop, order) => {
      const sign = order === 'ascending' ? 1 : -1;
      const expected = [...live].sort((a, b) => sign * (a[prop] - b[prop] || a.id - b.id)).map((post) => post.id);
      expect(idsOf((await list(`sortProp=${prop}&sortOrder=${order}`)).body)).toEqual(expected);
    },
  );

  it('pages through the list', async () => {
    const first = (await list('pagesize=3&page=1')).body;
    const third = (await list('pagesize=3&page=3')).body;
    expect(first).toMatchObject({ counts: 8, pagesize: 3, pages: 3, page: 1 });
    expect(third.items).toHaveLength(2);
    expect((await list('pagesize=3&page=4')).body.items).toEqual([]);
  });

  it('never shows a deleted post, whatever the filter', async () => {
    for (const query of ['', 'state=3', 'state=all', 'type=1', `id=${deletedId}`, `uid=${authors[0]?.id}`]) {
      expect(idsOf((await list(query)).body)).not.toContain(deletedId);
    }
  });

  it.each([
    ['sortProp=nickname', 'sortProp'],
    ['sortOrder=up', 'sortOrder'],
    ['state=7', 'state'],
    ['type=2', 'type'],
    ['uid=abc', 'uid'],
    ['sd=yesterday', 'sd'],
    ['ed=-2', 'ed'],
    ['page=0', 'page'],
    ['pagesize=101', 'pagesize'],
    ['id=12a', 'id'],
  ])('answers 400 in Chinese naming the field for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers exactly 长度在 0 到 15 个字符 for an id filter longer than 15 characters', async () => {
    const { status, body } = await list(`id=${'1'.repeat(16)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'bad_request', message: MSG.lengthRange, field: 'id' });
    expect((await list(`id=${'1'.repeat(15)}`)).status).toBe(200);
  });
});
