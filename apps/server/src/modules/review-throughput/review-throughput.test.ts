import { API } from '@ops/contracts/paths';
import type { ReviewThroughputResponse, ReviewThroughputTotal } from '@ops/contracts/review-throughput';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, buildPost, buildUser, buildVideo, REVIEW_PATHS, type ReviewTargetName } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { expectedFigures, type LoggedDecision, loggedDecisions, shanghaiDay } from './expected-throughput.ts';

const PASSWORD = 'throughput-pass-1';
const HOUR = 3_600_000;

let t: TestApp;
let authorId = 0;
const cookies = { admin: '', moderator: '', analyst: '' };
const ids = { admin: 0, moderator: 0 };
/** The shownAt each decided item's call sent, per `target:id:action` (the last call wins, as a redecision would). */
const shownSent = new Map<string, number>();

type Action = 'pass' | 'reject' | 'revoke';

async function decide(cookie: string, target: ReviewTargetName, action: Action, itemIds: number[], shownAgoMs?: number) {
  const shownAt = shownAgoMs === undefined ? undefined : Date.now() - shownAgoMs;
  const url = shownAt === undefined ? REVIEW_PATHS[target][action] : `${REVIEW_PATHS[target][action]}?shownAt=${shownAt}`;
  const response = await t.app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://localhost', host: 'localhost' }, payload: itemIds });
  expect(response.statusCode, response.body).toBe(200);
  const done = (response.json() as { done: number[] }).done;
  // A shownAt ahead of the server's clock is dropped (review.repository.ts): it says nothing about the time taken.
  for (const id of done) {
    if (shownAt !== undefined && shownAt <= Date.now()) shownSent.set(`${target}:${id}:${action}`, shownAt);
    else shownSent.delete(`${target}:${id}:${action}`);
  }
  return done;
}

const item = async (target: ReviewTargetName, state: number, ageHours: number) => {
  const overrides = { state, createdAt: new Date(Date.now() - ageHours * HOUR - Math.floor(Math.random() * 60_000)) };
  return (target === 'post' ? await buildPost(t.db, authorId, overrides) : await buildVideo(t.db, authorId, overrides)).id;
};

function get(cookie: string, query = '') {
  return t.app.inject({ method: 'GET', url: `${API.reviewThroughput}${query}`, headers: { cookie } });
}

async function answer(cookie: string, query = ''): Promise<ReviewThroughputResponse> {
  const response = await get(cookie, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function shownOf(decision: LoggedDecision): number | undefined {
  return shownSent.get(`${decision.target}:${decision.id}:${decision.action}`);
}

/** Compares an answer row with the figures counted from the log; medians to the millisecond. */
function expectFigures(actual: ReviewThroughputTotal | undefined, decisions: readonly LoggedDecision[]) {
  expect(actual).toBeDefined();
  if (!actual) return;
  const expected = expectedFigures(actual.operatorName, decisions, shownOf);
  const { medianDecisionSeconds, medianItemAgeSeconds, ...counts } = expected;
  expect(actual).toMatchObject(counts);
  for (const [field, value] of [
    ['medianDecisionSeconds', medianDecisionSeconds],
    ['medianItemAgeSeconds', medianItemAgeSeconds],
  ] as const) {
    if (value === null) expect(actual[field], field).toBeNull();
    else expect(actual[field], field).toBeCloseTo(value, 2);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
  cookies.admin = t.auth.cookie;
  ids.moderator = (await buildOperator(t.db, 'tp_mod', PASSWORD, 'moderator')).id;
  await buildOperator(t.db, 'tp_analyst', PASSWORD, 'analyst');
  cookies.moderator = await loginAs(t.app, 'tp_mod', PASSWORD);
  cookies.analyst = await loginAs(t.app, 'tp_analyst', PASSWORD);
  ids.admin = await adminId();

  const posts = await Promise.all([3, 3, 3, 3, 3, 3, 2, 6, 1].map((state, i) => item('post', state, 1 + i * 5)));
  const videos = await Promise.all([3, 3, 3, 6, 2].map((state, i) => item('video', state, 2 + i * 7)));
  const [p1, p2, p3, p4, p5, p6, p7Passed, p8Blocked, p9Unscreened] = posts as [number, number, number, number, number, number, number, number, number];
  const [v1, v2, v3, v4Blocked, v5Passed] = videos as [number, number, number, number, number];

  // The administrator: a batch with one shownAt, an overturned machine pass, an untimed overturn of a machine
  // rejection, a revoke, and a shownAt from a clock running ahead (kept as unknown).
  await decide(cookies.admin, 'post', 'pass', [p1, p2], 8_000);
  await decide(cookies.admin, 'post', 'reject', [p3], 3_000);
  await decide(cookies.admin, 'post', 'reject', [p7Passed], 12_000);
  await decide(cookies.admin, 'video', 'pass', [v4Blocked]);
  await decide(cookies.admin, 'post', 'revoke', [p1], 1_000);
  await decide(cookies.admin, 'video', 'pass', [v1], 60_000);
  await decide(cookies.admin, 'video', 'reject', [v3], -60_000);
  // The moderator: an overturn each way, an unscreened item (not an overturn), a revoke and a second decision on
  // the same item, a batch, and a skipped decision (wrong state) that must not count.
  await decide(cookies.moderator, 'post', 'pass', [p4], 2_000);
  await decide(cookies.moderator, 'post', 'reject', [p5, p6], 4_000);
  await decide(cookies.moderator, 'post', 'pass', [p8Blocked], 20_000);
  await decide(cookies.moderator, 'video', 'reject', [v5Passed], 1_000);
  await decide(cookies.moderator, 'post', 'pass', [p9Unscreened]);
  await decide(cookies.moderator, 'post', 'revoke', [p4]);
  await decide(cookies.moderator, 'post', 'pass', [p4], 500);
  await decide(cookies.moderator, 'video', 'pass', [v2], 7_000);
  expect(await decide(cookies.moderator, 'post', 'pass', [p3], 100)).toEqual([]);
});
afterAll(() => t.close());

async function adminId(): Promise<number> {
  const profile = await t.request({ method: 'GET', url: API.profile });
  return (profile.json() as { id: number }).id;
}

const byOperator = (decisions: readonly LoggedDecision[], name: string) => decisions.filter((d) => d.operatorName === name);

describe('GET /manage/review-throughput: every figure against a count of the operation log', () => {
  it('answers per operator per Shanghai day and per operator over the range, for the administrator everyone', async () => {
    const body = await answer(cookies.admin);
    const decisions = await loggedDecisions(t.db);
    expect(decisions.length).toBe(17);
    const operators = [...new Set(decisions.map((d) => d.operatorName))].sort();
    expect(operators).toEqual(['admin', 'tp_mod']);
    expect(body.totals.map((row) => row.operatorName)).toEqual(operators);
    expect(body.totals.map((row) => row.operatorId)).toEqual([ids.admin, ids.moderator]);

    const days = [...new Set(decisions.map((d) => `${d.operatorName} ${shanghaiDay(Math.floor(d.atUs / 1000))}`))].sort();
    expect(body.items.map((row) => `${row.operatorName} ${row.time}`)).toEqual(days);
    for (const row of body.items) {
      expectFigures(
        row,
        decisions.filter((d) => d.operatorName === row.operatorName && shanghaiDay(Math.floor(d.atUs / 1000)) === row.time),
      );
    }
    for (const total of body.totals) expectFigures(total, byOperator(decisions, total.operatorName));
    // Spelled out once, so that the counting above is checked too. The administrator: 7 decisions (the revoked pass
    // still counts), 2 overturns, 5 timed (the untimed one and the one shown "in the future" not). The moderator:
    // 8 decisions (p4 twice), 2 overturns (the unscreened item is none), 7 timed.
    expect(body.totals[0]).toMatchObject({ decisions: 7, passed: 4, rejected: 3, revoked: 1, overturned: 2, timedDecisions: 5 });
    expect(body.totals[1]).toMatchObject({ decisions: 8, passed: 5, rejected: 3, revoked: 1, overturned: 2, timedDecisions: 7 });
  });

  it('filters by content type and by operator', async () => {
    const decisions = await loggedDecisions(t.db);
    for (const target of ['post', 'video'] as const) {
      const body = await answer(cookies.admin, `?target=${target}`);
      for (const total of body.totals) expectFigures(total, byOperator(decisions, total.operatorName).filter((d) => d.target === target));
    }
    const mine = await answer(cookies.admin, `?operatorId=${ids.moderator}`);
    expect(mine.totals.map((row) => row.operatorName)).toEqual(['tp_mod']);
    expectFigures(mine.totals[0], byOperator(decisions, 'tp_mod'));
    expect(mine.items.every((row) => row.operatorName === 'tp_mod')).toBe(true);
  });

  it('gives a moderator only their own rows, and 403 for someone else’s', async () => {
    const decisions = await loggedDecisions(t.db);
    const own = await answer(cookies.moderator);
    expect(own.totals.map((row) => row.operatorName)).toEqual(['tp_mod']);
    expect(own.items.map((row) => row.operatorName)).toEqual(own.items.map(() => 'tp_mod'));
    expectFigures(own.totals[0], byOperator(decisions, 'tp_mod'));
    expect((await answer(cookies.moderator, `?operatorId=${ids.moderator}`)).totals).toEqual(own.totals);

    const others = await get(cookies.moderator, `?operatorId=${ids.admin}`);
    expect(others.statusCode).toBe(403);
    expect(others.json()).toMatchObject({ code: 'forbidden', message: '只能查看本人的审核效率' });
  });

  it('refuses an analyst (no 审核 permission) with 403', async () => {
    const response = await get(cookies.analyst);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: '没有权限执行此操作' });
  });

  it.each([
    ['?sd=1763740800000&ed=1763654400000', '开始日期不能晚于结束日期'],
    ['?sd=abc', 'sd 必须是毫秒时间戳或 -1'],
    ['?ed=12.5', 'ed 必须是毫秒时间戳或 -1'],
    ['?operatorId=x', 'operatorId 必须是 1 到 2147483647 之间的整数'],
    ['?operatorId=0', 'operatorId 必须是 1 到 2147483647 之间的整数'],
    ['?target=image', 'target 只能为 all、post 或 video'],
    ['?sd=1700000000000&ed=1763654400000', '查询范围最多 366 天'],
  ])('%s → 400 %s', async (query, message) => {
    const response = await get(cookies.admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message });
  });

  it('answers the range asked for and an empty range with no rows', async () => {
    const body = await answer(cookies.admin, '?sd=1735660800000&ed=1735747199999');
    expect(body).toEqual({ from: '2025-01-01', to: '2025-01-01', items: [], totals: [] });
  });
});
