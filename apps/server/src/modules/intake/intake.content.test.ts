import { INTAKE_MSG } from '@ops/contracts/intake';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, operationLogRows } from '../../../test/factories.ts';
import { appPost, appUser, appVideo, past, sendIntake } from '../../../test/intake-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

const CDN = 'https://cdn.app.example.com';
let t: TestApp;
let author = 0;
beforeAll(async () => {
  t = await createTestApp({ MEDIA_ORIGINS: `${CDN},https://video.app.example.com` });
  const user = appUser();
  await sendIntake(t, 'users', [user]);
  author = user.id;
});
afterAll(() => t.close());

const messageDetail = async (id: number) => (await t.request({ method: 'GET', url: API.message(id) })).json();
const stateOf = async (table: 'posts' | 'videos', id: number) =>
  (await queryRows<{ state: number; top_state?: number; deleted: boolean }>(t.db, sql`select state, ${sql.raw(table === 'posts' ? 'top_state,' : '')} deleted_at is not null as deleted from ${sql.identifier(table)} where id = ${id}`))[0];

describe('POST /ingest/posts', () => {
  it('puts a new post in review state 1, where 图文审核 lists it under 待机审', async () => {
    const post = appPost(author, { text: '刚发的动态', medias: [`${CDN}/p/1.jpg`, '/media/img/post/2.svg'] });
    const response = await sendIntake(t, 'posts', [post]);
    expect(response.json()).toEqual({ received: 1, inserted: 1, updated: 0, unchanged: 0 });
    const list = (await t.request({ method: 'GET', url: API.messages, query: { state: '1', id: String(post.id) } })).json();
    expect(list.items).toEqual([expect.objectContaining({ id: post.id, state: '1', text: '刚发的动态', medias: post.medias, createDate: post.createDate })]);
    expect(list.totals).toContainEqual({ title: '待机审', code: '1', value: 1 });
    expect(await messageDetail(post.id)).toMatchObject({ userId: author, likeCount: 2, forwardingCount: 1, commentCount: 0, reportCount: 0, topState: 1 });
  });

  it('replaces text and counts with a newer version, ignores an older one, and a replay changes nothing', async () => {
    const post = appPost(author, { text: '第一版', updatedAt: past(5) });
    await sendIntake(t, 'posts', [post]);
    const newer = { ...post, text: '第三版', likeCount: 40, forwardingCount: 7, commentCount: 99, updatedAt: past(1) };
    expect((await sendIntake(t, 'posts', [newer])).json()).toEqual({ received: 1, inserted: 0, updated: 1, unchanged: 0 });
    expect((await sendIntake(t, 'posts', [{ ...post, text: '第二版', updatedAt: past(3) }])).json()).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await sendIntake(t, 'posts', [newer])).json()).toMatchObject({ updated: 0, unchanged: 1 });
    // The app's commentCount is not the console's: comments are counted as they arrive (ADR 0010).
    expect(await messageDetail(post.id)).toMatchObject({ text: '第三版', likeCount: 40, forwardingCount: 7, commentCount: 0 });
  });

  it("never undoes an operator's pass, pin or deletion", async () => {
    const [passed, pinned, deleted] = [appPost(author), appPost(author), appPost(author)];
    await sendIntake(t, 'posts', [passed, pinned, deleted]);
    expect((await t.request({ method: 'POST', url: API.messagesPass, payload: [passed.id, pinned.id] })).json().done).toHaveLength(2);
    expect((await t.request({ method: 'POST', url: API.messageTop(pinned.id), payload: {} })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: API.messagesDelete, payload: [deleted.id] })).statusCode).toBe(200);
    const updates = [passed, pinned, deleted].map((post) => ({ ...post, text: '应用改了文字', updatedAt: past(0.2) }));
    expect((await sendIntake(t, 'posts', updates)).json()).toEqual({ received: 3, inserted: 0, updated: 3, unchanged: 0 });
    expect(await stateOf('posts', passed.id)).toEqual({ state: 5, top_state: 1, deleted: false });
    expect(await stateOf('posts', pinned.id)).toEqual({ state: 5, top_state: 2, deleted: false });
    expect(await stateOf('posts', deleted.id)).toEqual({ state: 1, top_state: 1, deleted: true });
    expect((await messageDetail(passed.id)).text).toBe('应用改了文字');
  });

  it('refuses a post of a user the console does not know, storing nothing of the batch', async () => {
    const before = await countRows(t.db, 'posts');
    const response = await sendIntake(t, 'posts', [appPost(author), appPost(987_654_321)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'bad_request',
      message: `第 2 项：userId ${INTAKE_MSG.unknownUser}（userId 987654321）`,
      field: 'posts.1.userId',
      index: 1,
    });
    expect(await countRows(t.db, 'posts')).toBe(before);
  });

  it.each([
    ['an image from an origin not in MEDIA_ORIGINS', { medias: [`${CDN}/ok.jpg`, 'https://other.example.com/x.jpg'] }, 'medias.1', /https:\/\/other\.example\.com 的来源不在 MEDIA_ORIGINS 中/],
    ['a data: URL', { medias: ['data:image/png;base64,AAAA'] }, 'medias.0', /必须是 http\(s\) 地址/],
    ['ten images', { medias: Array.from({ length: 10 }, () => `${CDN}/a.jpg`) }, 'medias', /最多 9 张图片/],
    ['a text over 5,000 characters', { text: '字'.repeat(5001) }, 'text', /text 最多 5000 个字符/],
    ['a negative like count', { likeCount: -5 }, 'likeCount', /likeCount 必须是不小于 0 的整数/],
    ['a creation time from the future', { createDate: Date.now() + 86_400_000 }, 'createDate', /createDate 不能晚于服务器当前时间/],
  ])('refuses the batch for %s', async (_label, bad, field, message) => {
    const before = await countRows(t.db, 'posts');
    const response = await sendIntake(t, 'posts', [{ ...appPost(author), ...bad }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ index: 0, field: `posts.0.${field}` });
    expect(response.json().message).toMatch(message);
    expect(await countRows(t.db, 'posts')).toBe(before);
  });

  it('keeps the list totals and tab counts equal to direct counts', async () => {
    const batch = Array.from({ length: 30 }, (_, i) => appPost(author, { createDate: past(24 * (i % 5) + 1) }));
    await sendIntake(t, 'posts', batch);
    const direct = await queryRows<{ state: number; n: number }>(t.db, sql`select state, count(*)::int as n from posts where deleted_at is null group by state`);
    const n = (state: number) => direct.find((row) => row.state === state)?.n ?? 0;
    const answer = (await t.request({ method: 'GET', url: API.messages, query: { state: '1' } })).json();
    expect(answer.counts).toBe(n(1));
    expect(Object.fromEntries(answer.totals.map((tab: { code: string; value: number }) => [tab.code, tab.value]))).toEqual({
      all: [1, 2, 3, 4, 5, 6].reduce((sum, state) => sum + n(state), 0),
      machine: n(2) + n(6),
      '1': n(1),
      '3': n(3),
      '4': n(4),
      '5': n(5),
    });
  });
});

describe('POST /ingest/videos', () => {
  it('puts a new video in review state 1 with the cover, clip and counts it was sent with', async () => {
    const video = appVideo(author, { picUrl: `${CDN}/c.jpg`, videoUrl: 'https://video.app.example.com/v.mp4', commentCount: 12 });
    expect((await sendIntake(t, 'videos', [video])).json()).toEqual({ received: 1, inserted: 1, updated: 0, unchanged: 0 });
    const list = (await t.request({ method: 'GET', url: API.videos, query: { state: '1', id: String(video.id) } })).json();
    expect(list.items).toEqual([expect.objectContaining({ id: video.id, state: '1', picUrl: video.picUrl, videoUrl: video.videoUrl })]);
  });

  it('keeps a rejection through a newer version of the video', async () => {
    const video = appVideo(author);
    await sendIntake(t, 'videos', [video]);
    expect((await t.request({ method: 'POST', url: API.videosReject, payload: [video.id] })).json().done).toEqual([video.id]);
    expect((await sendIntake(t, 'videos', [{ ...video, text: '新的标题', likeCount: 100, updatedAt: past(0.1) }])).json()).toMatchObject({ updated: 1 });
    expect(await stateOf('videos', video.id)).toEqual({ state: 4, deleted: false });
  });

  it('refuses a cover from a foreign origin and a video of an unknown user', async () => {
    const foreign = await sendIntake(t, 'videos', [appVideo(author, { picUrl: 'http://tracker.example.net/p.gif' })]);
    expect(foreign.json()).toMatchObject({ field: 'videos.0.picUrl', index: 0 });
    const unknown = await sendIntake(t, 'videos', [appVideo(5)]);
    expect(unknown.json()).toMatchObject({ field: 'videos.0.userId', message: expect.stringContaining(INTAKE_MSG.unknownUser) });
  });
});

describe('intake writes no operation log and no decision event', () => {
  it('because it is the app speaking, not an operator deciding', async () => {
    const logs = await operationLogRows(t.db);
    const events = await countRows(t.db, 'outbox_events');
    await sendIntake(t, 'posts', [appPost(author)]);
    await sendIntake(t, 'videos', [appVideo(author)]);
    expect(await operationLogRows(t.db)).toHaveLength(logs.length);
    expect(await countRows(t.db, 'outbox_events')).toBe(events);
  });
});
