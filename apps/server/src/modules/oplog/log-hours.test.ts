import { API } from '@ops/contracts/paths';
import type { LogList } from '@ops/contracts/oplog';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { planHours } from '../../lib/range-plan.ts';

/**
 * 操作日志 filtered by time alone (migration 0033): whole hours from `operation_log_hours`, part-hours counted. The
 * total equals a direct count for random ranges over log rows written at random instants of three days, hour
 * edges and Shanghai midnights included, and so does a range with an operator or operation beside it (the
 * per-day counts).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Three days of log rows, starting at an hour edge two days back (the trigger keys rows by their own time). */
const SPAN_START = Math.floor(Date.now() / HOUR) * HOUR - 2 * 24 * HOUR;
const SPAN = 3 * 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // On and beside hour edges, and anywhere; inserted through the log's triggers (chain and counts), a few per statement.
  const instants = fc.sample(
    fc.oneof(
      fc.record({ hour: fc.integer({ min: 0, max: 71 }), shift: fc.constantFrom(0, -1, 1) }).map(({ hour, shift }) => SPAN_START + hour * HOUR + shift),
      fc.integer({ min: SPAN_START, max: SPAN_START + SPAN - 1 }),
    ),
    { numRuns: 300, seed: 17 },
  );
  for (let i = 0; i < instants.length; i += 25) {
    const rows = instants.slice(i, i + 25).map(
      (at, j) => sql`(${j % 2 === 0 ? 'ops_li' : '机审'}, '', ${new Date(at).toISOString()}::timestamptz, ${j % 3 === 0 ? 'user.freeze' : 'post.pass'}, ${j % 3 === 0 ? '冻结用户' : '审核通过'}, '', 'user', '1', '{}'::jsonb, '{}'::jsonb)`,
    );
    await t.db.execute(
      sql`insert into operation_logs (operator_name, ip, created_at, action, content, description, target_type, target_id, before, after) values ${sql.join(rows, sql`, `)}`,
    );
  }
});
afterAll(() => t.close());

async function total(query: Record<string, string>): Promise<number> {
  const response = await t.request({ method: 'GET', url: API.logs, query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as LogList).counts;
}

async function counted(sd: number, ed: number, name?: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from operation_logs where true
        ${name ? sql`and operator_name = ${name}` : sql``}
        ${sd === -1 ? sql`` : sql`and created_at >= ${new Date(sd).toISOString()}::timestamptz`}
        ${ed === -1 ? sql`` : sql`and created_at <= ${new Date(ed).toISOString()}::timestamptz`}`,
  );
  return row?.n ?? -1;
}

const bound = fc.oneof(
  fc.constant(-1),
  fc.record({ hour: fc.integer({ min: -2, max: 74 }), shift: fc.constantFrom(0, -1, 1, 30 * MINUTE) }).map(({ hour, shift }) => SPAN_START + hour * HOUR + shift),
  fc.integer({ min: SPAN_START - HOUR, max: SPAN_START + SPAN + HOUR }),
);

describe('log totals over a time range', () => {
  it('equal a direct count, with or without an operator beside the range', async () => {
    await fc.assert(
      fc.asyncProperty(bound, bound, fc.boolean(), async (a, b, byOperator) => {
        const [sd, ed] = a !== -1 && b !== -1 && b < a ? [b, a] : [a, b];
        const query = { sd: String(sd), ed: String(ed), ...(byOperator ? { name: '机审' } : {}) };
        expect(await total(query), JSON.stringify(query)).toBe(await counted(sd, ed, byOperator ? '机审' : undefined));
      }),
      { numRuns: 120 },
    );
  });
});

describe('planHours', () => {
  it('reads whole hours from the hourly counts and counts the part-hours at the ends', () => {
    const edge = Date.UTC(2026, 9, 1, 8);
    const from = new Date(edge + 10 * MINUTE);
    const before = new Date(edge + 3 * HOUR + MINUTE);
    expect(planHours(from, before)).toEqual({
      whole: { from: new Date(edge + HOUR), to: new Date(edge + 3 * HOUR) },
      exact: [
        { start: from, end: new Date(edge + HOUR) },
        { start: new Date(edge + 3 * HOUR), end: before },
      ],
    });
    expect(planHours(new Date(edge), new Date(edge + HOUR))).toEqual({ whole: { from: new Date(edge), to: new Date(edge + HOUR) }, exact: [] });
    expect(planHours(new Date(edge + 1), new Date(edge + HOUR + 1))).toEqual({ whole: null, exact: [{ start: new Date(edge + 1), end: new Date(edge + HOUR + 1) }] });
    expect(planHours(new Date(edge + 5), new Date(edge + 5))).toEqual({ whole: null, exact: [] });
    expect(planHours(undefined, new Date(edge + 1))).toEqual({ whole: { from: null, to: new Date(edge) }, exact: [{ start: new Date(edge), end: new Date(edge + 1) }] });
    expect(planHours(new Date(edge - 1), undefined)).toEqual({ whole: { from: new Date(edge), to: null }, exact: [{ start: new Date(edge - 1), end: new Date(edge) }] });
  });
});
