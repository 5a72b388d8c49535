import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const ids: number[] = [];
  for (const sex of [1, 2, 0, 1, 2, 2, 7, 1]) ids.push((await buildUser(t.db, { sex, frozenUntil: null })).id);
  for (const userId of ids.slice(0, 3)) {
    await t.request({ method: 'POST', url: API.freeze, payload: { userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' } });
  }
  // A freeze that has already lapsed counts as normal; a sex change moves the user between counters.
  await buildUser(t.db, { sex: 2, frozenUntil: new Date(Date.now() - 60_000) });
  await t.db.execute(sql`update users set sex = 0 where id = ${ids[7] ?? 0}`);
  await t.db.execute(sql`delete from users where id = ${(await buildUser(t.db, { sex: 1 })).id}`);
  for (const [province, city] of [['北京市', '北京市'], ['浙江省', '宁波市'], ['浙江省', '杭州市'], ['广东省', '广州市']]) {
    await buildUser(t.db, { province, city });
  }
  // A move between cities, and one in place: the per-place counters must follow both.
  await t.db.execute(sql`update users set province = '广东省', city = '深圳市' where id = ${ids[0] ?? 0}`);
  await t.db.execute(sql`update users set nickname = '改名' where id = ${ids[1] ?? 0}`);
});
afterAll(() => t.close());

async function direct(sex: string | undefined, status: string | undefined): Promise<number> {
  const sexCondition = sex === undefined ? sql`` : sex === '0' ? sql` and sex not in (1, 2)` : sql` and sex = ${Number(sex)}`;
  const statusCondition = status === undefined ? sql`` : status === '2' ? sql` and frozen_until > now()` : sql` and (frozen_until is null or frozen_until <= now())`;
  const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users where true${sexCondition}${statusCondition}`);
  return row?.n ?? 0;
}

describe('user list totals', () => {
  it('equal a direct count for every sex and status combination', async () => {
    for (const sex of [undefined, '0', '1', '2']) {
      for (const userStatus of [undefined, '1', '2']) {
        const query = { ...(sex ? { sex } : {}), ...(userStatus ? { userStatus } : {}) };
        const answer = (await t.request({ method: 'GET', url: API.users, query })).json() as { counts: number };
        expect(answer.counts, JSON.stringify(query)).toBe(await direct(sex, userStatus));
      }
    }
    expect(await direct(undefined, '2')).toBe(3);
  });

  it('equal a direct count for a place, a province or a city', async () => {
    const expectations: Record<string, string> = {
      杭州市: `city = '杭州市'`,
      浙江省: `province = '浙江省'`,
      北京市: `province = '北京市' or city = '北京市'`,
      深圳市: `city = '深圳市'`,
      拉萨市: `city = '拉萨市'`,
    };
    for (const [city, condition] of Object.entries(expectations)) {
      const answer = (await t.request({ method: 'GET', url: API.users, query: { city } })).json() as { counts: number };
      const [row] = await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from users where ${condition}`));
      expect(answer.counts, city).toBe(row?.n);
    }
  });
});
