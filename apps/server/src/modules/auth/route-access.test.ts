import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import { STATS_MSG } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteUrl, keyOf, protectedRoutes, PUBLIC_ROUTES, registeredRoutes, TOKEN_ROUTES, WEB_FILES } from '../../../test/route-catalog.ts';
import { TEST_INGEST_TOKEN, testConfig } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ensureInitialOperator } from './initial-operator.ts';
import { sessionIdOf } from './session-token.ts';

let handle: DatabaseHandle;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ops-web-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const file of WEB_FILES) writeFileSync(path.join(dist, file), file.endsWith('.html') ? '<!doctype html><title>运营后台</title>' : '/* asset */');
  handle = await createTestDatabase();
  await ensureInitialOperator(handle.db, { demoMode: true, adminPassword: undefined });
  app = await buildApp({ config: testConfig, db: handle.db, webDist: dist });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function openSession(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: API.login, payload: DEMO_OPERATOR });
  expect(response.statusCode).toBe(200);
  const token: string = response.json().token;
  const profile = await app.inject({ method: 'GET', url: API.profile, headers: { authorization: `Bearer ${token}` } });
  expect(profile.statusCode, 'a fresh session works before it is ended').toBe(200);
  return token;
}

type Credentials = { cookie?: string; authorization?: string };
const asCookie = (token: string): Credentials => ({ cookie: `${SESSION_COOKIE}=${token}` });
const asBearer = (token: string): Credentials => ({ authorization: `Bearer ${token}` });

/** Each protected route called with the credentials; answers every route that did not give the expected 401. */
async function routesNotRefusing(credentials: Credentials, message: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of protectedRoutes(app)) {
    const response = await app.inject({
      method: route.method as InjectOptions['method'],
      url: concreteUrl(route.url),
      // Same-origin, as the console's own pages send it: only the session may decide.
      headers: { host: 'localhost', origin: 'http://localhost', accept: 'application/json', ...credentials },
    });
    const body = route.method === 'HEAD' ? null : response.json();
    const refused = response.statusCode === 401 && (body === null || (body.code === ERROR_CODE.unauthorized && body.message === message));
    if (!refused) wrong.push(`${keyOf(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  return wrong;
}

describe('the route list', () => {
  it('holds many protected routes, and every public exception is a registered route', () => {
    const keys = registeredRoutes(app).map(keyOf);
    expect(protectedRoutes(app).length).toBeGreaterThanOrEqual(25);
    for (const key of [...Object.keys(PUBLIC_ROUTES), ...TOKEN_ROUTES, ...WEB_FILES.map((file) => `GET ${file}`)]) {
      expect(keys, key).toContain(key);
    }
  });

  it('lets the public routes answer without a session', async () => {
    for (const [key, request] of Object.entries(PUBLIC_ROUTES)) {
      const response = await app.inject(request);
      expect(response.statusCode, key).toBeLessThan(300);
    }
    for (const file of WEB_FILES) expect((await app.inject({ method: 'GET', url: file })).statusCode, file).toBe(200);
  });
});

describe('every protected route answers 401', () => {
  it('without a session: 请先登录', async () => {
    expect(await routesNotRefusing({}, MSG.loginRequired)).toEqual([]);
  });

  it('with a made-up token', async () => {
    expect(await routesNotRefusing(asCookie('forged-token'), MSG.sessionExpired)).toEqual([]);
  });

  it("with the ingestion token: it opens the app's calls and nothing else", async () => {
    expect(await routesNotRefusing(asBearer(TEST_INGEST_TOKEN), MSG.sessionExpired)).toEqual([]);
    expect(await routesNotRefusing(asCookie(TEST_INGEST_TOKEN), MSG.sessionExpired)).toEqual([]);
  });

  it('with a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const token = await openSession();
    const idleSeconds = testConfig.sessionIdleMs / 1000 + 60;
    await handle.db.execute(sql`update sessions set last_seen_at = now() - make_interval(secs => ${idleSeconds}) where id = ${sessionIdOf(token)}`);
    expect(await routesNotRefusing(asCookie(token), MSG.sessionExpired)).toEqual([]);
    expect(await routesNotRefusing(asBearer(token), MSG.sessionExpired)).toEqual([]);
  });

  it('with a session past SESSION_MAX_HOURS although it was just used', async () => {
    const token = await openSession();
    await handle.db.execute(sql`update sessions set expires_at = now() - interval '1 second', last_seen_at = now() where id = ${sessionIdOf(token)}`);
    expect(await routesNotRefusing(asCookie(token), MSG.sessionExpired)).toEqual([]);
    expect(await routesNotRefusing(asBearer(token), MSG.sessionExpired)).toEqual([]);
  });

  it('with a session ended by logout', async () => {
    const token = await openSession();
    expect((await app.inject({ method: 'POST', url: API.logout, headers: asCookie(token) })).statusCode).toBe(200);
    expect(await routesNotRefusing(asCookie(token), MSG.sessionExpired)).toEqual([]);
    expect(await routesNotRefusing(asBearer(token), MSG.sessionExpired)).toEqual([]);
  });

  it('but not with a live session: the 401s above come from the session, not from the requests', async () => {
    const credentials = asCookie(await openSession());
    const reads = protectedRoutes(app).filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const route of reads) {
      const response = await app.inject({ method: 'GET', url: concreteUrl(route.url), headers: { accept: 'application/json', ...credentials } });
      expect(response.statusCode, keyOf(route)).not.toBe(401);
    }
  });
});

describe('the token-protected calls of the app', () => {
  // Each call from an address of its own: wrong tokens are throttled per IP (issue 18), which is tested in modules/integration-tokens.
  let nextAddress = 0;
  const call = (key: string, headers: Record<string, string>) => {
    const [method, url] = key.split(' ') as [InjectOptions['method'], string];
    nextAddress += 1;
    return app.inject({ method, url, headers, remoteAddress: `198.19.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`, ...(method === 'POST' ? { payload: {} } : {}) });
  };

  it('answer 401 without their token, and to an operator session by cookie or bearer', async () => {
    const token = await openSession();
    for (const key of TOKEN_ROUTES) {
      for (const headers of [{}, asCookie(token), asBearer(token), { authorization: 'Bearer wrong-token-0123456789' }] as Record<string, string>[]) {
        const response = await call(key, headers);
        expect(response.statusCode, key).toBe(401);
        if (!key.startsWith('HEAD')) expect(response.json(), key).toEqual({ code: ERROR_CODE.unauthorized, message: STATS_MSG.ingestTokenMissing });
      }
    }
  });

  it('let their own token through', async () => {
    for (const key of TOKEN_ROUTES) {
      const response = await call(key, { authorization: `Bearer ${TEST_INGEST_TOKEN}` });
      expect(response.statusCode, key).toBe(key.startsWith('POST') ? 400 : 200);
    }
  });
});
