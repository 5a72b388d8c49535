import { randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import { ACTIVITY_EVENT_TYPES, type DauResponse, type IngestEvent, type RegistrationResponse, type RetentionResponse } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { ALL_GROUP_FILTERS, getStatistics, ingest } from '../../../test/statistics-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bruteForceDau, bruteForceHours, bruteForceRegistrations, bruteForceRetention } from './brute-force.ts';
import { refreshStatistics } from './rollup.service.ts';
import { addDays, dayOf, dayStart, hourLabel, hoursOfDayUntil } from '../../lib/shanghai-day.ts';
import type { GroupFilter } from './statistics.repository.ts';

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

function groupFilter(filter: { sex?: string; oddEven?: string }): GroupFilter {
  return { ...(filter.sex ? { sex: Number(filter.sex) } : {}), ...(filter.oddEven ? { parity: Number(filter.oddEven) } : {}) };
}

/** Event times: the last midnights (00:00:00.000, 23:59:59.000 and 23:59:59.999 around them) and anything in between. */
function eventTime(now: number) {
  const today = dayOf(now);
  const edge = fc
    .record({ daysAgo: fc.integer({ min: 0, max: WINDOW_DAYS }), shift: fc.constantFrom(0, -1, -1000) })
    .map(({ daysAgo, shift }) => dayStart(addDays(today, -daysAgo)).getTime() + shift);
  return fc.oneof(edge, fc.integer({ min: now - WINDOW_DAYS * DAY, max: now })).filter((at) => at <= now);
}

function eventArbitrary(now: number) {
  return fc.record({
    user: fc.nat({ max: 10 }),
    type: fc.constantFrom(...ACTIVITY_EVENT_TYPES),
    at: eventTime(now),
  });
}

async function expectEveryFigureMatches(now: number): Promise<void> {
  const today = dayOf(now);
  const from = addDays(today, -WINDOW_DAYS);
  const range = { sd: dayStart(from).getTime(), ed: now };
  for (const filter of ALL_GROUP_FILTERS) {
    const groups = groupFilter(filter);
    const dau = await getStatistics<DauResponse>(t, API.statisticsDau, { ...range, ...filter });
    expect(dau.items, `DAU ${JSON.stringify(filter)}`).toEqual(await bruteForceDau(t.db, from, today, groups));
    const days = await getStatistics<RegistrationResponse>(t, API.statisticsDays, { ...range, ...filter });
    expect(days.items, `dayData ${JSON.stringify(filter)}`).toEqual(await bruteForceRegistrations(t.db, from, today, groups));
    const retention = await getStatistics<RetentionResponse>(t, API.statisticsRetention, { ...range, ...filter });
    expect(retention.items, `preserve ${JSON.stringify(filter)}`).toEqual(await bruteForceRetention(t.db, from, today, today, groups));
    const real = await getStatistics<DauResponse>(t, API.statisticsRealtime, filter);
    const busyHours = new Map((await bruteForceHours(t.db, today, groups)).map((row) => [row.time, row]));
    const hours = hoursOfDayUntil(today, now).map((hour) => hourLabel(hour.getTime()));
    expect(real.items.map((row) => row.time)).toEqual(hours);
    for (const row of real.items) {
      const expected = busyHours.get(row.time);
      if (expected) expect(row, `real ${row.time} ${JSON.stringify(filter)}`).toEqual(expected);
      else expect(Object.values(row).filter((value) => typeof value === 'number' && value !== 0)).toEqual([]);
    }
  }
}

describe('statistics equal brute force over the raw events', () => {
  it('for random events at day edges, with replays, for every filter', async () => {
    const sent: IngestEvent[] = [];
    const now = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary(now), { minLength: 1, maxLength: 120 }),
        fc.nat({ max: 30 }),
        fc.integer({ min: 1, max: 80 }),
        fc.option(fc.record({ user: fc.nat({ max: 10 }), sex: fc.constantFrom(0, 1, 2) })),
        async (drafts, replayCount, batchSize, sexChange) => {
          const fresh = drafts.map((d): IngestEvent => ({ eventId: randomUUID(), userId: userIds[d.user] as number, type: d.type, at: d.at }));
          const replays = sent.slice(0, replayCount);
          const batch = [...fresh, ...replays, ...fresh.slice(0, 3)];
          let inserted = 0;
          for (let start = 0; start < batch.length; start += batchSize) {
            // A user may change sex between batches: their events of one day then carry two sexes.
            if (sexChange && start > 0 && start <= batchSize) {
              await t.db.execute(sql`update users set sex = ${sexChange.sex} where id = ${userIds[sexChange.user] ?? 0}`);
            }
            const response = await ingest(t, batch.slice(start, start + batchSize));
            expect(response.statusCode, response.body).toBe(200);
            inserted += (response.json() as { inserted: number }).inserted;
          }
          expect(inserted).toBe(fresh.length);
          sent.push(...fresh);
          await refreshStatistics(t.db);
          await expectEveryFigureMatches(now);
        },
      ),
      { numRuns: 10 },
    );
  });
});
