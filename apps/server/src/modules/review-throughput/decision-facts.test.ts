import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, buildPost, buildUser, buildVideo, REVIEW_PATHS, type ReviewTargetName } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { logHeadSeq, recordDecisionFactsFromLog } from './decision-facts.repository.ts';

let t: TestApp;
let cookie = '';

interface Fact {
  decided_at: string;
  operator_id: number | null;
  operator_name: string;
  target_kind: number;
  target_id: string;
  action: string;
  from_state: number;
  to_state: number;
  item_created_at: string;
}

/** Every fact row but its id and shown_at (which the log does not know), in decision order. */
function facts(): Promise<Fact[]> {
  return queryRows<Fact>(
    t.db,
    sql`select decided_at::text, operator_id, operator_name, target_kind::int, target_id::text, action, from_state::int, to_state::int, item_created_at::text
        from review_decisions order by decided_at, id`,
  );
}

async function decide(target: ReviewTargetName, action: 'pass' | 'reject' | 'revoke', ids: number[], as = cookie) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${REVIEW_PATHS[target][action]}?shownAt=${Date.now() - 5000}`,
    headers: { cookie: as, origin: 'http://localhost', host: 'localhost' },
    payload: ids,
  });
  expect(response.json()).toMatchObject({ done: ids });
}

beforeAll(async () => {
  t = await createTestApp();
  const author = (await buildUser(t.db)).id;
  await buildOperator(t.db, 'facts_mod', 'facts-pass-1', 'moderator');
  const moderator = await loginAs(t.app, 'facts_mod', 'facts-pass-1');
  cookie = t.auth.cookie;
  const post = (state: number) => buildPost(t.db, author, { state, createdAt: new Date(Date.now() - state * 3_600_000) }).then((row) => row.id);
  const video = (state: number) => buildVideo(t.db, author, { state }).then((row) => row.id);
  const [p3, p2, p6, p1] = [await post(3), await post(2), await post(6), await post(1)];
  const [v3, v6] = [await video(3), await video(6)];
  await decide('post', 'pass', [p3, p1]);
  await decide('post', 'reject', [p2], moderator);
  await decide('post', 'pass', [p6], moderator);
  await decide('post', 'revoke', [p3]);
  await decide('post', 'reject', [p3], moderator);
  await decide('video', 'reject', [v3]);
  await decide('video', 'pass', [v6], moderator);
  await decide('video', 'revoke', [v6]);
});
afterAll(() => t.close());

describe('the review facts rebuilt from the operation log (migration 0019 backfill, demo seed, benchmark)', () => {
  it('rebuilds exactly the rows the decisions wrote, but for shown_at', async () => {
    const written = await facts();
    expect(written.map((row) => `${row.target_kind} ${row.action} ${row.from_state}→${row.to_state}`)).toEqual([
      '1 pass 3→5',
      '1 pass 1→5',
      '1 reject 2→4',
      '1 pass 6→5',
      '1 revoke 5→3',
      '1 reject 3→4',
      '2 reject 3→4',
      '2 pass 6→5',
      '2 revoke 5→3',
    ]);
    const [shown] = await queryRows<{ n: number }>(t.db, sql`select count(shown_at)::int as n from review_decisions`);
    expect(shown?.n).toBe(9);

    await t.db.execute(sql`delete from review_decisions`);
    expect(await recordDecisionFactsFromLog(t.db, { afterSeq: 0, throughSeq: null })).toBe(9);
    expect(await facts()).toEqual(written);
    const [unknown] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from review_decisions where shown_at is null`);
    expect(unknown?.n).toBe(9);
  });

  it('takes only the stretch of the log it is given', async () => {
    const head = await logHeadSeq(t.db);
    await t.db.execute(sql`delete from review_decisions`);
    expect(await recordDecisionFactsFromLog(t.db, { afterSeq: head, throughSeq: null })).toBe(0);
    const rows = await queryRows<{ seq: string }>(t.db, sql`select chain_seq::text as seq from operation_logs where action = 'video.revoke'`);
    const revokeSeq = Number(rows[0]?.seq);
    expect(await recordDecisionFactsFromLog(t.db, { afterSeq: revokeSeq - 1, throughSeq: revokeSeq })).toBe(1);
    expect((await facts()).map((row) => [row.action, row.from_state, row.to_state])).toEqual([['revoke', 5, 3]]);
  });

  it('skips log rows whose item no longer exists or that name no review state, and every other action', async () => {
    const author = (await buildUser(t.db)).id;
    const head = await logHeadSeq(t.db);
    const gone = (await buildPost(t.db, author)).id;
    await decide('post', 'pass', [gone]);
    await t.db.execute(sql`delete from posts where id = ${gone}`);
    const kept = (await buildPost(t.db, author)).id;
    await t.db.execute(sql`insert into operation_logs (operator_name, action, content, target_type, target_id, before, after) values
      ('legacy', 'post.pass', '动态审核通过', 'post', 'abc', '{"state":"3"}', '{"state":"5"}'),
      ('legacy', 'post.pass', '动态审核通过', 'post', ${String(kept)}, '{}', '{"state":"5"}'),
      ('legacy', 'post.top', '置顶动态', 'post', ${String(kept)}, '{"state":"3"}', '{"state":"5"}'),
      ('legacy', 'post.screen_block', '动态机审拒绝', 'post', ${String(kept)}, '{"state":"1"}', '{"state":"6"}'),
      ('legacy', 'video.pass', '视频审核通过', 'video', ${String(kept + 1000)}, '{"state":"3"}', '{"state":"5"}'),
      ('legacy', 'post.reject', '动态审核拒绝', 'post', ${String(kept)}, '{"state":"3"}', '{"state":"4"}')`);
    await t.db.execute(sql`delete from review_decisions`);
    expect(await recordDecisionFactsFromLog(t.db, { afterSeq: head, throughSeq: null })).toBe(1);
    const rows = await queryRows<{ operator_id: number | null; operator_name: string; target_id: string; action: string; from_state: number; to_state: number }>(
      t.db,
      sql`select operator_id, operator_name, target_id::text, action, from_state::int, to_state::int from review_decisions`,
    );
    expect(rows).toEqual([{ operator_id: null, operator_name: 'legacy', target_id: String(kept), action: 'reject', from_state: 3, to_state: 4 }]);
  });
});
