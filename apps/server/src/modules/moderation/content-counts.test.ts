import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, buildVideo } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { dayStart } from '../../lib/shanghai-day.ts';
import { planRange, splitWholeMonths } from '../../lib/range-plan.ts';

const DAY = 86_400_000;
const BASE = dayStart('2026-10-01').getTime();
/** The property's items and ranges start here: 40 days across the ends of September and October. */
const SPAN_START = dayStart('2026-09-27').getTime();

let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

/** Instants on and around Shanghai midnights of 40 days (two month ends among them), and in between. */
const instant = fc.oneof(
  fc.record({ day: fc.integer({ min: 0, max: 39 }), shift: fc.constantFrom(0, -1, 1, -1000) }).map(({ day, shift }) => SPAN_START + day * DAY + shift),
  fc.record({ day: fc.constantFrom(4, 5, 34, 35), shift: fc.constantFrom(0, -1, 1) }).map(({ day, shift }) => SPAN_START + day * DAY + shift),
  fc.integer({ min: SPAN_START - DAY, max: SPAN_START + 40 * DAY }),
);

const item = fc.record({
  video: fc.boolean(),
  state: fc.integer({ min: 1, max: 6 }),
  createdAt: instant,
  reports: fc.constantFrom(0, 0, 1, 3),
  deleted: fc.boolean(),
});

async function directCounts(table: 'posts' | 'videos', from: number, before: number, reportedOnly: boolean) {
  return queryRows<{ state: number; n: number }>(
    t.db,
    sql`select state::int as state, count(*)::int as n from ${sql.raw(table)}
        where deleted_at is null and created_at >= ${new Date(from).toISOString()}::timestamptz and created_at < ${new Date(before).toISOString()}::timestamptz
        ${reportedOnly ? sql`and report_count > 0` : sql``} group by state`,
  );
}

describe('list totals from the counters', () => {
  it('equal a direct count for any range, filter and history of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 25 }), instant, instant, fc.boolean(), fc.constantFrom('both', 'from', 'to', 'none'), async (items, a, b, reportedOnly, bounds) => {
        const ids: { video: boolean; id: number }[] = [];
        for (const spec of items) {
          const values = { state: spec.state, createdAt: new Date(spec.createdAt), reportCount: spec.reports };
          const row = spec.video ? await buildVideo(t.db, authorId, values) : await buildPost(t.db, authorId, values);
          ids.push({ video: spec.video, id: row.id });
        }
        // Changes through the API and straight in the database: both must keep the counters exact.
        const posts = ids.filter((x) => !x.video).map((x) => x.id);
        if (posts.length > 0) await t.request({ method: 'POST', url: API.messagesPass, payload: posts.slice(0, 3) });
        const doomed = items.flatMap((spec, i) => (spec.deleted && !spec.video ? [ids[i]?.id ?? 0] : []));
        if (doomed.length > 0) await t.request({ method: 'DELETE', url: API.messagesDelete, payload: doomed });
        await t.db.execute(sql`update videos set report_count = report_count + 1, state = 4 where id = ${ids.find((x) => x.video)?.id ?? 0}`);

        const [from, to] = a <= b ? [a, b] : [b, a];
        for (const [path, table] of [[API.messages, 'posts'], [API.videos, 'videos']] as const) {
          const sd = bounds === 'both' || bounds === 'from' ? from : -1;
          const ed = bounds === 'both' || bounds === 'to' ? to : -1;
          const query: Record<string, string> = { sd: String(sd), ed: String(ed), state: 'all', page: '1', pagesize: '10' };
          if (reportedOnly && table === 'posts') query.type = '1';
          const answer = (await t.request({ method: 'GET', url: path, query })).json() as { counts: number; totals: { code: string; value: number }[] };
          const direct = await directCounts(table, sd === -1 ? 0 : sd, ed === -1 ? Date.parse('3000-01-01T00:00:00Z') : ed + 1, reportedOnly && table === 'posts');
          const inState = (s: number) => direct.find((row) => row.state === s)?.n ?? 0;
          const every = [1, 2, 3, 4, 5, 6].reduce((sum, state) => sum + inState(state), 0);
          expect(answer.totals.map((tab) => [tab.code, tab.value])).toEqual([
            ['all', every],
            ['3', inState(3)],
            ['5', inState(5)],
            ['4', inState(4)],
            ['machine', inState(2) + inState(6)],
            ['1', inState(1)],
          ]);
          expect(answer.counts).toBe(every);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('planRange', () => {
  it('reads whole days from the counters and the partial ends from the table', () => {
    const from = new Date(BASE + 3_600_000);
    const before = new Date(BASE + 3 * DAY + 60_000);
    expect(planRange(from, before)).toEqual({
      whole: { from: '2026-10-02', to: '2026-10-03' },
      exact: [
        { start: from, end: new Date(BASE + DAY) },
        { start: new Date(BASE + 3 * DAY), end: before },
      ],
    });
    expect(planRange(new Date(BASE), new Date(BASE + DAY))).toEqual({ whole: { from: '2026-10-01', to: '2026-10-01' }, exact: [] });
    expect(planRange(new Date(BASE + 10), new Date(BASE + 20))).toEqual({ whole: null, exact: [{ start: new Date(BASE + 10), end: new Date(BASE + 20) }] });
    expect(planRange(undefined, undefined)).toEqual({ whole: { from: null, to: null }, exact: [] });
  });
});

describe('splitWholeMonths', () => {
  it('reads whole months from the month counters and the days beside them from the day counters', () => {
    expect(splitWholeMonths(null, null)).toEqual({ months: { from: null, to: null }, days: [] });
    expect(splitWholeMonths('2026-09-01', '2026-10-31')).toEqual({ months: { from: '2026-09-01', to: '2026-10-01' }, days: [] });
    expect(splitWholeMonths('2026-09-15', '2026-11-03')).toEqual({
      months: { from: '2026-10-01', to: '2026-10-01' },
      days: [
        { from: '2026-09-15', to: '2026-09-30' },
        { from: '2026-11-01', to: '2026-11-03' },
      ],
    });
    expect(splitWholeMonths(null, '2026-02-27')).toEqual({ months: { from: null, to: '2026-01-01' }, days: [{ from: '2026-02-01', to: '2026-02-27' }] });
    expect(splitWholeMonths(null, '2026-02-28')).toEqual({ months: { from: null, to: '2026-02-01' }, days: [] });
    expect(splitWholeMonths('2024-02-29', null)).toEqual({ months: { from: '2024-03-01', to: null }, days: [{ from: '2024-02-29', to: '2024-02-29' }] });
    expect(splitWholeMonths('2026-10-03', '2026-10-20')).toEqual({ months: null, days: [{ from: '2026-10-03', to: '2026-10-20' }] });
    expect(splitWholeMonths('2026-10-31', '2026-11-01')).toEqual({ months: null, days: [{ from: '2026-10-31', to: '2026-11-01' }] });
  });
});
