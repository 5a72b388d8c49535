import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Executor, orderWalkerOf, queryRows } from '../../db/client.ts';
import { buildUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { walkingTheListOrder } from './nickname-search.repository.ts';

/** The plan PostgreSQL picks for a nickname page in the id order, as text. */
async function planOf(executor: Executor): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    executor,
    sql`explain select id from users where nickname ilike '%鲸鱼%' order by id desc limit 20`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('a nickname page that walks the list order (ADR 0022)', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    for (let i = 0; i < 30; i += 1) await buildUser(handle.db, { nickname: i % 3 === 0 ? `勇敢的鲸鱼${i}` : `路人${i}` });
    await (handle.owner ?? handle).db.execute(sql`analyze users`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('walks the primary key backwards, where the app’s own connections would scan the table', async () => {
    expect(await planOf(handle.db)).toMatch(/Seq Scan|Bitmap/);
    const walked = await walkingTheListOrder(handle.db, planOf);
    expect(walked).toContain('Index Scan Backward using users_pkey');
    expect(walked).not.toMatch(/Seq Scan|Bitmap/);
    // The switches stay on the walk: the next read on the app's connections plans as before.
    expect(await planOf(handle.db)).toMatch(/Seq Scan|Bitmap/);
  });

  it('on PostgreSQL reads through the handle’s order-walking connections, one statement, no transaction', async () => {
    const walker = orderWalkerOf(handle.db);
    if (handle.driver === 'pglite') {
      expect(walker).toBeUndefined();
      return;
    }
    expect(walker).toBeDefined();
    const settings = await walkingTheListOrder(handle.db, (executor) =>
      queryRows<{ seq: string; bitmap: string; in_transaction: boolean }>(
        executor,
        sql`select current_setting('enable_seqscan') as seq, current_setting('enable_bitmapscan') as bitmap,
                   now() <> statement_timestamp() as in_transaction`,
      ),
    );
    expect(settings).toEqual([{ seq: 'off', bitmap: 'off', in_transaction: false }]);
  });
});
