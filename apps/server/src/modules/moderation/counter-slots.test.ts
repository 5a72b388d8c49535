import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { foldPastCounterSlots } from './counter-slots.repository.ts';

/**
 * The list counters split over slots (migration 0034, ADR 0028): writers in different transactions add to
 * different rows of one key, the lists sum them, and the fold leaves one row per key of the days before yesterday
 * and the months before the last, without changing a total; today's rows are left to their writers.
 */
let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const DAY = 86_400_000;

interface Totals {
  counts: number;
  totals: { code: string; value: number }[];
}

async function listTotals(): Promise<Totals> {
  const answer = (await t.request({ method: 'GET', url: API.messages, query: { state: 'all', page: '1', pagesize: '10' } })).json() as Totals;
  return { counts: answer.counts, totals: answer.totals };
}

async function rowsPerKey(table: 'content_counts' | 'content_month_counts', period: 'day' | 'month', past: boolean) {
  const today = sql`(now() at time zone 'Asia/Shanghai')::date`;
  return queryRows<{ key: string; rows: number; nonzero_slots: number }>(
    t.db,
    sql`select concat_ws('/', kind, ${sql.raw(period)}, state, reported) as key, count(*)::int as rows, count(*) filter (where slot <> 0)::int as nonzero_slots
        from ${sql.raw(table)} where kind = 1 and ${past ? sql`${sql.raw(period)} < ${today} - 62` : sql`${sql.raw(period)} >= ${today} - 1`}
        group by 1 order by 1`,
  );
}

describe('list counter slots', () => {
  it('spread concurrent writers over rows that the totals sum, and fold past days into one row per key', async () => {
    const longAgo = Date.now() - 90 * DAY;
    // Each post in its own transaction, so in the slot of its own transaction id: 40 ids cover several slots.
    for (let i = 0; i < 40; i += 1) {
      await buildPost(t.db, authorId, { state: 1 + (i % 3), createdAt: new Date(i % 2 === 0 ? longAgo : Date.now() - 60_000) });
    }
    const before = await listTotals();
    const spread = await rowsPerKey('content_counts', 'day', true);
    expect(spread.some((key) => key.rows > 1)).toBe(true);

    expect(await foldPastCounterSlots(t.db)).toBeGreaterThan(0);
    expect(await listTotals()).toEqual(before);
    for (const [table, period] of [['content_counts', 'day'], ['content_month_counts', 'month']] as const) {
      const folded = await rowsPerKey(table, period, true);
      expect(folded.length).toBeGreaterThan(0);
      expect(folded.every((key) => key.rows === 1 && key.nonzero_slots === 0)).toBe(true);
    }
    // Today's rows stay spread over their writers' slots.
    expect((await rowsPerKey('content_counts', 'day', false)).some((key) => key.nonzero_slots > 0)).toBe(true);

    // A decision on an old post after the fold adds to a slot again; the next fold takes it in, totals exact throughout.
    const [old] = await queryRows<{ id: number }>(t.db, sql`select id::int as id from posts where state = 3 and created_at < now() - interval '60 days' limit 1`);
    const passed = await t.request({ method: 'POST', url: API.messagesPass, payload: [old?.id ?? 0] });
    expect(passed.statusCode).toBe(200);
    const afterDecision = await listTotals();
    expect(afterDecision.totals.find((tab) => tab.code === '3')?.value).toBe((before.totals.find((tab) => tab.code === '3')?.value ?? 0) - 1);
    await foldPastCounterSlots(t.db);
    expect(await listTotals()).toEqual(afterDecision);
    expect((await rowsPerKey('content_counts', 'day', true)).every((key) => key.rows === 1)).toBe(true);
  });
});
