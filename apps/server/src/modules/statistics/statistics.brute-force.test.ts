import { randomUUID } from 'node:crypto';
import { ACTIVITY_EVENT_TYPES, type IngestEvent } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { expectEveryFigureEqualsBruteForce, rollupSnapshot } from '../../../test/statistics-oracle.ts';
import { ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { markDaysForRebuild } from './rollup.repository.ts';
import { refreshStatistics } from './rollup.service.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';

const DAY = 86_400_000;
const WINDOW_DAYS = 40;

let t: TestApp;
const userIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // Both parities and every sex code, including one stored as 5 (counted as unknown).
  for (const sex of [1, 2, 0, 1, 2, 5, 1, 2, 0, 1, 2]) userIds.push((await buildUser(t.db, { sex })).id);
});
afterAll(() => t.close());

/** Event times: the last midnights (00:00:00.000, 23:59:59.000 and 23:59:59.999 around them) and anything in between. */
function eventTime(now: number) {
  const today = dayOf(now);
  const edge = fc
    .record({ daysAgo: fc.integer({ min: 0, max: WINDOW_DAYS }), shift: fc.constantFrom(0, -1, -1000) })
    .map(({ daysAgo, shift }) => dayStart(addDays(today, -daysAgo)).getTime() + shift);
  return fc.oneof(edge, fc.integer({ min: now - WINDOW_DAYS * DAY, max: now })).filter((at) => at <= now);
}

/**
 * One batch as the app may send it: new events in any order (days-old ones among them), replays of
 * events already sent, and what happens before it arrives: a user's sex changes, a refresh runs
 * (or two at once, as two instances would).
 */
function batchArbitrary(now: number) {
  return fc.record({
    events: fc.array(fc.record({ user: fc.nat({ max: 10 }), type: fc.constantFrom(...ACTIVITY_EVENT_TYPES), at: eventTime(now) }), {
      minLength: 1,
      maxLength: 40,
    }),
    replays: fc.nat({ max: 10 }),
    sexChange: fc.option(fc.record({ user: fc.nat({ max: 10 }), sex: fc.constantFrom(0, 1, 2) })),
    refreshBefore: fc.constantFrom('none', 'one', 'two at once'),
  });
}

describe('the incremental roll-ups equal brute force over the raw events', () => {
  it('for random streams in random arrival order with random refresh points, and a rebuild from raw equals them', async () => {
    const sent: IngestEvent[] = [];
    const now = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(batchArbitrary(now), { minLength: 1, maxLength: 6 }), async (batches) => {
        for (const batch of batches) {
          if (batch.refreshBefore === 'one') await refreshStatistics(t.db);
          if (batch.refreshBefore === 'two at once') await Promise.all([refreshStatistics(t.db), refreshStatistics(t.db)]);
          if (batch.sexChange) {
            await t.db.execute(sql`update users set sex = ${batch.sexChange.sex} where id = ${userIds[batch.sexChange.user] ?? 0}`);
          }
          const fresh = batch.events.map((d): IngestEvent => ({ eventId: randomUUID(), userId: userIds[d.user] as number, type: d.type, at: d.at }));
          const payload = [...fresh, ...sent.slice(-batch.replays), ...fresh.slice(0, 2)];
          const response = await ingest(t, payload);
          expect(response.statusCode, response.body).toBe(200);
          expect((response.json() as { inserted: number }).inserted).toBe(fresh.length);
          sent.push(...fresh);
        }
        await refreshStatistics(t.db);
        await expectEveryFigureEqualsBruteForce(t, now, WINDOW_DAYS);
      }),
      { numRuns: 12 },
    );
    const incremental = await rollupSnapshot(t.db);
    expect(incremental.stats_user_days?.length).toBeGreaterThan(0);
    expect(await markDaysForRebuild(t.db, null)).toBeGreaterThan(WINDOW_DAYS / 2);
    const rebuilt = await refreshStatistics(t.db);
    expect(rebuilt.days.length).toBeGreaterThan(WINDOW_DAYS / 2);
    expect(await rollupSnapshot(t.db)).toEqual(incremental);
  });
});
