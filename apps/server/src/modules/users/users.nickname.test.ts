import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
const ALPHABET = ['快', '乐', '的', '小', '猫', 'A', 'a', 'b', 'B', '1', '2', '_', '%', ' ', '🐱', 'É', 'é'];

beforeAll(async () => {
  t = await createTestApp();
  const names = fc.sample(fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 8 }).map((chars) => chars.join('').trim() || '快'), {
    numRuns: 120,
    seed: 42,
  });
  const ids: number[] = [];
  for (const nickname of names) {
    ids.push((await buildUser(t.db, { nickname })).id);
  }
  // Renames in one statement (the per-gram counters follow them), and an update that leaves nicknames alone.
  const renamed = ids.filter((_, i) => i % 4 === 0);
  await t.db.execute(sql`update users set nickname = reverse(nickname) || '猫' where id = any(${`{${renamed.join(',')}}`}::bigint[])`);
  await t.db.execute(sql`update users set sex = 3 - sex where id = any(${`{${ids.slice(0, 40).join(',')}}`}::bigint[]) and sex in (1, 2)`);
  // Enough other users that rare terms go through the gram index and common ones walk the id order.
  await t.db.execute(sql`insert into users (mobile, nickname) select '13900000000', '填充用户' from generate_series(1, 500)`);
});
afterAll(() => t.close());

describe('nickname search', () => {
  it('finds exactly the users whose nickname contains the text, any case, walking the list or through the gram index', async () => {
    const term = fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 5 }).map((c) => c.join('').trim());
    await fc.assert(
      fc.asyncProperty(term, fc.constantFrom(1, 3, 100), fc.constantFrom(1, 2, 4), async (text, pagesize, page) => {
        fc.pre(text.length > 0);
        const query = { nickname: text, pagesize: String(pagesize), page: String(page) };
        const answer = (await t.request({ method: 'GET', url: API.users, query })).json() as { counts: number; items: { id: number }[] };
        const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const expected = await queryRows<{ id: string }>(t.db, sql`select id from users where nickname ilike ${pattern} order by id desc`);
        expect(answer.counts, text).toBe(expected.length);
        const offset = (page - 1) * pagesize;
        expect(answer.items.map((item) => item.id), `${text} page ${page} of ${pagesize}`).toEqual(
          expected.slice(offset, offset + pagesize).map((row) => Number(row.id)),
        );
      }),
      { numRuns: 80, seed: 7 },
    );
  });

  it('finds the users holding a long part of a real nickname (no counter: page and total in one pass)', async () => {
    const current = await queryRows<{ nickname: string }>(t.db, sql`select nickname from users where nickname <> '填充用户'`);
    const long = current.map((row) => row.nickname).filter((name) => [...name.trim()].length >= 4);
    expect(long.length).toBeGreaterThan(5);
    const part = fc.constantFrom(...long).chain((name) => {
      const chars = [...name.trim()];
      return fc.integer({ min: 0, max: chars.length - 4 }).chain((start) =>
        fc.integer({ min: start + 4, max: chars.length }).map((end) => chars.slice(start, end).join('').trim()),
      );
    });
    await fc.assert(
      fc.asyncProperty(part, fc.constantFrom(1, 2, 50), fc.constantFrom(1, 2), async (text, pagesize, page) => {
        fc.pre([...text].length >= 4);
        const query = { nickname: text, pagesize: String(pagesize), page: String(page) };
        const answer = (await t.request({ method: 'GET', url: API.users, query })).json() as { counts: number; items: { id: number }[] };
        const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const expected = await queryRows<{ id: string }>(t.db, sql`select id from users where nickname ilike ${pattern} order by id desc`);
        expect(expected.length, text).toBeGreaterThan(0);
        expect(answer.counts, text).toBe(expected.length);
        const offset = (page - 1) * pagesize;
        expect(answer.items.map((item) => item.id)).toEqual(expected.slice(offset, offset + pagesize).map((row) => Number(row.id)));
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('answers a long term afresh after every change that could alter its matches, even one that leaves every count as it was', async () => {
    const term = '勇敢的鲸鱼';
    const search = async (page = 1) => {
      const answer = (await t.request({ method: 'GET', url: API.users, query: { nickname: term, pagesize: '2', page: String(page) } })).json() as {
        counts: number;
        items: { id: number }[];
      };
      return { total: answer.counts, ids: answer.items.map((item) => item.id) };
    };
    const direct = async () => {
      const rows = await queryRows<{ id: string }>(t.db, sql`select id from users where nickname ilike ${`%${term}%`} order by id desc`);
      return rows.map((row) => Number(row.id));
    };
    const a = await buildUser(t.db, { nickname: `${term}一号` });
    const b = await buildUser(t.db, { nickname: `二号${term}` });
    const c = await buildUser(t.db, { nickname: `三号${term.toUpperCase()}` });
    expect(await search()).toEqual({ total: 3, ids: [c.id, b.id] });
    expect(await search(2)).toEqual({ total: 3, ids: [a.id] });

    // Still holds every gram of the term, so every per-gram count stays the same, but no longer the term.
    await t.db.execute(sql`update users set nickname = '勇敢的-敢的鲸-的鲸鱼' where id = ${b.id}`);
    expect(await search()).toEqual({ total: 2, ids: [c.id, a.id] });
    // Renamed into the term; a new user holding it; one removed.
    await t.db.execute(sql`update users set nickname = ${`${term}回来了`} where id = ${b.id}`);
    const d = await buildUser(t.db, { nickname: `四号${term}` });
    expect(await search()).toEqual({ total: 4, ids: [d.id, c.id] });
    await t.db.execute(sql`delete from users where id = ${c.id}`);
    expect(await search()).toEqual({ total: 3, ids: [d.id, b.id] });
    // Other changes to those users (a freeze, activity) leave the matches as they were.
    await t.db.execute(sql`update users set sex = 2, last_active_at = now() where id = any(${`{${[a.id, b.id, d.id].join(',')}}`}::bigint[])`);
    expect(await search(2)).toEqual({ total: 3, ids: [a.id] });
    expect((await search()).ids.concat((await search(2)).ids)).toEqual(await direct());
  });
});
