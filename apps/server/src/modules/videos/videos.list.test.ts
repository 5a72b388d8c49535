import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, buildVideo } from '../../../test/factories.ts';
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
  [1, 6, 6, 7, 5, 2, 1],
  [0, 3, 7, 8, 8, 8, 3],
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
const authors: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  authors.push((await buildUser(t.db, { nickname: '拍客甲' })).id, (await buildUser(t.db, { nickname: '拍客乙' })).id);
  const built: Fixture[] = [];
  for (const [index, [author, state, d, likes, comments, forwards, reports]] of SPECS.entries()) {
    const userId = authors[author] ?? 0;
    const row = await buildVideo(t.db, userId, {
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
  const response = await t.request({ method: 'GET', url: `/manage/videos?${query}` });
  return { status: response.statusCode, body: response.json() };
};
const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
const idsWhere = (keep: (video: Fixture) => boolean) => live.filter(keep).map((video) => video.id);
const totalsOf = (body: { totals: { code: string; value: number }[] }) => Object.fromEntries(body.totals.map((tab) => [tab.code, tab.value]));

describe('GET /manage/videos', () => {
  it('lists every live video newest first, each with its cover, clip and author nickname', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ counts: 6, pagesize: 10, pages: 1, page: 1 });
    expect(idsOf(body)).toEqual(idsWhere(() => true).reverse());
    const first = live[0];
    expect(body.items.at(-1)).toEqual({
      id: first?.id,
      userId: authors[0],
      nickname: '拍客甲',
      text: expect.stringContaining('测试视频'),
      state: '3',
      picUrl: expect.stringMatching(/^\/media\/img\/cover\/\d+\.svg$/),
      videoUrl: '/media/videos/clip-1.mp4',
      durationSeconds: 6,
      createDate: first?.createDate,
      likeCount: 5,
      commentCount: 1,
      forwardingCount: 0,
      reportCount: 0,
      machineReview: null,
      heldBy: null,
    });
  });

  it('answers the tab totals, deleted videos left out', async () => {
    const { body } = await list('state=3');
    expect(body.totals).toEqual([
      { title: '全部', code: 'all', value: 6 },
      { title: '待审核', code: '3', value: 2 },
      { title: '已通过', code: '5', value: 1 },
      { title: '已拒绝', code: '4', value: 1 },
      { title: '机审', code: 'machine', value: 1 },
      { title: '待机审', code: '1', value: 1 },
    ]);
    expect(idsOf(body)).toEqual(idsWhere((video) => video.state === 3));
  });

  it('filters the state tabs: all is every state, 机审 the machine decisions 2 and 6', async () => {
    expect(idsOf((await list('state=all')).body)).toEqual(idsWhere(() => true).reverse());
    expect(idsOf((await list('state=machine')).body)).toEqual(idsWhere((video) => [2, 6].includes(video.state)).reverse());
    const mine = (await list(`state=all&uid=${authors[1]}`)).body;
    expect(idsOf(mine)).toEqual(idsWhere((video) => video.userId === authors[1]).reverse());
    expect(totalsOf(mine)).toEqual({ all: 3, '3': 0, '5': 1, '4': 1, machine: 1, '1': 0 });
    for (const state of [1, 2, 4, 5, 6]) expect(idsOf((await list(`state=${state}`)).body)).toEqual(idsWhere((video) => video.state === state));
  });

  it('works tab 3 oldest first by default and newest first when asked', async () => {
    expect(idsOf((await list('state=3&sortOrder=descending')).body)).toEqual(idsWhere((video) => video.state === 3).reverse());
  });

  it('matches the id filter against the video id or the author id, and filters by uid', async () => {
    expect(idsOf((await list(`id=${live[2]?.id}`)).body)).toEqual([live[2]?.id]);
    expect(idsOf((await list(`id=${authors[0]}`)).body).sort()).toEqual(idsWhere((video) => video.userId === authors[0]).sort());
    expect(idsOf((await list(`uid=${authors[1]}`)).body).sort()).toEqual(idsWhere((video) => video.userId === authors[1]).sort());
  });

  it('filters on creation time with sd and ed both inclusive', async () => {
    const { body } = await list(`sd=${day(3).getTime()}&ed=${day(5).getTime()}`);
    expect(idsOf(body).sort()).toEqual(idsWhere((video) => video.createDate >= day(3).getTime() && video.createDate <= day(5).getTime()).sort());
    expect(totalsOf(body)).toEqual({ all: 3, '3': 0, '5': 1, '4': 1, machine: 0, '1': 1 });
  });

  const SORT_KEYS = ['createDate', 'likeCount', 'commentCount', 'forwardingCount', 'reportCount'] as const;
  it.each(SORT_KEYS.flatMap((prop) => (['ascending', 'descending'] as const).map((order) => [prop, order] as const)))(
    'sorts by %s %s, then by id the same way',
    async (prop, order) => {
      const sign = order === 'ascending' ? 1 : -1;
      const expected = [...live].sort((a, b) => sign * (a[prop] - b[prop] || a.id - b.id)).map((video) => video.id);
      expect(idsOf((await list(`sortProp=${prop}&sortOrder=${order}`)).body)).toEqual(expected);
    },
  );

  it('never shows a deleted video', async () => {
    for (const query of ['', 'state=3', 'state=all', `id=${deletedId}`, `uid=${authors[0]}`]) expect(idsOf((await list(query)).body)).not.toContain(deletedId);
  });

  it.each([
    ['sortProp=id', 'sortProp'],
    ['state=0', 'state'],
    ['id=abc', 'id'],
    [`id=${'9'.repeat(16)}`, 'id'],
    ['sd=x', 'sd'],
  ])('answers 400 in Chinese naming the field for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the id filter', () => {
  it('takes at most 15 digits, as every ID filter, and ignores the spaces around a pasted id', async () => {
    const longest = await list(`id=${'9'.repeat(15)}`);
    expect(longest.status).toBe(200);
    expect(longest.body.counts).toBe(0);
    const tooLong = await list(`id=${'9'.repeat(16)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('长度在 0 到 15 个字符');
    const first = live[0];
    expect(idsOf((await list(`id=%20${first?.id}%20`)).body)).toContain(first?.id);
  });
});
