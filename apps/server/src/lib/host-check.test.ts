import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { hostNameOf } from './host-check.ts';

const MISDIRECTED = { code: 'misdirected_request', message: '请求的主机名不属于本控制台，请使用控制台的正式地址访问' };
const REBOUND = { host: 'evil.example', origin: 'http://evil.example' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('DNS rebinding: a page on evil.example re-pointed at this server (demo mode, no PUBLIC_ORIGIN)', () => {
  it('/system/info answers 421 without the demo credentials; addressed as localhost it gives them', async () => {
    const rebound = await t.app.inject({ method: 'GET', url: API.systemInfo, headers: REBOUND });
    expect(rebound.statusCode).toBe(421);
    expect(rebound.json()).toEqual(MISDIRECTED);
    expect(rebound.body).not.toContain(DEMO_OPERATOR.password);

    const local = await t.app.inject({ method: 'GET', url: API.systemInfo, headers: { host: 'localhost:3000' } });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain(DEMO_OPERATOR.password);
  });

  it('a login with a matching Origin → 421 and no session is created; the same login via 127.0.0.1 → 200', async () => {
    const sessions = await countRows(t.db, 'sessions');
    const payload = { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password };
    const rebound = await t.app.inject({ method: 'POST', url: API.login, payload, headers: REBOUND });
    expect(rebound.statusCode).toBe(421);
    expect(rebound.headers['set-cookie']).toBeUndefined();
    expect(await countRows(t.db, 'sessions')).toBe(sessions);

    const local = await t.app.inject({ method: 'POST', url: API.login, payload, headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' } });
    expect(local.statusCode).toBe(200);
  });

  it('the session cookie does not help, and an unknown path is refused before routing (421, not 404)', async () => {
    const withCookie = await t.request({ method: 'GET', url: API.workbench, headers: REBOUND });
    expect(withCookie.statusCode).toBe(421);
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/route', headers: REBOUND });
    expect(unknown.statusCode).toBe(421);
    expect(unknown.json()).toEqual(MISDIRECTED);
  });

  it('the health probe answers whatever Host an orchestrator sends', async () => {
    const probe = await t.app.inject({ method: 'GET', url: API.health, headers: { host: '10.1.2.3:3000' } });
    expect(probe.statusCode).toBe(200);
  });
});

describe('with PUBLIC_ORIGIN=https://ops.example.com', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: { ...testConfig, publicOrigins: ['https://ops.example.com'] }, db: t.db });
    proxied = await buildApp({ config: { ...testConfig, publicOrigins: ['https://ops.example.com'], trustProxy: true }, db: t.db });
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  const statusFor = async (server: FastifyInstance, headers: Record<string, string>) =>
    (await server.inject({ method: 'GET', url: API.systemInfo, headers })).statusCode;

  it('its host name (any case, any port) and the loopback names are answered; any other name gets 421', async () => {
    for (const host of ['ops.example.com', 'OPS.Example.com:443', 'localhost', '127.0.0.1:3000', '[::1]:3000']) {
      expect(await statusFor(app, { host }), host).toBe(200);
    }
    for (const host of ['evil.example', 'ops.example.com.evil.example', 'sub.ops.example.com', '10.0.0.5:3000', 'localhost.', 'a b', 'x@ops.example.com']) {
      expect(await statusFor(app, { host }), host).toBe(421);
    }
  });

  it('behind a proxy (TRUST_PROXY) the forwarded host is the one checked', async () => {
    expect(await statusFor(proxied, { host: '127.0.0.1:3000', 'x-forwarded-host': 'ops.example.com', 'x-forwarded-proto': 'https' })).toBe(200);
    expect(await statusFor(proxied, { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe(421);
  });
});

describe('hostNameOf', () => {
  it('reads a Host value as browsers send it, and nothing else', () => {
    expect(hostNameOf('Ops.Example.com:8443')).toBe('ops.example.com');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf('')).toBeNull();
    expect(hostNameOf('evil.example/ops.example.com')).toBeNull();
    expect(hostNameOf('ops.example.com:99999')).toBeNull();
  });
});
