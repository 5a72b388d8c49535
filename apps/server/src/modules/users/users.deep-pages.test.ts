import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;

/** Users with uneven gaps between ids, so the blocks of 1,024 ids hold very different numbers of users. */
async function insertUsers(ids: string): Promise<void> {
  await t.db.execute(sql.raw(`insert into users (id, mobile, nickname) select id, '13800000000', '深页' || id from (${ids}) ids(id)`));
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUsers('select g from generate_series(1, 1500) g');
  await insertUsers('select g from generate_series(5000, 9000, 3) g');
  await insertUsers('select g * 7 from generate_series(2000, 2300) g');
});
afterAll(() => t.close());

async function userCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
  return row?.n ?? 0;
}

async function pageIds(query: Record<string, string>): Promise<number[]> {
  const response = await t.request({ method: 'GET', url: API.users, query });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { id: number }[] }).items.map((item) => item.id);
}

async function expectedIds(order: 'asc' | 'desc', offset: number, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(t.db, sql.raw(`select id from users order by id ${order} offset ${offset} limit ${limit}`));
  return rows.map((row) => Number(row.id));
}

describe('deep pages of the whole user list (page jumps through the id blocks)', () => {
  it('shows exactly the rows of an offset walk on every deep page, newest or oldest first', async () => {
    const n = await userCount();
    for (const pagesize of [20, 37]) {
      for (const [sortOrder, order] of [['descending', 'desc'], ['ascending', 'asc']] as const) {
        for (let page = 1; (page - 1) * pagesize < n + pagesize; page += 11) {
          const expected = await expectedIds(order, (page - 1) * pagesize, pagesize);
          const query = { page: String(page), pagesize: String(pagesize), sortProp: 'id', sortOrder };
          expect(await pageIds(query), `${sortOrder} page ${page} of ${pagesize}`).toEqual(expected);
        }
      }
    }
  });

  it('keeps the blocks exact through inserts, deletes and id changes', async () => {
    await t.db.execute(sql`delete from users where id between 1200 and 1400`);
    await t.db.execute(sql`update users set id = id + 100000 where id between 6000 and 6100`);
    await insertUsers('select g from generate_series(20000, 20500) g');
    const blocks = await queryRows<{ block: string; n: string; actual: string }>(
      t.db,
      sql`select b.block, b.n, (select count(*) from users where id >> 10 = b.block) as actual from user_id_blocks b`,
    );
    for (const block of blocks) expect(Number(block.n), `block ${block.block}`).toBe(Number(block.actual));
    const n = await userCount();
    for (const page of [60, 100, Math.ceil(n / 20)]) {
      expect(await pageIds({ page: String(page), pagesize: '20' }), `page ${page}`).toEqual(await expectedIds('desc', (page - 1) * 20, 20));
    }
  });
});
