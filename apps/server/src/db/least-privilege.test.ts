import { randomBytes, randomUUID } from 'node:crypto';
import { API } from '@ops/contracts/paths';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../test/factories.ts';
import { appPost, appUser } from '../../test/intake-support.ts';
import { loginAs, TEST_INGEST_TOKEN, testConfig } from '../../test/test-app.ts';
import { databaseUrlOn, runAdminStatement } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { ensureInitialOperator } from '../modules/auth/initial-operator.ts';
import { verifyAuditChain } from '../modules/oplog/audit-chain.ts';
import { refreshStatistics } from '../modules/statistics/rollup.service.ts';
import { type DatabaseHandle, openPostgres, queryRows } from './client.ts';
import { migrateDatabase, roleOf, tablesOwnedByCurrentRole } from './least-privilege.ts';

/**
 * Issue 18, on a real PostgreSQL server: the owner migrates (MIGRATION_DATABASE_URL) and the server runs
 * as a role of its own, with exactly the rights it needs; the database-owner attacks on the log fail for it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'pg' && adminUrl !== undefined;

const name = `ops_lp_${randomBytes(5).toString('hex')}`;
const role = `ops_app_${randomBytes(4).toString('hex')}`;
let app: DatabaseHandle;
let server: FastifyInstance;
let cookie = '';

function urlAs(user: string): string {
  const url = new URL(databaseUrlOn(adminUrl ?? '', name));
  url.username = user;
  url.password = '';
  return url.toString();
}

beforeAll(async () => {
  if (!onPostgres) return;
  await runAdminStatement(adminUrl, `create database ${name}`);
  await runAdminStatement(adminUrl, `create role ${role} login`);
  app = openPostgres(urlAs(role), 4);
  await migrateDatabase(app, { databaseUrl: urlAs(role), migrationDatabaseUrl: databaseUrlOn(adminUrl, name) });
  await ensureInitialOperator(app.db, { demoMode: true, adminPassword: undefined });
  server = await buildApp({ config: testConfig, db: app.db });
  cookie = await loginAs(server, 'admin', 'admin123');
});
afterAll(async () => {
  if (!onPostgres) return;
  await server.close();
  await app.close();
  await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
  await runAdminStatement(adminUrl, `drop role if exists ${role}`);
});

const refusal = (statement: SQL) =>
  app.db.execute(statement).then(
    () => 'allowed',
    (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
  );

describe.runIf(onPostgres)('the server as a role of its own (issue 18, PostgreSQL)', () => {
  it('owns no table, and migrating as the owner gave it what the product needs: login, a decision, intake, a statistics refresh with new partitions', async () => {
    expect(roleOf(urlAs(role))).toBe(role);
    expect(await tablesOwnedByCurrentRole(app.db)).toBe(0);
    const userId = (await buildUser(app.db)).id;
    const post = await buildPost(app.db, userId, { state: 3 });
    expect((await server.inject({ method: 'POST', url: API.messagesPass, payload: [post.id], headers: { cookie } })).statusCode).toBe(200);
    const author = appUser();
    const intake = await server.inject({ method: 'POST', url: API.ingestUsers, headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` }, payload: { users: [author] } });
    expect(intake.statusCode).toBe(200);
    const posts = await server.inject({ method: 'POST', url: API.ingestPosts, headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` }, payload: { posts: [appPost(author.id)] } });
    expect(posts.statusCode).toBe(200);
    const events = await server.inject({
      method: 'POST',
      url: API.ingestEvents,
      headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` },
      payload: { events: [{ eventId: randomUUID(), userId, type: 'like', at: Date.now() - 60_000 }] },
    });
    expect(events.statusCode).toBe(200);
    await refreshStatistics(app.db);
    expect((await server.inject({ method: 'GET', url: API.readyz })).statusCode).toBe(200);
    expect(await verifyAuditChain(app.db)).toMatchObject({ ok: true, broken: null });
  });

  it('cannot change or remove log rows or seals, move the chain head, switch off the guards, or replicate around them', async () => {
    expect(await refusal(sql`update operation_logs set description = 'x'`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from operation_logs`)).toMatch(/permission denied/);
    expect(await refusal(sql`truncate operation_logs`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from operation_log_seals`)).toMatch(/permission denied/);
    expect(await refusal(sql`update operation_log_chain set head_seq = 0`)).toMatch(/permission denied/);
    expect(await refusal(sql`alter table operation_logs disable trigger user`)).toMatch(/must be owner/);
    expect(await refusal(sql`set session_replication_role = replica`)).toMatch(/permission denied/);
    expect(await refusal(sql`select ops_grant_app_rights(current_user)`)).toMatch(/permission denied/);
    expect(await refusal(sql`select ops_drop_event_partition('operation_logs')`)).toMatch(/not an event partition name/);
    const [rows] = await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from operation_logs`);
    expect(rows?.n).toBeGreaterThan(0);
  });
});
