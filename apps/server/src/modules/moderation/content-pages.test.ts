import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const authorId = (await buildUser(t.db)).id;
  const base = Date.parse('2026-10-01T00:00:00Z');
  // Ties on created_at across states, so the id must break them the same way on every page.
  for (let i = 0; i < 40; i += 1) {
    await buildPost(t.db, authorId, { state: [3, 4, 5, 2, 1, 6][i % 6], createdAt: new Date(base + Math.floor(i / 3) * 60_000), likeCount: i % 7 });
  }
});
afterAll(() => t.close());

async function walk(query: Record<string, string>, pagesize: number): Promise<number[]> {
  const seen: number[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const answer = (await t.request({ method: 'GET', url: API.messages, query: { ...query, page: String(page), pagesize: String(pagesize) } })).json() as { items: { id: number }[] };
    if (answer.items.length === 0) break;
    seen.push(...answer.items.map((item) => item.id));
  }
  return seen;
}

const expected = async (where: string, order: string) =>
  (await queryRows<{ id: string }>(t.db, sql.raw(`select id from posts where deleted_at is null ${where} order by ${order}`))).map((row) => Number(row.id));

describe('list pages', () => {
  it.each([3, 7, 10])('walk the 全部 tab (every state) and the 机审 tab (2 and 6 merged) in one consistent order, %i a page', async (pagesize) => {
    expect(await walk({ state: 'all' }, pagesize)).toEqual(await expected('', 'created_at desc, id desc'));
    expect(await walk({ state: 'machine' }, pagesize)).toEqual(await expected('and state in (2, 6)', 'created_at desc, id desc'));
  });

  it('walk tab 3 oldest first and the management list by likes', async () => {
    expect(await walk({ state: '3' }, 4)).toEqual(await expected('and state = 3', 'created_at asc, id asc'));
    expect(await walk({ sortProp: 'likeCount', sortOrder: 'ascending' }, 6)).toEqual(await expected('', 'like_count asc, id asc'));
  });
});

describe('a page and its totals', () => {
  it('carry the same totals whether the page has rows (one statement) or lies past the end (counted on their own)', async () => {
    const [direct] = await queryRows<{ all: number; pending: number }>(
      t.db,
      sql`select count(*)::int as all, (count(*) filter (where state = 3))::int as pending from posts where deleted_at is null`,
    );
    for (const [url, page] of [[API.messages, '1'], [API.messages, '999'], [API.videos, '1']] as const) {
      const answer = (await t.request({ method: 'GET', url, query: { state: '3', page, pagesize: '10' } })).json() as { counts: number; items: unknown[]; totals: { code: string; value: number }[] };
      if (url === API.videos) {
        expect(answer.counts, 'videos').toBe(0);
        continue;
      }
      expect(answer.items.length, page).toBe(page === '1' ? Math.min(10, direct?.pending ?? 0) : 0);
      expect(answer.counts, page).toBe(direct?.pending);
      expect(answer.totals.find((tab) => tab.code === 'all')?.value, page).toBe(direct?.all);
    }
  });
});
