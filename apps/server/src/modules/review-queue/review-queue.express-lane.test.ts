import { API } from '@ops/contracts/paths';
import type { MessageListItem } from '@ops/contracts/posts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, createScratchDatabase, lockWaiters, ON_POSTGRES, waitForLockWaiters, type ScratchDatabase } from '../../../test/scratch-postgres.ts';
import { loginAs, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openPostgres, queryRows } from '../../db/client.ts';
import { insertOperator } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';

/**
 * The express lane (ADR 0025, PostgreSQL only): decisions waiting for the log's chain head hold every
 * connection of the app's main pool, as they do when commits stall; a colleague's claim in 领取模式, and the
 * session lookup in front of it, still answer at once instead of queueing behind them.
 */
const MAIN_POOL = 4;
const PASSWORD = 'express-lane-pass';

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let blocker: pg.Client;
/** Reads pg_stat_activity outside any transaction (inside one, PostgreSQL answers the same snapshot every time). */
let monitor: pg.Client;
let app: FastifyInstance;
let pending: number[] = [];

beforeAll(async () => {
  if (!ON_POSTGRES) return;
  scratch = await createScratchDatabase('ops_lane');
  handle = openPostgres(scratch.url, MAIN_POOL);
  app = await buildApp({ config: testConfig, db: handle.db });
  const passwordHash = await hashPassword(PASSWORD);
  for (const username of ['decider', 'claimer']) await insertOperator(handle.db, { username, displayName: username, passwordHash, role: 'moderator' });
  await handle.db.execute(sql`insert into users (mobile, nickname) values ('13900000001', '作者')`);
  await handle.db.execute(sql`
    insert into posts (user_id, text, medias, state, created_at)
    select (select min(id) from users), '待审 ' || g, '[]'::jsonb, 3, timestamptz '2026-10-01 08:00:00+08' + g * interval '1 second'
    from generate_series(1, 30) g`);
  pending = (await queryRows<{ id: string }>(handle.db, sql`select id::text from posts order by created_at, id`)).map((row) => Number(row.id));
  blocker = await connectClient(scratch.url);
  monitor = await connectClient(scratch.url);
});
afterAll(async () => {
  if (!ON_POSTGRES) return;
  await blocker.end();
  await monitor.end();
  await app.close();
  await handle.close();
  await scratch.drop();
});

describe.skipIf(!ON_POSTGRES)('the express lane', () => {
  it('answers a claim while decisions waiting for the log hold every connection of the main pool', { timeout: 60_000 }, async () => {
    const decider = await loginAs(app, 'decider', PASSWORD);
    const claimer = await loginAs(app, 'claimer', PASSWORD);
    // The chain head locked, as a decision committing slowly holds it: every decision's log insert waits behind it.
    await blocker.query('begin');
    await blocker.query('select * from operation_log_chain for update');
    // `.then` sends each request now (an injected request starts when it is awaited).
    const decisions = pending.slice(20, 20 + MAIN_POOL + 2).map((id) =>
      app.inject({ method: 'POST', url: API.messagesPass, payload: [id], headers: { cookie: decider } }).then((response) => response),
    );
    await waitForLockWaiters(monitor, scratch.name, MAIN_POOL);

    const claim = await app.inject({ method: 'POST', url: API.messagesClaim, payload: { count: 10 }, headers: { cookie: claimer } });
    // Still held: the claim did not wait for the decisions to finish.
    expect(await lockWaiters(monitor, scratch.name)).toHaveLength(MAIN_POOL);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<{ items: MessageListItem[] }>().items.map((item) => item.id)).toEqual(pending.slice(0, 10));

    await blocker.query('commit');
    for (const decision of await Promise.all(decisions)) expect(decision.statusCode, decision.body).toBe(200);
    // Every decision went through once the head was free: none was lost to the wait.
    const [decided] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from posts where state <> 3`);
    expect(decided?.n).toBe(MAIN_POOL + 2);
  });
});
