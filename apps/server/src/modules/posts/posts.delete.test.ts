import { MSG } from '@ops/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildPost, buildUser, countRows, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const remove = (payload: unknown) =>
  t.request({ method: 'DELETE', url: '/manage/delete', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const listIds = async (query: string) =>
  (await t.request({ method: 'GET', url: `/manage/messages?pagesize=100&${query}` })).json().items.map((item: { id: number }) => item.id);
const deletedState = async (id: number) => {
  const [row] = await queryRows<{ deleted: boolean; by: string | null }>(
    t.db,
    sql`select deleted_at is not null as deleted, o.username as by from posts p left join operators o on o.id = p.deleted_by where p.id = ${id}`,
  );
  return row;
};

describe('DELETE /manage/delete', () => {
  it('soft-deletes a post: it leaves the lists, the totals and the detail, and the log keeps its fields', async () => {
    const post = await buildPost(t.db, authorId, { state: 3, text: '要删除的动态', likeCount: 4, reportCount: 2 });
    const totalsBefore = (await t.request({ method: 'GET', url: '/manage/messages?state=3' })).json().totals;
    const response = await remove([post.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: [post.id], skipped: [] });

    expect(await deletedState(post.id)).toEqual({ deleted: true, by: 'admin' });
    expect((await t.request({ method: 'GET', url: `/manage/messages/${post.id}` })).statusCode).toBe(404);
    for (const query of ['', 'state=all', 'state=3', 'type=1', `id=${post.id}`, `uid=${authorId}`]) expect(await listIds(query)).not.toContain(post.id);
    const totalsAfter = (await t.request({ method: 'GET', url: '/manage/messages?state=3' })).json().totals;
    expect(totalsAfter[0].value).toBe(totalsBefore[0].value - 1);
    expect(totalsAfter[1].value).toBe(totalsBefore[1].value - 1);

    const [log] = (await operationLogRows(t.db, 'post.delete')).filter((row) => row.target_id === String(post.id));
    expect(log).toMatchObject({
      content: '删除动态',
      operator_name: 'admin',
      target_type: 'post',
      after: { deleted: true },
      before: {
        id: post.id,
        userId: authorId,
        text: '要删除的动态',
        medias: ['/media/img/post/1.svg'],
        state: '3',
        topState: 1,
        createDate: post.createdAt.getTime(),
        likeCount: 4,
        reportCount: 2,
      },
    });
  });

  it('deletes in bulk, counting duplicate ids once, one log row per post', async () => {
    const ids = [(await buildPost(t.db, authorId)).id, (await buildPost(t.db, authorId, { state: 5 })).id, (await buildPost(t.db, authorId, { state: 1 })).id];
    const response = await remove([ids[2], ids[0], ids[2], ids[1]]);
    expect(response.json()).toEqual({ done: [ids[2], ids[0], ids[1]], skipped: [] });
    const logs = (await operationLogRows(t.db, 'post.delete')).filter((row) => ids.map(String).includes(row.target_id ?? ''));
    expect(logs).toHaveLength(3);
    for (const id of ids) expect((await deletedState(id))?.deleted).toBe(true);
  });

  it('answers 404 naming unknown ids, and deletes nothing', async () => {
    const live = await buildPost(t.db, authorId);
    const gone = await buildPost(t.db, authorId, { deletedAt: new Date() });
    const logsBefore = await countRows(t.db, 'operation_logs');
    const response = await remove([live.id, gone.id, 99_999_999]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: '以下动态不存在或已删除：99999999' });
    expect((await deletedState(live.id))?.deleted).toBe(false);
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('skips a post someone already deleted, naming who and when, and deletes the rest', async () => {
    const post = await buildPost(t.db, authorId);
    const other = await buildPost(t.db, authorId);
    expect((await remove([post.id])).statusCode).toBe(200);
    const logsBefore = await countRows(t.db, 'operation_logs');
    const again = await remove([post.id, other.id]);
    expect(again.statusCode).toBe(200);
    const body = again.json();
    expect(body.done).toEqual([other.id]);
    expect(body.skipped).toEqual([{ id: post.id, reason: MSG.alreadyDeleted, decidedBy: 'admin', decidedAt: expect.any(Number) }]);
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore + 1);
  });

  it.each([
    ['an empty array', []],
    ['501 ids', Array.from({ length: 501 }, (_, i) => i + 1)],
    ['an object', { ids: [1] }],
    ['ids as strings', ['1']],
  ])('answers 400 in Chinese for %s and deletes nothing', async (_name, payload) => {
    const post = await buildPost(t.db, authorId);
    const response = await remove(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining('ids 必须是 1 到 500 个正整数 id 组成的数组') });
    expect((await deletedState(post.id))?.deleted).toBe(false);
  });

  it('refuses a review decision on a deleted post with 404', async () => {
    const post = await buildPost(t.db, authorId);
    await remove([post.id]);
    const response = await t.request({ method: 'POST', url: '/manage/messages/pass', payload: [post.id] });
    expect(response.statusCode).toBe(404);
  });
});
