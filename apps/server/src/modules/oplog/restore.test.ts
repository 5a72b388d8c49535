import { LOG_MSG, type LogDetail, type LogList } from '@ops/contracts/oplog';
import { OPERATION } from '@ops/contracts/operations';
import { API } from '@ops/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, countRows, operationLogRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

async function deleteAndFindEntry(postId: number) {
  const response = await t.request({ method: 'DELETE', url: API.messagesDelete, payload: [postId] });
  expect(response.statusCode).toBe(200);
  const logs = (await t.request({ method: 'GET', url: API.logs, query: { content: OPERATION.deletePost.content } })).json() as LogList;
  const entry = logs.items.find((row) => row.targetId === String(postId));
  if (!entry) throw new Error('no delete entry');
  return entry;
}

const restore = (logId: number) => t.request({ method: 'POST', url: API.logRestore(logId), payload: {} });
const postVisible = async (postId: number) => (await t.request({ method: 'GET', url: API.message(postId) })).statusCode === 200;

describe('POST /manage/logs/{id}/restore', () => {
  it('brings a deleted post back from its log entry and logs the restore', async () => {
    const post = await buildPost(t.db, authorId, { text: '被误删的动态', state: 5 });
    const entry = await deleteAndFindEntry(post.id);
    expect(entry.restorable).toBe(true);
    // The detail dialog offers 恢复动态 from the same flag.
    const before = (await t.request({ method: 'GET', url: API.systemLogDetail(entry.id) })).json() as LogDetail;
    expect(before.restorable).toBe(true);
    expect(await postVisible(post.id)).toBe(false);

    const response = await restore(entry.id);
    expect(response.statusCode, response.body).toBe(200);
    const { restoreLogId } = response.json() as { postId: number; restoreLogId: number };
    expect(await postVisible(post.id)).toBe(true);
    const listed = (await t.request({ method: 'GET', url: API.messages, query: { id: String(post.id) } })).json();
    expect(listed.items.map((row: { id: number }) => row.id)).toEqual([post.id]);

    const detail = (await t.request({ method: 'GET', url: API.systemLogDetail(restoreLogId) })).json() as LogDetail;
    expect(detail).toMatchObject({ operation: OPERATION.restorePost.content, targetType: 'post', targetId: String(post.id), name: 'admin' });
    expect(detail.desc).toContain(String(entry.id));
    expect(detail.before).toMatchObject({ deleted: true });
    expect(detail.after).toEqual({ deleted: false });
    const again = (await t.request({ method: 'GET', url: API.systemLogDetail(entry.id) })).json() as LogDetail;
    expect(again.restorable).toBe(false);
  });

  it('answers 409 for a post already restored and changes nothing', async () => {
    const post = await buildPost(t.db, authorId);
    const entry = await deleteAndFindEntry(post.id);
    expect((await restore(entry.id)).statusCode).toBe(200);
    const logs = await countRows(t.db, 'operation_logs');
    const second = await restore(entry.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict', message: LOG_MSG.alreadyRestored });
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);
  });

  it('lets only one of two simultaneous restores win', async () => {
    const post = await buildPost(t.db, authorId);
    const entry = await deleteAndFindEntry(post.id);
    const answers = await Promise.all([restore(entry.id), restore(entry.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const restores = (await operationLogRows(t.db, OPERATION.restorePost.action)).filter((row) => row.target_id === String(post.id));
    expect(restores).toHaveLength(1);
  });

  it('undoes a deletion only from its own entry once the post was deleted again', async () => {
    const post = await buildPost(t.db, authorId);
    const first = await deleteAndFindEntry(post.id);
    expect((await restore(first.id)).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: API.messagesDelete, payload: [post.id] });
    const logs = (await t.request({ method: 'GET', url: API.logs, query: { content: OPERATION.deletePost.content } })).json() as LogList;
    const entries = logs.items.filter((row) => row.targetId === String(post.id));
    expect(entries.map((row) => row.restorable)).toEqual([true, false]);
    const stale = await restore(first.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(LOG_MSG.deletedAgain);
    expect(await postVisible(post.id)).toBe(false);
    expect((await restore(entries[0]?.id ?? 0)).statusCode).toBe(200);
    expect(await postVisible(post.id)).toBe(true);
  });

  it('answers 400 for an entry that is not a post deletion and 404 for an unknown entry', async () => {
    const [login] = await operationLogRows(t.db, OPERATION.login.action);
    const wrong = await restore(Number(login?.id));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(LOG_MSG.notRestorable);
    expect((await restore(987_654)).statusCode).toBe(404);
  });
});
