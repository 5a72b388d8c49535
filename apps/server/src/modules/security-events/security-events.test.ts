import { API } from '@ops/contracts/paths';
import type { SecurityEventList } from '@ops/contracts/security-events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOperator, countRows, securityEventRows } from '../../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { verifyAuditChain } from '../oplog/audit-chain.ts';
import { pruneSecurityEvents } from './security-events.service.ts';

let t: TestApp;
let auditorCookie = '';
let moderatorCookie = '';
beforeAll(async () => {
  t = await createTestApp();
  await buildOperator(t.db, 'sec_auditor', 'auditor-secret-1', 'auditor');
  await buildOperator(t.db, 'sec_moderator', 'moderator-secret-1', 'moderator');
  auditorCookie = await loginAs(t.app, 'sec_auditor', 'auditor-secret-1');
  moderatorCookie = await loginAs(t.app, 'sec_moderator', 'moderator-secret-1');
});
afterAll(() => t.close());

const HOSTILE_NAME = `admin' OR '1'='1 <img src=x onerror=alert(1)>`;

function failedLogin(username: string, ip: string) {
  return t.app.inject({ method: 'POST', url: API.login, payload: { username, password: 'not-the-password' }, remoteAddress: ip });
}

async function page(query: Record<string, string | number>, cookie = t.auth.cookie): Promise<SecurityEventList> {
  const response = await t.app.inject({ method: 'GET', url: API.securityEvents, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('failed logins are security events, not operation-log rows', () => {
  it('a failed login under a made-up name adds no log row (the chain is unchanged) and one security event with the name as data', async () => {
    const logs = await countRows(t.db, 'operation_logs');
    const response = await failedLogin(HOSTILE_NAME, '203.0.113.7');
    expect(response.statusCode).toBe(401);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
    const [event] = (await securityEventRows(t.db, 'login_failed')).filter((row) => row.ip === '203.0.113.7');
    expect(event).toMatchObject({ name: HOSTILE_NAME.slice(0, 64), operator_id: null, detail: '用户名或密码错误' });
  });

  it('the longest name a login takes (64 characters) is kept whole; a longer one is refused (400) and records nothing', async () => {
    expect((await failedLogin('长'.repeat(64), '203.0.113.8')).statusCode).toBe(401);
    const [event] = (await securityEventRows(t.db, 'login_failed')).filter((row) => row.ip === '203.0.113.8');
    expect(event?.name).toBe('长'.repeat(64));
    const events = await countRows(t.db, 'security_events');
    expect((await failedLogin('长'.repeat(65), '203.0.113.8')).statusCode).toBe(400);
    expect(await countRows(t.db, 'security_events')).toBe(events);
  });
});

describe('GET /system/security-events', () => {
  it('lists them newest first for whoever reads every operator’s log, with filters by kind, name and IP', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.2']) expect((await failedLogin('sec_auditor', ip)).statusCode).toBe(401);
    const all = await page({ name: 'sec_auditor' }, auditorCookie);
    expect(all.counts).toBe(3);
    expect(all.items.map((row) => row.ip)).toEqual(['198.51.100.2', '198.51.100.2', '198.51.100.1']);
    expect(all.items[0]).toMatchObject({ kind: 'login_failed', name: 'sec_auditor' });
    expect(all.items[0]?.operatorId).toEqual(expect.any(Number));
    expect((await page({ ip: '198.51.100.2' })).counts).toBe(2);
    expect((await page({ kind: 'login_throttled', name: 'sec_auditor' })).counts).toBe(0);
    const paged = await page({ name: 'sec_auditor', page: 2, pagesize: 2 });
    expect(paged).toMatchObject({ counts: 3, pages: 2, page: 2 });
    expect(paged.items.map((row) => row.ip)).toEqual(['198.51.100.1']);
  });

  it('a date range that holds none → empty; a bad kind → 400 in Chinese; a moderator → 403', async () => {
    expect((await page({ sd: 0, ed: 1000 })).counts).toBe(0);
    const bad = await t.request({ method: 'GET', url: `${API.securityEvents}?kind=nonsense` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_request' });
    const moderator = await t.app.inject({ method: 'GET', url: API.securityEvents, headers: { cookie: moderatorCookie } });
    expect(moderator.statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('drops events older than SECURITY_EVENTS_RETENTION_DAYS and keeps the rest', async () => {
    await t.db.execute(sql`insert into security_events (occurred_at, kind, name, ip, detail) values
      (now() - interval '91 days', 'login_failed', 'retention-old', '192.0.2.1', ''),
      (now() - interval '89 days', 'login_failed', 'retention-new', '192.0.2.1', '')`);
    expect(await pruneSecurityEvents(t.db, 90)).toBeGreaterThanOrEqual(1);
    const names = (await securityEventRows(t.db)).map((row) => row.name);
    expect(names).not.toContain('retention-old');
    expect(names).toContain('retention-new');
  });
});
