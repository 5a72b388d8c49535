import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the application shell', () => {
  it('reports health without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/manage/nothing-here', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: '请求的资源不存在' });
  });

  it('publishes the OpenAPI document with every user-management path, to operators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(401);
    const response = await t.request({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const expected of ['/manage/users', '/manage/users/{id}', '/manage/users/freeze', '/manage/users/unfreeze', '/manage/users/login-logs', '/manage/regions', '/system/users/login']) {
      expect(paths).toContain(expected);
    }
  });

  it('answers a malformed JSON body with a 400 in Chinese', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/manage/users/freeze',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: '请求体不是合法的 JSON' });
  });

  it('serves the web app for page routes and its index for deep links', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'ops-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>运营后台</title>');
    const app = await buildApp({ config: testConfig, db: t.db, webDist: dist });
    const page = await app.inject({ method: 'GET', url: '/manage-users/detail/100001', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('运营后台');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ method: 'GET', url: '/manage/users', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(401);
    await app.close();
  });
});

describe('a change and its operation-log row', () => {
  it('roll back together when the log cannot be written', async () => {
    const user = await buildUser(t.db);
    await t.ownerDb.execute(sql`create function refuse_log() returns trigger language plpgsql as $$ begin raise exception 'log refused'; end $$`);
    await t.ownerDb.execute(sql`create trigger refuse_log before insert on operation_logs for each row execute function refuse_log()`);
    try {
      const response = await t.request({
        method: 'POST',
        url: '/manage/users/freeze',
        payload: { userId: user.id, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('服务器开小差了，请稍后再试');
    } finally {
      await t.ownerDb.execute(sql`drop trigger refuse_log on operation_logs`);
      await t.ownerDb.execute(sql`drop function refuse_log()`);
    }
    const detail = await t.request({ method: 'GET', url: `/manage/users/${user.id}` });
    expect(detail.json().userStatus).toBe('1');
    const freezes = await t.request({ method: 'GET', url: `/manage/users/freezes?uid=${user.id}` });
    expect(freezes.json().counts).toBe(0);
  });
});
