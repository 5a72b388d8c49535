import { API } from '@ops/contracts/paths';
import type { MessageListItem } from '@ops/contracts/posts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, ON_POSTGRES, type ScratchDatabase } from '../../../test/scratch-postgres.ts';
import { loginAs, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openPostgres, queryRows } from '../../db/client.ts';
import { insertOperator } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';

/**
 * 领取模式 under real concurrency (PostgreSQL only): three app instances with their own connection
 * pools on one database, twenty operators claiming ten items at once from a queue of 1,000, then
 * claiming and deciding until the queue is empty while five of them have walked away. No item is ever
 * held by two operators (every claim answer and the lease table, sampled throughout), none is lost,
 * and the leases of those who walked away go to the others once expired.
 */
const QUEUE = 1_000;
const OPERATORS = 20;
const WALKED_AWAY = 5;
const PAGE = 10;
const PASSWORD = 'queue-concurrency-pass';

let scratch: ScratchDatabase;
let direct: DatabaseHandle;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const operators: { id: number; name: string; app: FastifyInstance; cookie: string }[] = [];
let pending: number[] = [];

beforeAll(async () => {
  if (!ON_POSTGRES) return;
  scratch = await createScratchDatabase('ops_queue');
  direct = openPostgres(scratch.url, 3);
  for (let i = 0; i < 3; i += 1) {
    const handle = openPostgres(scratch.url, 8);
    handles.push(handle);
    apps.push(await buildApp({ config: testConfig, db: handle.db }));
  }
  const passwordHash = await hashPassword(PASSWORD);
  for (let i = 0; i < OPERATORS; i += 1) {
    const name = `claimer_${String(i).padStart(2, '0')}`;
    const operator = await insertOperator(direct.db, { username: name, displayName: name, passwordHash, role: 'moderator' });
    const app = apps[i % apps.length] as FastifyInstance;
    operators.push({ id: operator.id, name, app, cookie: await loginAs(app, name, PASSWORD) });
  }
  await direct.db.execute(sql`insert into users (mobile, nickname) values ('13900000000', '作者')`);
  // 1,000 pending posts a second apart, with decided and deleted posts in between that no claim may hand out.
  await direct.db.execute(sql`
    insert into posts (user_id, text, medias, state, created_at, deleted_at)
    select (select min(id) from users), '待审 ' || g, '[]'::jsonb,
           case when g % 7 = 3 then 5 else 3 end, timestamptz '2026-10-01 08:00:00+08' + g * interval '1 second',
           case when g % 11 = 5 then now() end
    from generate_series(1, ${Math.ceil(QUEUE * 1.3)}) g`);
  const rows = await queryRows<{ id: string }>(direct.db, sql`select id::text from posts where state = 3 and deleted_at is null order by created_at, id limit ${QUEUE}`);
  pending = rows.map((row) => Number(row.id));
  await direct.db.execute(sql`update posts set state = 5 where state = 3 and deleted_at is null and id <> all(${`{${pending.join(',')}}`}::bigint[])`);
});
afterAll(async () => {
  if (!ON_POSTGRES) return;
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await direct.close();
  await scratch.drop();
});

type Operator = (typeof operators)[number];

async function claim(operator: Operator): Promise<MessageListItem[]> {
  const response = await operator.app.inject({ method: 'POST', url: API.messagesClaim, payload: { count: PAGE }, headers: { cookie: operator.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<{ items: MessageListItem[] }>().items;
  for (const item of items) expect(item.heldBy?.operatorId, `item ${item.id} in ${operator.name}'s answer`).toBe(operator.id);
  return items;
}

async function decide(operator: Operator, action: 'pass' | 'reject', ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const url = action === 'pass' ? API.messagesPass : API.messagesReject;
  const response = await operator.app.inject({ method: 'POST', url, payload: ids, headers: { cookie: operator.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  // Every item was the caller's alone: none decided by someone else first, none held by another.
  expect(response.json()).toEqual({ done: ids, skipped: [] });
}

/** Who holds what, as every claim answer and every sample of the lease table saw it: one holder per item, ever. */
class Holders {
  private readonly holder = new Map<number, number>();
  readonly violations: string[] = [];

  saw(itemId: number, operatorId: number, where: string): void {
    const known = this.holder.get(itemId);
    if (known === undefined) this.holder.set(itemId, operatorId);
    else if (known !== operatorId) this.violations.push(`item ${itemId}: operator ${known}, then ${operatorId} (${where})`);
  }

  of(itemId: number): number | undefined {
    return this.holder.get(itemId);
  }
}

/** Samples the unexpired leases every few milliseconds until stopped. */
function sampleLeases(holders: Holders): { stop(): Promise<number> } {
  let running = true;
  let samples = 0;
  const loop = (async () => {
    while (running) {
      const rows = await queryRows<{ target_id: string; operator_id: number }>(
        direct.db,
        sql`select target_id::text, operator_id from review_leases where target_kind = 1 and expires_at > now()`,
      );
      for (const row of rows) holders.saw(Number(row.target_id), row.operator_id, 'review_leases');
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

describe.skipIf(!ON_POSTGRES)('twenty operators in 领取模式 at once', () => {
  it('never hand one item to two, lose none, and reclaim the expired leases of those who walked away', { timeout: 240_000 }, async () => {
    expect(pending).toHaveLength(QUEUE);

    // All twenty claim a page at the same moment: 200 different items of the queue (claimers running at once
    // skip each other's candidates, so an older item may be left for the next claim: none is lost, see below).
    const first = new Holders();
    const answers = await Promise.all(operators.map((operator) => claim(operator)));
    answers.forEach((items, i) => {
      expect(items, operators[i]?.name).toHaveLength(PAGE);
      for (const item of items) first.saw(item.id, operators[i]?.id ?? 0, `first claim of ${operators[i]?.name}`);
    });
    expect(first.violations).toEqual([]);
    const firstIds = new Set(answers.flat().map((item) => item.id));
    expect(firstIds.size).toBe(OPERATORS * PAGE);
    expect([...firstIds].every((id) => pending.includes(id))).toBe(true);

    // Five walk away; their leases run out.
    const away = operators.slice(0, WALKED_AWAY);
    const active = operators.slice(WALKED_AWAY);
    const abandoned = answers.slice(0, WALKED_AWAY).flat().map((item) => item.id);
    await direct.db.execute(sql`update review_leases set expires_at = now() - interval '1 second' where operator_id = any(${`{${away.map((o) => o.id).join(',')}}`}::int[])`);

    // The others claim and decide until the queue is empty, deciding between one item and a whole page each time.
    const holders = new Holders();
    answers.slice(WALKED_AWAY).forEach((items, i) => items.forEach((item) => holders.saw(item.id, active[i]?.id ?? 0, 'first claim')));
    const decidedBy = new Map<number, number>();
    const sampler = sampleLeases(holders);
    let claims = 0;
    await Promise.all(
      active.map(async (operator, i) => {
        for (let round = 0; ; round += 1) {
          const items = await claim(operator);
          claims += 1;
          for (const item of items) holders.saw(item.id, operator.id, `claim ${round} of ${operator.name}`);
          if (items.length === 0) return;
          const ids = items.slice(0, 1 + ((round + i) % PAGE)).map((item) => item.id);
          for (const id of ids) decidedBy.set(id, operator.id);
          await decide(operator, (round + i) % 2 === 0 ? 'pass' : 'reject', ids);
        }
      }),
    );
    const samples = await sampler.stop();
    expect(holders.violations).toEqual([]);
    expect(samples).toBeGreaterThan(5);
    expect(claims).toBeGreaterThan(QUEUE / PAGE);

    // None lost: every item of the queue was decided once, by the operator who held it.
    expect([...decidedBy.keys()].sort((a, b) => a - b)).toEqual(pending);
    for (const [id, operatorId] of decidedBy) expect(holders.of(id), `item ${id}`).toBe(operatorId);
    const states = await queryRows<{ state: number; n: number }>(
      direct.db,
      sql`select state::int as state, count(*)::int as n from posts where id = any(${`{${pending.join(',')}}`}::bigint[]) group by state order by state`,
    );
    expect(states.every((row) => row.state === 4 || row.state === 5)).toBe(true);
    expect(states.reduce((sum, row) => sum + row.n, 0)).toBe(QUEUE);
    const logged = await queryRows<{ target_id: string; operator_id: number }>(
      direct.db,
      sql`select target_id::text, operator_id from operation_logs where target_type = 'post' and action in ('post.pass', 'post.reject')`,
    );
    expect(logged).toHaveLength(QUEUE);
    for (const row of logged) expect(row.operator_id).toBe(decidedBy.get(Number(row.target_id)));

    // The abandoned items went to the others; those who walked away hold nothing and get nothing back.
    for (const id of abandoned) expect(away.map((o) => o.id)).not.toContain(decidedBy.get(id));
    for (const operator of away) expect(await claim(operator)).toEqual([]);
    const [left] = await queryRows<{ n: number }>(direct.db, sql`select count(*)::int as n from review_leases`);
    expect(left?.n).toBe(0);
  });
});
