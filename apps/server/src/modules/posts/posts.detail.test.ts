import { MSG } from '@ops/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildComment, buildPost, buildReport, buildUser, countRows, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorId = 0;
let readerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db, { nickname: '发帖人' })).id;
  readerId = (await buildUser(t.db, { nickname: '评论者', logo: '/media/img/avatar/7.svg' })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const post = (url: string) => t.request({ method: 'POST', url });

describe('GET /manage/messages/{id}', () => {
  it('answers the detail with state, topState and report reasons grouped, most frequent first', async () => {
    const created = await buildPost(t.db, authorId, { state: 5, topState: 2, text: '周末去爬山', likeCount: 12, reportCount: 4, commentCount: 2 });
    for (const reason of ['垃圾广告', '色情低俗', '垃圾广告', '垃圾广告']) await buildReport(t.db, created.id, readerId, reason);
    const response = await get(`/manage/messages/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      userId: authorId,
      nickname: '发帖人',
      userLogo: null,
      text: '周末去爬山',
      medias: ['/media/img/post/1.svg'],
      state: '5',
      topState: 2,
      createDate: created.createdAt.getTime(),
      likeCount: 12,
      commentCount: 2,
      forwardingCount: 0,
      reportCount: 4,
      machineReview: null,
      reportReasons: [
        { reason: '垃圾广告', count: 3 },
        { reason: '色情低俗', count: 1 },
      ],
    });
  });

  it('answers 404 for an unknown or a deleted post', async () => {
    const deleted = await buildPost(t.db, authorId, { deletedAt: new Date() });
    for (const id of [99_999_999, deleted.id]) {
      const response = await get(`/manage/messages/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: MSG.postNotFound });
    }
  });

  it.each(['abc', '0', '-1', '1.5', '1e3'])('answers 400 naming the field for the id %s', async (id) => {
    const response = await get(`/manage/messages/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'id 必须是正整数', field: 'id' });
  });
});

describe('POST /manage/messages/{id}/top and /untop', () => {
  it('pins and unpins, answering the fresh detail and logging each change', async () => {
    const { id } = await buildPost(t.db, authorId, { state: 5 });
    const top = await post(`/manage/messages/${id}/top`);
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({ id, topState: 2 });
    expect((await get(`/manage/messages/${id}`)).json().topState).toBe(2);
    const untop = await post(`/manage/messages/${id}/untop`);
    expect(untop.json()).toMatchObject({ id, topState: 1 });

    const logs = (await operationLogRows(t.db)).filter((row) => row.target_id === String(id));
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ action: 'post.top', content: '置顶动态', target_type: 'post', before: { topState: 1 }, after: { topState: 2 } });
    expect(logs[1]).toMatchObject({ action: 'post.untop', content: '取消置顶动态', before: { topState: 2 }, after: { topState: 1 } });
  });

  it('answers 409 when already pinned or not pinned, changing nothing', async () => {
    const pinned = await buildPost(t.db, authorId, { topState: 2 });
    const plain = await buildPost(t.db, authorId);
    const logsBefore = await countRows(t.db, 'operation_logs');
    const again = await post(`/manage/messages/${pinned.id}/top`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', message: MSG.alreadyPinned });
    const notPinned = await post(`/manage/messages/${plain.id}/untop`);
    expect(notPinned.statusCode).toBe(409);
    expect(notPinned.json()).toEqual({ code: 'conflict', message: MSG.notPinned });
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('answers 404 for an unknown or deleted post and 400 for a bad id', async () => {
    const deleted = await buildPost(t.db, authorId, { deletedAt: new Date() });
    for (const url of ['/manage/messages/99999999/top', `/manage/messages/${deleted.id}/top`, `/manage/messages/${deleted.id}/untop`]) {
      const response = await post(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MSG.postNotFound);
    }
    expect((await post('/manage/messages/x/top')).statusCode).toBe(400);
  });
});

describe('GET /manage/messages/comments', () => {
  let postId = 0;
  let commentIds: number[] = [];
  beforeAll(async () => {
    postId = (await buildPost(t.db, authorId)).id;
    const other = await buildPost(t.db, authorId);
    await buildComment(t.db, other.id, readerId);
    commentIds = [];
    for (let i = 0; i < 23; i += 1) {
      // Creation times run opposite to ids, so the two sorts differ.
      const row = await buildComment(t.db, postId, readerId, { content: `第${i}条`, createdAt: new Date(Date.UTC(2026, 9, 30 - i)) });
      commentIds.push(row.id);
    }
    await buildComment(t.db, postId, readerId, { deletedAt: new Date() });
  });
  const comments = (query: string) => get(`/manage/messages/comments?${query}`);

  it('pages through the live comments 10 at a time, newest id first, to an empty page past the end', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await comments(`messageID=${postId}&page=${page}`)).json();
      expect(body).toMatchObject({ counts: 23, pagesize: 10, pages: 3, page });
      seen.push(...body.items.map((item: { id: number }) => item.id));
    }
    expect(seen).toEqual([...commentIds].reverse());
    const beyond = (await comments(`messageID=${postId}&page=4`)).json();
    expect(beyond).toMatchObject({ counts: 23, page: 4, items: [] });
  });

  it('carries the commenter nickname and avatar', async () => {
    const [first] = (await comments(`messageID=${postId}&pagesize=1&sortOrder=ascending`)).json().items;
    expect(first).toEqual({
      id: commentIds[0],
      userId: readerId,
      nickname: '评论者',
      userLogo: '/media/img/avatar/7.svg',
      createDate: Date.UTC(2026, 9, 30),
      content: '第0条',
    });
  });

  it('sorts by createDate both ways', async () => {
    const ascending = (await comments(`messageID=${postId}&sortProp=createDate&sortOrder=ascending&pagesize=30`)).json();
    expect(ascending.items.map((item: { id: number }) => item.id)).toEqual([...commentIds].reverse());
    const descending = (await comments(`messageID=${postId}&sortProp=createDate&sortOrder=descending&pagesize=30`)).json();
    expect(descending.items.map((item: { id: number }) => item.id)).toEqual(commentIds);
  });

  it('answers 404 for an unknown or deleted message and 400 for bad input', async () => {
    const deleted = await buildPost(t.db, authorId, { deletedAt: new Date() });
    for (const id of [99_999_999, deleted.id]) {
      const response = await comments(`messageID=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MSG.postNotFound);
    }
    for (const [query, field] of [['', 'messageID'], ['messageID=abc', 'messageID'], [`messageID=${postId}&sortProp=likeCount`, 'sortProp']]) {
      const response = await comments(query ?? '');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', field });
      expect(response.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
