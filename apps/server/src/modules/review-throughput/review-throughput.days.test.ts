import { API } from '@ops/contracts/paths';
import type { ReviewThroughputResponse } from '@ops/contracts/review-throughput';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { buildOperator, buildPost, buildUser, buildVideo, REVIEW_PATHS } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owlId = 0;

/** Instants written in Shanghai time. */
const at = (local: string) => new Date(`${local}+08:00`);
const DAY_20 = { sd: at('2026-11-20T00:00:00.000').getTime(), ed: at('2026-11-20T23:59:59.999').getTime() };
const DAY_21 = { sd: at('2026-11-21T00:00:00.000').getTime(), ed: at('2026-11-21T23:59:59.999').getTime() };

/**
 * Each fact the night owl's real decisions wrote, moved to a chosen moment: decided at, seconds from shown to
 * decided, seconds from publication to decided. The last second of the 20th and the first instant of the 21st
 * fall on different days; the medians of the range (25 s, 400 s) are not the means of the daily ones (30 s, 500 s).
 */
const PLAN = [
  { action: 'pass', decidedAt: at('2026-11-20T08:00:00.000'), shownSeconds: 30, ageSeconds: 500 },
  { action: 'pass', decidedAt: at('2026-11-20T12:00:00.000'), shownSeconds: 20, ageSeconds: 300 },
  { action: 'reject', decidedAt: at('2026-11-20T23:59:59.999'), shownSeconds: 10, ageSeconds: 100 },
  { action: 'pass', decidedAt: at('2026-11-21T00:00:00.000'), shownSeconds: 40, ageSeconds: 700 },
  { action: 'revoke', decidedAt: at('2026-11-21T00:00:00.000'), shownSeconds: 1, ageSeconds: 1 },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const author = (await buildUser(t.db)).id;
  owlId = (await buildOperator(t.db, 'night_owl', 'night-owl-pass-1', 'moderator')).id;
  const cookie = await loginAs(t.app, 'night_owl', 'night-owl-pass-1');
  const [p1, p2, p3] = [(await buildPost(t.db, author)).id, (await buildPost(t.db, author)).id, (await buildPost(t.db, author)).id];
  const v1 = (await buildVideo(t.db, author)).id;
  const calls = [
    [REVIEW_PATHS.post.pass, p1],
    [REVIEW_PATHS.post.pass, p2],
    [REVIEW_PATHS.post.reject, p3],
    [REVIEW_PATHS.video.pass, v1],
    [REVIEW_PATHS.video.revoke, v1],
  ] as const;
  for (const [url, id] of calls) {
    const response = await t.app.inject({ method: 'POST', url: `${url}?shownAt=${Date.now() - 1000}`, headers: { cookie, origin: 'http://localhost', host: 'localhost' }, payload: [id] });
    expect(response.json()).toEqual({ done: [id], skipped: [] });
  }
  const facts = await queryRows<{ id: string }>(t.db, sql`select id::text as id from review_decisions where operator_id = ${owlId} order by id`);
  const factIds = facts.map((row) => Number(row.id));
  expect(factIds).toHaveLength(PLAN.length);
  for (const [index, step] of PLAN.entries()) {
    const decided = step.decidedAt.getTime();
    await t.db.execute(sql`update review_decisions set action = ${step.action}, decided_at = ${new Date(decided).toISOString()}::timestamptz,
      shown_at = ${new Date(decided - step.shownSeconds * 1000).toISOString()}::timestamptz,
      item_created_at = ${new Date(decided - step.ageSeconds * 1000).toISOString()}::timestamptz where id = ${factIds[index]}`);
  }
});
afterAll(() => t.close());

async function owl(range: { sd: number; ed: number }): Promise<ReviewThroughputResponse> {
  const response = await t.request({ method: 'GET', url: `${API.reviewThroughput}?sd=${range.sd}&ed=${range.ed}&operatorId=${owlId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const figures = (decisions: number, passed: number, rejected: number, revoked: number, decision: number | null, age: number | null) => ({
  operatorId: owlId,
  operatorName: 'night_owl',
  decisions,
  passed,
  rejected,
  revoked,
  overturned: 0,
  timedDecisions: decisions,
  medianDecisionSeconds: decision,
  medianItemAgeSeconds: age,
});

describe('审核效率 days and medians', () => {
  it('puts a decision at 23:59:59.999 and one at 00:00 Shanghai time on different days; range medians over every decision', async () => {
    const body = await owl({ sd: DAY_20.sd, ed: DAY_21.ed });
    expect(body.from).toBe('2026-11-20');
    expect(body.to).toBe('2026-11-21');
    expect(body.items).toEqual([
      { time: '2026-11-20', ...figures(3, 2, 1, 0, 20, 300) },
      { time: '2026-11-21', ...figures(1, 1, 0, 1, 40, 700) },
    ]);
    expect(body.totals).toEqual([figures(4, 3, 1, 1, 25, 400)]);
  });

  it('counts the last millisecond of a day in that day only, and the first of the next in the next only', async () => {
    const first = await owl(DAY_20);
    expect(first.items).toEqual([{ time: '2026-11-20', ...figures(3, 2, 1, 0, 20, 300) }]);
    expect(first.totals).toEqual([figures(3, 2, 1, 0, 20, 300)]);
    const second = await owl(DAY_21);
    expect(second.items).toEqual([{ time: '2026-11-21', ...figures(1, 1, 0, 1, 40, 700) }]);
  });

  it('treats any instant of a day as that whole day, as the statistics pages do', async () => {
    const body = await owl({ sd: at('2026-11-20T23:59:59.999').getTime(), ed: at('2026-11-21T00:00:00.000').getTime() });
    expect(body.totals).toEqual([figures(4, 3, 1, 1, 25, 400)]);
  });
});
