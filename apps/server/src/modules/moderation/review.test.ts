import { MSG } from '@ops/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, buildVideo, countRows, logRowsFor, REVIEW_PATHS, reviewStateOf, type ReviewTargetName } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const BAD_IDS = 'ids 必须是 1 到 500 个正整数 id 组成的数组';
const ACTIONS = ['pass', 'reject', 'revoke'] as const;
type Action = (typeof ACTIONS)[number];
/**
 * Architecture 5 with ADR 0012, written out independently of the code: pass 1|3|6 → 5 (6: overturn a
 * machine rejection), reject 1|3|2 → 4 (2: overturn a machine pass), revoke 4|5 → 3.
 */
const EXPECTED: Record<Action, Partial<Record<number, number>>> = {
  pass: { 1: 5, 3: 5, 6: 5 },
  reject: { 1: 4, 2: 4, 3: 4 },
  revoke: { 4: 3, 5: 3 },
};
const OPERATION_ACTION: Record<ReviewTargetName, Record<Action, string>> = {
  post: { pass: 'post.pass', reject: 'post.reject', revoke: 'post.revoke' },
  video: { pass: 'video.pass', reject: 'video.reject', revoke: 'video.revoke' },
};

const build = async (target: ReviewTargetName, state: number, deleted = false) => {
  const overrides = { state, deletedAt: deleted ? new Date() : null };
  return (target === 'post' ? await buildPost(t.db, authorId, overrides) : await buildVideo(t.db, authorId, overrides)).id;
};
const decide = (target: ReviewTargetName, action: Action, payload: unknown, url = REVIEW_PATHS[target][action]) =>
  t.request({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

const TABLE = (['post', 'video'] as const).flatMap((target) =>
  [1, 2, 3, 4, 5, 6].flatMap((state) => ACTIONS.map((action) => ({ target, state, action, to: EXPECTED[action][state] }))),
);

describe('the review state machine', () => {
  it.each(TABLE)('$target in state $state, $action → $to', async ({ target, state, action, to }) => {
    const id = await build(target, state);
    const response = await decide(target, action, [id]);
    expect(response.statusCode).toBe(200);
    const logs = await logRowsFor(t.db, target, [id]);
    if (to === undefined) {
      expect(response.json()).toEqual({ done: [], skipped: [{ id, reason: MSG.wrongState, state: String(state) }] });
      expect(await reviewStateOf(t.db, target, id)).toBe(state);
      expect(logs).toEqual([]);
      return;
    }
    expect(response.json()).toEqual({ done: [id], skipped: [] });
    expect(await reviewStateOf(t.db, target, id)).toBe(to);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: OPERATION_ACTION[target][action],
      operator_name: 'admin',
      target_id: String(id),
      before: { state: String(state) },
      after: { state: String(to) },
    });
  });

  it.each(['post', 'video'] as const)('names the operator who decided a %s that is skipped', async (target) => {
    const id = await build(target, 3);
    const machine = await build(target, 2);
    expect((await decide(target, 'pass', [id])).json()).toEqual({ done: [id], skipped: [] });
    const again = (await decide(target, 'pass', [machine, id])).json();
    expect(again.done).toEqual([]);
    expect(again.skipped).toEqual([
      { id: machine, reason: MSG.wrongState, state: '2' },
      { id, reason: MSG.wrongState, state: '5', decidedBy: 'admin', decidedAt: expect.any(Number) },
    ]);
    expect(Math.abs(again.skipped[1].decidedAt - Date.now())).toBeLessThan(60_000);
  });

  it('answers a mixed batch per id in the order given, counting duplicate ids once', async () => {
    const [a, b, c] = [await build('post', 3), await build('post', 2), await build('post', 1)];
    const response = await decide('post', 'pass', [c, b, a, c, a, c]);
    expect(response.json()).toEqual({ done: [c, a], skipped: [{ id: b, reason: MSG.wrongState, state: '2' }] });
    expect(await logRowsFor(t.db, 'post', [a, b, c])).toHaveLength(2);
  });

  it.each(['post', 'video'] as const)('answers 404 naming unknown or deleted %s ids and changes nothing', async (target) => {
    const live = await build(target, 3);
    const deleted = await build(target, 3, true);
    const logsBefore = await countRows(t.db, 'operation_logs');
    const response = await decide(target, 'pass', [live, 99_999_999, deleted]);
    expect(response.statusCode).toBe(404);
    const noun = target === 'post' ? '动态' : '视频';
    expect(response.json()).toEqual({ code: 'not_found', message: `以下${noun}不存在或已删除：99999999, ${deleted}` });
    expect(await reviewStateOf(t.db, target, live)).toBe(3);
    expect(await reviewStateOf(t.db, target, deleted)).toBe(3);
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('reaches the video reject handler through //video/reject', async () => {
    const id = await build('video', 3);
    const response = await decide('video', 'reject', [id], '//video/reject');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: [id], skipped: [] });
    expect(await reviewStateOf(t.db, 'video', id)).toBe(4);
  });

  it.each([
    ['an empty array', []],
    ['501 ids', Array.from({ length: 501 }, (_, i) => i + 1)],
    ['an object instead of an array', { ids: [1] }],
    ['ids as strings', ['1', '2']],
    ['a zero id', [0]],
    ['a negative id', [-3]],
    ['a fractional id', [1.5]],
    ['null', null],
  ])('answers 400 in Chinese for %s and changes nothing', async (_name, payload) => {
    const id = await build('post', 3);
    const logsBefore = await countRows(t.db, 'operation_logs');
    for (const [target, action] of [['post', 'pass'], ['video', 'reject']] as const) {
      const response = await decide(target, action, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.stringContaining(BAD_IDS) });
    }
    expect(await reviewStateOf(t.db, 'post', id)).toBe(3);
    expect(await countRows(t.db, 'operation_logs')).toBe(logsBefore);
  });

  it('names the offending element of an id list', async () => {
    const response = await decide('post', 'pass', [1, 'x']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: `第 2 项：${BAD_IDS}`, field: '1', index: 1 });
  });

  it('publishes every moderation path in the OpenAPI document', async () => {
    const paths = Object.keys((await t.request({ method: 'GET', url: '/docs/json' })).json().paths);
    const expected = [
      '/manage/messages',
      '/manage/messages/{id}',
      '/manage/messages/{id}/top',
      '/manage/messages/{id}/untop',
      '/manage/messages/pass',
      '/manage/messages/reject',
      '/manage/messages/revocation',
      '/manage/messages/comments',
      '/manage/delete',
      '/manage/videos',
      '/video/pass',
      '/video/reject',
      '/video/revocation',
    ];
    for (const path of expected) expect(paths).toContain(path);
  });

  it('accepts 500 ids at once', async () => {
    const ids = await Promise.all(Array.from({ length: 500 }, () => build('video', 1)));
    const response = await decide('video', 'pass', ids);
    expect(response.statusCode).toBe(200);
    expect(response.json().done).toHaveLength(500);
    expect(await logRowsFor(t.db, 'video', ids)).toHaveLength(500);
  });
});
