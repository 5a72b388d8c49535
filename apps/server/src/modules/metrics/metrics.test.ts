import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../test/factories.ts';
import { createTestApp, loginAs, TEST_INGEST_TOKEN, testConfig, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { startMetricsListener } from './metrics-listener.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let scraped: FastifyInstance;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  scraped = await buildApp({ config: { ...testConfig, metricsToken: METRICS_TOKEN }, db: t.db, ...(t.pool ? { pool: t.pool } : {}) });
  authorId = (await buildUser(t.db)).id;
});
afterAll(async () => {
  await scraped.close();
  await t.close();
});

/** One sample's value in an exposition text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const response = await scraped.inject({ method: 'GET', url: API.metrics, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('probes', () => {
  it('/livez answers 200 without touching anything; /readyz is ready with every migration applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: API.livez });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: API.readyz });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
  });

  it('/readyz is 503 not_ready while the newest migration is not applied (an instance ahead of its database)', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.ownerDb.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest?.id ?? 0}`);
    try {
      const ready = await t.app.inject({ method: 'GET', url: API.readyz });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'pending' });
      expect((await t.app.inject({ method: 'GET', url: API.livez })).statusCode).toBe(200);
    } finally {
      await t.ownerDb.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest?.id ?? 0}, ${newest?.hash ?? ''}, ${newest?.created_at ?? '0'}::bigint)`);
    }
    expect((await t.app.inject({ method: 'GET', url: API.readyz })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('a sensible X-Request-Id is taken and echoed, on success and on errors alike', async () => {
    const ok = await t.request({ method: 'GET', url: API.workbench, headers: { 'x-request-id': 'app-7f3a.91:2' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe('app-7f3a.91:2');
    const denied = await t.app.inject({ method: 'GET', url: API.workbench, headers: { 'x-request-id': 'trace-401' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['x-request-id']).toBe('trace-401');
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/path', headers: { 'x-request-id': 'trace-404' } });
    expect(missing.headers['x-request-id']).toBe('trace-404');
  });

  it('without one, or with one that could forge a log line or is too long, each request gets a new UUID', async () => {
    const ids = new Set<string>();
    for (const given of [undefined, 'two words', 'line\u2028break', 'x'.repeat(129), '<script>']) {
      const response = await t.request({ method: 'GET', url: API.workbench, headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = String(response.headers['x-request-id']);
      expect(id, String(given)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(5);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('refuses every other credential with 401 {code, message}: none, a wrong token, the ingestion token, an operator session', async () => {
    const cookie = t.auth.cookie;
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: `Bearer ${TEST_INGEST_TOKEN}` }, { cookie }]) {
      const response = await scraped.inject({ method: 'GET', url: API.metrics, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
      expect(response.body).not.toContain('ops_http_requests_total');
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.metrics, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(404);
  });

  it('counts requests per route pattern and status, with a latency histogram, and the process figures', async () => {
    const cookie = await loginAs(scraped, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const before = await scrape();
    const series = 'ops_http_requests_total{method="GET",route="/manage/users/:id",status="200"}';
    const was = sample(before, series) ?? 0;
    for (let i = 0; i < 3; i += 1) {
      expect((await scraped.inject({ method: 'GET', url: API.user(authorId), headers: { cookie } })).statusCode).toBe(200);
    }
    await scraped.inject({ method: 'GET', url: '/no/such/path' });
    const after = await scrape();
    expect(sample(after, series)).toBe(was + 3);
    expect(after).not.toContain(`route="/manage/users/${authorId}"`);
    expect(sample(after, 'ops_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'ops_http_request_duration_seconds_count{method="GET",route="/manage/users/:id"}')).toBeGreaterThanOrEqual(3);
    expect(after).toContain('ops_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/manage/users/:id"}');
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
    // PostgreSQL: the pool's connections (PGlite has no pool).
    if (t.pool) expect(sample(after, 'ops_db_pool_connections{pool="primary",state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(after).not.toContain('ops_db_pool_connections{');
  });

  it('reports the machine-review backlog and the undelivered decision events from their counters', async () => {
    const waiting = await buildPost(t.db, authorId, { state: 1 });
    const before = await scrape();
    const [counts] = await queryRows<{ posts: number }>(t.db, sql`select count(*)::int as posts from posts where state = 1 and deleted_at is null`);
    expect(sample(before, 'ops_screening_backlog_items{kind="post"}')).toBe(counts?.posts);
    expect(sample(before, 'ops_rollup_lag_seconds')).toBeGreaterThanOrEqual(0);

    const pending = sample(before, 'ops_outbox_backlog_events{status="pending"}') ?? 0;
    const decided = await buildPost(t.db, authorId);
    expect((await t.request({ method: 'POST', url: API.messagesPass, payload: [decided.id] })).statusCode).toBe(200);
    await t.db.execute(sql`update posts set deleted_at = now() where id = ${waiting.id}`);
    const after = await scrape();
    expect(sample(after, 'ops_outbox_backlog_events{status="pending"}')).toBe(pending + 1);
    expect(sample(after, 'ops_screening_backlog_items{kind="post"}')).toBe((counts?.posts ?? 0) - 1);
  });
});

describe('METRICS_PORT: the loopback-only listener', () => {
  it('serves /metrics without a token on 127.0.0.1 and nothing else', async () => {
    const listener = await startMetricsListener(scraped.metrics, 0);
    try {
      const address = listener.address();
      if (address === null || typeof address === 'string') throw new Error('no address');
      expect(address.address).toBe('127.0.0.1');
      const metrics = await fetch(`http://127.0.0.1:${address.port}${API.metrics}`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('ops_screening_backlog_items');
      expect((await fetch(`http://127.0.0.1:${address.port}${API.users}`)).status).toBe(404);
    } finally {
      listener.close();
    }
  });
});
