import { API } from '@ops/contracts/paths';
import type { WorkbenchResponse } from '@ops/contracts/workbench';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { type CountedSex, frozenUsersAt } from './frozen-count.repository.ts';
import { sweepExpiredFreezes } from './freeze-expiry.service.ts';

/**
 * 冻结中 from the counters of the hours freezes end in (migration 0032) equals a count of the users frozen at the
 * same instant: at hour edges, at an instant equal to a freeze's end, for every sex, after inserts, changes of
 * freeze or sex, and deletions; and the 冻结 list and the 工作台 tile answer it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An hour edge well away from now, so that the property's instants are free of the clock. */
const ANCHOR = Math.floor(Date.now() / HOUR) * HOUR + 48 * HOUR;

const sexCondition = (sex: CountedSex | undefined) =>
  sex === undefined ? sql`` : sex === 0 ? sql` and sex not in (1, 2)` : sql` and sex = ${sex}`;

async function fromCounters(at: Date, sex?: CountedSex): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql`select ${frozenUsersAt(sql`${at.toISOString()}::timestamptz`, sex)} as n`);
  return row?.n ?? -1;
}

async function counted(at: Date, sex?: CountedSex): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from users where frozen_until > ${at.toISOString()}::timestamptz${sexCondition(sex)}`,
  );
  return row?.n ?? -2;
}

/** A freeze's end: none, one of a few minutes around the anchor's hours (edges included), or permanent. */
const horizon = fc.oneof(
  fc.constant(null),
  fc.constant('infinity' as const),
  fc.integer({ min: -12, max: 12 }).map((quarter) => ANCHOR + quarter * 15 * MINUTE),
  fc.integer({ min: -180, max: 180 }).map((minute) => ANCHOR + minute * MINUTE + 1),
);
const storedSex = fc.constantFrom(0, 1, 2, 7);

const step = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), users: fc.array(fc.tuple(storedSex, horizon), { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('refreeze' as const), which: fc.nat(), until: horizon }),
  fc.record({ kind: fc.constant('sex' as const), which: fc.nat(), sex: storedSex }),
  fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }),
);

const asTimestamp = (until: number | 'infinity' | null) => (until === null ? null : until === 'infinity' ? 'infinity' : new Date(until).toISOString());

describe('users frozen at an instant', () => {
  it('equal a count of the users at every instant and sex, whatever was inserted, changed or deleted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.array(fc.integer({ min: -200, max: 200 }), { minLength: 1, maxLength: 4 }), async (steps, probes) => {
        const ids: number[] = [];
        const ends: number[] = [];
        for (const s of steps) {
          const target = ids.length === 0 ? undefined : ids[('which' in s ? s.which : 0) % ids.length];
          if (s.kind === 'insert') {
            const values = s.users.map(([sex, until]) => sql`(${'13800000000'}, ${'冻结计数'}, ${sex}, ${asTimestamp(until)}::timestamptz)`);
            const rows = await queryRows<{ id: string }>(t.db, sql`insert into users (mobile, nickname, sex, frozen_until) values ${sql.join(values, sql`, `)} returning id`);
            ids.push(...rows.map((row) => Number(row.id)));
            for (const [, until] of s.users) if (typeof until === 'number') ends.push(until);
          } else if (target === undefined) {
            continue;
          } else if (s.kind === 'refreeze') {
            await t.db.execute(sql`update users set frozen_until = ${asTimestamp(s.until)}::timestamptz where id = ${target}`);
            if (typeof s.until === 'number') ends.push(s.until);
          } else if (s.kind === 'sex') {
            await t.db.execute(sql`update users set sex = ${s.sex} where id = ${target}`);
          } else {
            await t.db.execute(sql`delete from users where id = ${target}`);
            ids.splice(ids.indexOf(target), 1);
          }
        }
        // Instants around the anchor, the hour edges themselves, and exactly at freezes' ends (not frozen then).
        const instants = [...probes.map((minute) => ANCHOR + minute * MINUTE), ANCHOR, ANCHOR - HOUR, ...ends.slice(0, 3)];
        for (const at of instants.map((ms) => new Date(ms))) {
          for (const sex of [undefined, 0, 1, 2] as const) expect(await fromCounters(at, sex), `${at.toISOString()} sex ${sex}`).toBe(await counted(at, sex));
        }
        await t.db.execute(sql`delete from users`);
      }),
      { numRuns: 40 },
    );
    // Every user gone: every hour's count is back at zero.
    const [left] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from user_freeze_end_counts where n <> 0`);
    expect(left?.n).toBe(0);
  });

  it('are what the 冻结 list and the 工作台 show, and a sweep clears the horizons that passed', async () => {
    const now = Date.now();
    const horizons = [now - 2 * HOUR, now - MINUTE, now + MINUTE, now + 30 * MINUTE, now + 3 * HOUR, now + 3 * 24 * HOUR];
    for (const [i, until] of horizons.entries()) await buildUser(t.db, { sex: (i % 3) as 0 | 1 | 2, frozenUntil: new Date(until) });
    await t.db.execute(sql`update users set frozen_until = 'infinity' where id = (select max(id) from users)`);
    const frozen = (await t.request({ method: 'GET', url: API.users, query: { userStatus: '2' } })).json() as { counts: number };
    expect(frozen.counts).toBe(4);
    for (const sex of [0, 1, 2] as const) {
      const answer = (await t.request({ method: 'GET', url: API.users, query: { userStatus: '2', sex: String(sex) } })).json() as { counts: number };
      expect(answer.counts, `sex ${sex}`).toBe(await counted(new Date(), sex));
    }
    const normal = (await t.request({ method: 'GET', url: API.users, query: { userStatus: '1' } })).json() as { counts: number };
    expect(normal.counts).toBe(2);
    const workbench = (await t.request({ method: 'GET', url: API.workbench })).json() as WorkbenchResponse;
    const tile = workbench.tiles.find((candidate) => candidate.key === 'frozenUsers');
    expect(tile && 'frozenNow' in tile ? tile.frozenNow : null).toBe(4);

    // Freezes recorded as ended take their users' passed horizons away; the running ones stay.
    await t.db.execute(
      sql`insert into user_freezes (user_id, freezing_time, freezing_range, reason, created_at, expires_at)
          select id, '1', '1', '1', frozen_until - interval '3 days', frozen_until from users where frozen_until is not null`,
    );
    expect(await sweepExpiredFreezes(t.db)).toBe(2);
    const [left] = await queryRows<{ passed: number; running: number }>(
      t.db,
      sql`select count(*) filter (where frozen_until <= now())::int as passed, count(*) filter (where frozen_until > now())::int as running from users`,
    );
    expect(left).toEqual({ passed: 0, running: 4 });
    const after = (await t.request({ method: 'GET', url: API.users, query: { userStatus: '2' } })).json() as { counts: number };
    expect(after.counts).toBe(4);
  });
});
