import { randomUUID } from 'node:crypto';
import { INGEST_TOKEN_THROTTLE, type IntegrationTokenList, type IssuedIntegrationToken } from '@ops/contracts/integration-tokens';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, countRows, operationLogRows, securityEventRows } from '../../../test/factories.ts';
import { appUser } from '../../../test/intake-support.ts';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
let userId = 0;
let nextIp = 0;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const newIp = () => `198.18.0.${(nextIp += 1)}`;

async function create(name: string, scopes: string[]): Promise<IssuedIntegrationToken> {
  const response = await t.request({ method: 'POST', url: API.integrationTokens, payload: { name, scopes } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** One call of each scope with `token`: events, content (users) and the decisions feed. */
async function callAs(token: string, ip = '203.0.113.50') {
  const headers = { authorization: `Bearer ${token}` };
  const events = await t.app.inject({ method: 'POST', url: API.ingestEvents, headers, remoteAddress: ip, payload: { events: [{ eventId: randomUUID(), userId, type: 'like', at: Date.now() - 60_000 }] } });
  const content = await t.app.inject({ method: 'POST', url: API.ingestUsers, headers, remoteAddress: ip, payload: { users: [appUser()] } });
  const decisions = await t.app.inject({ method: 'GET', url: `${API.ingestDecisions}?limit=1`, headers, remoteAddress: ip });
  return { events: events.statusCode, content: content.statusCode, decisions: decisions.statusCode };
}

describe('named integration tokens (issue 18)', () => {
  it('a new token works at once within its scopes only (403 outside them), and only its hash is stored', async () => {
    const issued = await create('数据上报', ['events', 'decisions']);
    expect(issued.token).toMatch(/^ops_[A-Za-z0-9_-]{43}$/);
    expect(issued.row).toMatchObject({ name: '数据上报', prefix: issued.token.slice(0, 8), scopes: ['events', 'decisions'], createdBy: 'admin', revokedAt: null });
    expect(await callAs(issued.token)).toEqual({ events: 200, content: 403, decisions: 200 });

    const stored = await queryRows<{ row: string }>(t.db, sql`select row_to_json(i)::text as row from integration_tokens i where id = ${issued.row.id}`);
    expect(stored[0]?.row).not.toContain(issued.token.slice(8));
    const list = (await t.request({ method: 'GET', url: API.integrationTokens })).json() as IntegrationTokenList;
    expect(list.bootstrapConfigured).toBe(true);
    expect(JSON.stringify(list)).not.toContain(issued.token.slice(8));
    expect(list.items.find((row) => row.id === issued.row.id)?.lastUsedAt).toEqual(expect.any(Number));
  });

  it('rotation: the old token is refused at once, the new one works with the same name and scopes; both logged without the secret', async () => {
    const first = await create('内容接入', ['content']);
    expect((await callAs(first.token)).content).toBe(200);
    const rotated = await t.request({ method: 'POST', url: API.integrationTokenRotate(first.row.id) });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json() as IssuedIntegrationToken;
    expect(second.token).not.toBe(first.token);
    expect(second.row).toMatchObject({ id: first.row.id, name: '内容接入', scopes: ['content'] });
    expect(second.row.rotatedAt).toEqual(expect.any(Number));
    expect((await callAs(first.token, newIp())).content).toBe(401);
    expect((await callAs(second.token)).content).toBe(200);
    const logged = (await operationLogRows(t.db)).filter((row) => row.action.startsWith('integration.token'));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['integration.token_create', 'integration.token_rotate']));
    expect(JSON.stringify(logged)).not.toContain(first.token.slice(8));
    expect(JSON.stringify(logged)).not.toContain(second.token.slice(8));
  });

  it('revocation: refused at once; revoking again → 404 and no second log row; the name can be used again', async () => {
    const issued = await create('临时', ['events']);
    const revoke = () => t.request({ method: 'POST', url: API.integrationTokenRevoke(issued.row.id) });
    const [a, b] = await Promise.all([revoke(), revoke()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect((await callAs(issued.token, newIp())).events).toBe(401);
    const revocations = (await operationLogRows(t.db, 'integration.token_revoke')).filter((row) => row.target_id === String(issued.row.id));
    expect(revocations).toHaveLength(1);
    expect((await create('临时', ['events'])).row.id).not.toBe(issued.row.id);
  });

  it('bad input is refused in Chinese and changes nothing: no name, an unknown scope, no scope, a duplicate live name', async () => {
    const before = await countRows(t.db, 'integration_tokens');
    for (const payload of [{ name: '', scopes: ['events'] }, { name: 'x', scopes: ['admin'] }, { name: 'x', scopes: [] }, { name: 'x'.repeat(33), scopes: ['events'] }]) {
      const response = await t.request({ method: 'POST', url: API.integrationTokens, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    await create('重名', ['events']);
    const duplicate = await t.request({ method: 'POST', url: API.integrationTokens, payload: { name: '重名', scopes: ['content'] } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'conflict', message: '已有同名的有效令牌' });
    expect(await countRows(t.db, 'integration_tokens')).toBe(before + 1);
  });

  it('the bootstrap INGEST_TOKEN keeps every scope', async () => {
    expect(await callAs(TEST_INGEST_TOKEN)).toEqual({ events: 200, content: 200, decisions: 200 });
  });
});

describe('wrong tokens (issue 18)', () => {
  it(`are recorded on 安全事件, and after ${INGEST_TOKEN_THROTTLE.maxPerIp} from one IP every call from it gets 429, a right token too; other IPs are unaffected`, async () => {
    const ip = newIp();
    for (let i = 0; i < INGEST_TOKEN_THROTTLE.maxPerIp; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: API.ingestDecisions, headers: { authorization: `Bearer wrong-${i}` }, remoteAddress: ip });
      expect(response.statusCode).toBe(401);
    }
    const refused = (await securityEventRows(t.db, 'ingest_token_refused')).filter((row) => row.ip === ip);
    expect(refused).toHaveLength(INGEST_TOKEN_THROTTLE.maxPerIp);
    expect(JSON.stringify(refused)).not.toContain('wrong-');

    const throttled = await t.app.inject({ method: 'GET', url: API.ingestDecisions, headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` }, remoteAddress: ip });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.inject({ method: 'GET', url: API.ingestDecisions, headers: { authorization: 'Bearer again' }, remoteAddress: ip });
    expect((await securityEventRows(t.db, 'ingest_token_throttled')).filter((row) => row.ip === ip)).toHaveLength(1);

    expect((await t.app.inject({ method: 'GET', url: API.ingestDecisions, headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` }, remoteAddress: newIp() })).statusCode).toBe(200);
  });
});
