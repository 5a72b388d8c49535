import { SESSION_COOKIE } from '@ops/contracts/auth';
import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, countRows, reviewStateOf } from '../../test/factories.ts';
import { createTestApp, loginAs, testConfig, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { queryRows } from '../db/client.ts';

const HOST = 'ops.example.com';
const EVIL = 'https://evil.example';
const REFUSED = { code: 'forbidden', message: '跨站请求已被拒绝' };

let t: TestApp;
let authorId = 0;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: `https://${HOST}` });
  authorId = (await buildUser(t.db)).id;
});
afterAll(() => t.close());

const freezeBody = (userId: number) => ({ userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' });

async function isFrozen(userId: number): Promise<boolean> {
  const [row] = await queryRows<{ frozen: boolean }>(t.db, sql`select frozen_until is not null as frozen from users where id = ${userId}`);
  return row?.frozen === true;
}

/** As the logged-in operator, addressed to this server as `HOST`. */
function asOperator(options: InjectOptions & { headers?: Record<string, string> }) {
  return t.request({ ...options, headers: { host: HOST, ...options.headers } });
}

describe('a cookie-authenticated mutation sent from another site', () => {
  it('freezing a user with Origin https://evil.example → 403, the user stays unfrozen and nothing is logged', async () => {
    const user = await buildUser(t.db);
    const logs = await countRows(t.db, 'operation_logs');
    const freezes = await countRows(t.db, 'user_freezes');
    const forged = await asOperator({ method: 'POST', url: API.freeze, payload: freezeBody(user.id), headers: { origin: EVIL } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(REFUSED);
    expect(await isFrozen(user.id)).toBe(false);
    expect(await countRows(t.db, 'user_freezes')).toBe(freezes);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);

    const same = await asOperator({ method: 'POST', url: API.freeze, payload: freezeBody(user.id), headers: { origin: `https://${HOST}` } });
    expect(same.statusCode).toBe(200);
    expect(await isFrozen(user.id)).toBe(true);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs + 1);
  });

  it('a batch review decision with a foreign Origin → 403 and the posts keep their state; from the console itself → 200', async () => {
    const ids = [(await buildPost(t.db, authorId)).id, (await buildPost(t.db, authorId)).id];
    const logs = await countRows(t.db, 'operation_logs');
    for (const origin of [EVIL, `http://${HOST}.evil.example`, `https://sub.${HOST}`, 'null', `http://${HOST}:8080`]) {
      const forged = await asOperator({ method: 'POST', url: API.messagesPass, payload: ids, headers: { origin } });
      expect(forged.statusCode, origin).toBe(403);
      expect(forged.json()).toEqual(REFUSED);
    }
    expect([await reviewStateOf(t.db, 'post', ids[0] ?? 0), await reviewStateOf(t.db, 'post', ids[1] ?? 0)]).toEqual([3, 3]);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);

    const same = await asOperator({ method: 'POST', url: API.messagesPass, payload: ids, headers: { origin: `http://${HOST}` } });
    expect(same.statusCode).toBe(200);
    expect(await reviewStateOf(t.db, 'post', ids[0] ?? 0)).toBe(5);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs + 2);
  });

  it('without Origin, a foreign Referer → 403 (a delete changes nothing), the console page as Referer → 200', async () => {
    const post = await buildPost(t.db, authorId, { state: 5 });
    const forged = await asOperator({ method: 'DELETE', url: API.messagesDelete, payload: [post.id], headers: { referer: `${EVIL}/win-a-prize?x=1` } });
    expect(forged.statusCode).toBe(403);
    const garbage = await asOperator({ method: 'DELETE', url: API.messagesDelete, payload: [post.id], headers: { referer: 'not a url' } });
    expect(garbage.statusCode).toBe(403);
    const [row] = await queryRows<{ deleted: boolean }>(t.db, sql`select deleted_at is not null as deleted from posts where id = ${post.id}`);
    expect(row?.deleted).toBe(false);
    const same = await asOperator({ method: 'DELETE', url: API.messagesDelete, payload: [post.id], headers: { referer: `http://${HOST}/content/posts` } });
    expect(same.statusCode).toBe(200);
  });

  it('without Origin and Referer but marked Sec-Fetch-Site: cross-site → 403', async () => {
    const post = await buildPost(t.db, authorId);
    const forged = await asOperator({ method: 'POST', url: API.messagesReject, payload: [post.id], headers: { 'sec-fetch-site': 'cross-site' } });
    expect(forged.statusCode).toBe(403);
    expect(await reviewStateOf(t.db, 'post', post.id)).toBe(3);
  });

  it('logout from another site → 403 and the session stays alive', async () => {
    const cookie = await loginAs(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const forged = await t.app.inject({ method: 'POST', url: API.logout, headers: { host: HOST, cookie, origin: EVIL } });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API.profile, headers: { cookie } })).statusCode).toBe(200);
  });

  it('reads are not refused: a GET with a foreign Origin → 200 (without CORS the page cannot read it)', async () => {
    const response = await asOperator({ method: 'GET', url: API.users, headers: { origin: EVIL } });
    expect(response.statusCode).toBe(200);
  });
});

describe('requests that are not from a browser on another site', () => {
  it('no Origin, no Referer (curl, scripts, API clients) → allowed', async () => {
    const post = await buildPost(t.db, authorId);
    const response = await asOperator({ method: 'POST', url: API.messagesPass, payload: [post.id] });
    expect(response.statusCode).toBe(200);
  });

  it('Authorization: Bearer is not subject to the check, whatever the Origin', async () => {
    const token = t.auth.cookie.slice(`${SESSION_COOKIE}=`.length);
    const post = await buildPost(t.db, authorId);
    const response = await t.app.inject({
      method: 'POST',
      url: API.messagesPass,
      payload: [post.id],
      headers: { host: HOST, authorization: `Bearer ${token}`, origin: EVIL },
    });
    expect(response.statusCode).toBe(200);
  });

  it('the scheme in any case (`bearer`) is the same credential to every check: the token authenticates, not the cookie beside it', async () => {
    const token = t.auth.cookie.slice(`${SESSION_COOKIE}=`.length);
    const post = await buildPost(t.db, authorId);
    const response = await t.app.inject({
      method: 'POST',
      url: API.messagesPass,
      payload: [post.id],
      headers: { host: HOST, authorization: `bearer ${token}`, origin: EVIL },
    });
    expect(response.statusCode).toBe(200);
    expect(await reviewStateOf(t.db, 'post', post.id)).toBe(5);
  });
});

describe('a request carrying both an Authorization header and the session cookie', () => {
  it('a junk bearer token beside a live cookie, sent from another site → 401: the cookie is not used and the post keeps its state', async () => {
    const post = await buildPost(t.db, authorId);
    const logs = await countRows(t.db, 'operation_logs');
    for (const authorization of ['bearer x', 'BEARER x', 'Bearer x']) {
      const forged = await asOperator({ method: 'POST', url: API.messagesPass, payload: [post.id], headers: { origin: EVIL, authorization } });
      expect(forged.statusCode, authorization).toBe(401);
    }
    expect(await reviewStateOf(t.db, 'post', post.id)).toBe(3);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);
  });

  it('another scheme (or an empty bearer) beside a live cookie is not exempt from the cross-site check (403), and same-site it authenticates nothing (401)', async () => {
    const post = await buildPost(t.db, authorId);
    for (const authorization of ['Basic YWRtaW46eA==', 'Bearer ', 'Bearerx']) {
      const crossSite = await asOperator({ method: 'POST', url: API.messagesPass, payload: [post.id], headers: { origin: EVIL, authorization } });
      expect(crossSite.statusCode, authorization).toBe(403);
      const sameSite = await asOperator({ method: 'POST', url: API.messagesPass, payload: [post.id], headers: { origin: `https://${HOST}`, authorization } });
      expect(sameSite.statusCode, authorization).toBe(401);
    }
    expect(await reviewStateOf(t.db, 'post', post.id)).toBe(3);
  });

  it('a read with a junk bearer beside a live cookie → 401, the cookie alone → 200', async () => {
    const junk = await asOperator({ method: 'GET', url: API.workbench, headers: { authorization: 'bearer nothing' } });
    expect(junk.statusCode).toBe(401);
    const cookieOnly = await asOperator({ method: 'GET', url: API.workbench });
    expect(cookieOnly.statusCode).toBe(200);
  });
});

describe('login CSRF', () => {
  it('a login posted from another site → 403, no session is created and nothing is logged', async () => {
    const sessions = await countRows(t.db, 'sessions');
    const logs = await countRows(t.db, 'operation_logs');
    const forged = await t.app.inject({ method: 'POST', url: API.login, payload: DEMO_OPERATOR, headers: { host: HOST, origin: EVIL } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(REFUSED);
    expect(forged.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    expect(await countRows(t.db, 'operation_logs')).toBe(logs);

    const same = await t.app.inject({ method: 'POST', url: API.login, payload: DEMO_OPERATOR, headers: { host: HOST, origin: `https://${HOST}` } });
    expect(same.statusCode).toBe(200);
  });
});

describe('behind a proxy and with a separately hosted web app', () => {
  async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
    return buildApp({ config: { ...testConfig, publicOrigins: [`https://${HOST}`], ...overrides }, db: t.db });
  }

  it('with TRUST_PROXY the origin is X-Forwarded-Proto://X-Forwarded-Host, scheme included', async () => {
    const app = await appWith({ trustProxy: true });
    try {
      const send = (origin: string) =>
        app.inject({
          method: 'POST',
          url: API.messagesPass,
          payload: [999_999_999],
          headers: { cookie: t.auth.cookie, host: '127.0.0.1:3000', 'x-forwarded-host': HOST, 'x-forwarded-proto': 'https', origin },
        });
      // 404: past the check, the id does not exist.
      expect((await send(`https://${HOST}`)).statusCode).toBe(404);
      expect((await send(`http://${HOST}`)).statusCode).toBe(403);
      expect((await send('http://127.0.0.1:3000')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('ALLOWED_ORIGINS lets the listed web host through, and only it', async () => {
    const app = await appWith({ allowedOrigins: ['https://web.example.com'] });
    try {
      const send = (origin: string) =>
        app.inject({ method: 'POST', url: API.messagesPass, payload: [999_999_999], headers: { cookie: t.auth.cookie, host: HOST, origin } });
      expect((await send('https://web.example.com')).statusCode).toBe(404);
      expect((await send('https://web.example.com:8443')).statusCode).toBe(403);
      expect((await send(EVIL)).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
