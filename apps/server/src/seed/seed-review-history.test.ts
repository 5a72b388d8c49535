import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { queryRows } from '../db/client.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { verifyAuditChain } from '../modules/oplog/audit-chain.ts';
import { DEMO_REVIEWERS } from './review-history.ts';
import { seedDemoData, type SeedSummary } from './seed-demo-data.ts';

const NOW = new Date('2026-11-21T06:30:00.000Z');
const DAY = 86_400_000;
let db: TestDatabase;
let summary: SeedSummary;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db.db, query);
  if (row === undefined) throw new Error('no row');
  return row;
}

/** Each decision log row and each fact, matched on what both say; what is left over on either side. */
const UNMATCHED = sql`with logs as (
    select split_part(action, '.', 1) as target, split_part(action, '.', 2) as action, target_id::bigint as id, created_at,
           operator_id, operator_name, (before ->> 'state')::int as from_state, (after ->> 'state')::int as to_state
    from operation_logs where action in ('post.pass', 'post.reject', 'post.revoke', 'video.pass', 'video.reject', 'video.revoke')
  ), facts as (
    select case target_kind when 1 then 'post' else 'video' end as target, action, target_id as id, decided_at as created_at,
           operator_id, operator_name, from_state::int, to_state::int
    from review_decisions
  )
  select (select count(*) from (select * from logs except all select * from facts) x)::int as logs_only,
         (select count(*) from (select * from facts except all select * from logs) x)::int as facts_only,
         (select count(*) from logs)::int as logs`;

beforeAll(async () => {
  db = await createTestDatabase();
  summary = await seedDemoData((db.owner ?? db).db, { scale: 0.05, now: NOW });
});
afterAll(() => db.close());

describe('the demo history of review decisions (审核效率)', () => {
  it('writes one operation-log row and one fact per decision, saying the same', async () => {
    expect(summary.review_decisions).toBeGreaterThan(30);
    const counts = await one<{ logs_only: number; facts_only: number; logs: number }>(UNMATCHED);
    expect(counts).toEqual({ logs_only: 0, facts_only: 0, logs: summary.review_decisions });
    expect((await verifyAuditChain(db.db)).ok).toBe(true);
  });

  it('ends every item a person decided in the state, time and operator of its last decision', async () => {
    const wrong = await one<{ decided: number; wrong: number; undecided_with_facts: number }>(sql`
      with items as (
        select 1 as kind, id, state, reviewed_at, reviewed_by from posts union all select 2, id, state, reviewed_at, reviewed_by from videos
      ), last as (
        select distinct on (target_kind, target_id) target_kind, target_id, to_state, decided_at, operator_id
        from review_decisions order by target_kind, target_id, decided_at desc, id desc
      )
      select (select count(*) from items where state in (4, 5))::int as decided,
             (select count(*) from items i left join last l on l.target_kind = i.kind and l.target_id = i.id
               where i.state in (4, 5) and (l.target_id is null or l.to_state <> i.state or l.decided_at <> i.reviewed_at
                 or l.operator_id is distinct from i.reviewed_by))::int as wrong,
             (select count(*) from last l join items i on i.kind = l.target_kind and i.id = l.target_id where i.state not in (4, 5))::int as undecided_with_facts`);
    expect(wrong.decided).toBeGreaterThan(30);
    expect(wrong).toMatchObject({ wrong: 0, undecided_with_facts: 0 });
  });

  it('spreads the last weeks over several operators, overturns some machine decisions, and times most decisions', async () => {
    const since = new Date(NOW.getTime() - 21 * DAY).toISOString();
    const recent = await queryRows<{ operator_name: string }>(
      db.db,
      sql`select distinct operator_name from review_decisions where decided_at >= ${since}::timestamptz and operator_id is not null`,
    );
    expect(recent.length).toBeGreaterThanOrEqual(3);
    const row = await one<{ overturned: number; timed: number; decided: number; bad_shown: number; future: number }>(sql`
      select count(*) filter (where from_state in (2, 6))::int as overturned, count(shown_at)::int as timed, count(*)::int as decided,
             count(*) filter (where shown_at > decided_at or shown_at < decided_at - interval '10 minutes')::int as bad_shown,
             count(*) filter (where decided_at > ${NOW.toISOString()}::timestamptz)::int as future
      from review_decisions`);
    expect(row.overturned).toBeGreaterThan(0);
    expect(row.timed).toBeGreaterThan(row.decided * 0.8);
    expect(row).toMatchObject({ bad_shown: 0, future: 0 });
  });

  it('creates the demo reviewers as disabled moderators no password opens', async () => {
    const accounts = await queryRows<{ username: string; role: string; disabled: boolean; password_hash: string }>(
      db.db,
      sql`select username, role, disabled_at is not null as disabled, password_hash from operators order by username`,
    );
    expect(accounts.map((a) => a.username)).toEqual(DEMO_REVIEWERS.map((r) => r.username).sort());
    for (const account of accounts) {
      expect(account).toMatchObject({ role: 'moderator', disabled: true });
      expect(await verifyPassword('', account.password_hash)).toBe(false);
      expect(await verifyPassword('!', account.password_hash)).toBe(false);
    }
  });

  it('replaces the facts with the content on a second seed, and keeps the accounts', async () => {
    const again = await seedDemoData((db.owner ?? db).db, { scale: 0.05, now: NOW, seed: 7, replaceExisting: true });
    const facts = await one<{ n: number }>(sql`select count(*)::int as n from review_decisions`);
    expect(facts.n).toBe(again.review_decisions);
    const accounts = await one<{ n: number }>(sql`select count(*)::int as n from operators`);
    expect(accounts.n).toBe(DEMO_REVIEWERS.length);
  });
});
