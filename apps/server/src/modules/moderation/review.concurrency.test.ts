import { MSG } from '@ops/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../db/schema/operators.ts';
import { buildPost, buildUser, buildVideo, logRowsFor, REVIEW_PATHS, reviewStateOf, type ReviewTargetName } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { applyReviewDecision } from './review.service.ts';

/**
 * Meaningful on PostgreSQL (CI runs every server test there too): the requests run on separate
 * pool connections and really contend for the row locks. On PGlite they serialise.
 */
let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const build = async (target: ReviewTargetName, state: number) =>
  (target === 'post' ? await buildPost(t.db, authorId, { state }) : await buildVideo(t.db, authorId, { state })).id;
const decide = (target: ReviewTargetName, action: 'pass' | 'reject', ids: number[]) =>
  t.request({ method: 'POST', url: REVIEW_PATHS[target][action], payload: ids });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A deterministic shuffle, so every request locks the ids given in a different order. */
function shuffled(ids: number[], seed: number): number[] {
  const copy = [...ids];
  let x = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = x % (i + 1);
    [copy[i], copy[j]] = [copy[j] as number, copy[i] as number];
  }
  return copy;
}

describe('concurrent review decisions', () => {
  it.each(['post', 'video'] as const)('let exactly one of simultaneous passes and rejects win each %s', async (target) => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => build(target, 3)));
    const actions = ['pass', 'reject', 'pass', 'reject', 'pass', 'reject'] as const;
    const responses = await Promise.all(actions.map((action, i) => decide(target, action, shuffled(ids, i + 1))));
    expect(responses.map((r) => r.statusCode)).toEqual(actions.map(() => 200));

    const winner = new Map<number, 'pass' | 'reject'>();
    responses.forEach((response, i) => {
      const body = response.json() as { done: number[]; skipped: { id: number; reason: string }[] };
      expect(body.done.length + body.skipped.length).toBe(ids.length);
      for (const skipped of body.skipped) expect(skipped.reason).toBe(MSG.wrongState);
      for (const id of body.done) {
        expect(winner.has(id), `id ${id} decided twice`).toBe(false);
        winner.set(id, actions[i] ?? 'pass');
      }
    });
    expect([...winner.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await reviewStateOf(t.db, target, id)).toBe(winner.get(id) === 'pass' ? 5 : 4);

    const logs = await logRowsFor(t.db, target, ids);
    expect(logs).toHaveLength(ids.length);
    for (const log of logs) {
      const id = Number(log.target_id);
      expect(log.action).toBe(`${target}.${winner.get(id)}`);
      expect(log.before).toEqual({ state: '3' });
    }
  });

  it('re-reads an item another operator decided while this call waited on its lock, and skips it naming them', async () => {
    const [other] = await t.db
      .insert(operators)
      .values({ username: 'auditor2', displayName: '审核员二', passwordHash: 'x' })
      .returning({ id: operators.id });
    if (!other) throw new Error('operator insert returned no row');
    const id = await build('post', 3);
    let settled = false;
    let pending: Promise<{ statusCode: number; json(): unknown }> | undefined;
    await t.db.transaction(async (tx) => {
      await applyReviewDecision(tx, 'post', [id], 'pass', { operatorId: other.id, operatorName: 'auditor2', ip: '127.0.0.1' });
      pending = decide('post', 'reject', [id]).then((response) => {
        settled = true;
        return response;
      });
      await sleep(300);
      // Still waiting for this transaction's row lock (PostgreSQL) or for the connection (PGlite).
      expect(settled).toBe(false);
    });
    const response = await pending;
    expect(response?.statusCode).toBe(200);
    expect(response?.json()).toEqual({
      done: [],
      skipped: [{ id, reason: MSG.wrongState, state: '5', decidedBy: 'auditor2', decidedAt: expect.any(Number) }],
    });
    expect(await reviewStateOf(t.db, 'post', id)).toBe(5);
    const logs = await logRowsFor(t.db, 'post', [id]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'post.pass', operator_name: 'auditor2' });
  });
});
