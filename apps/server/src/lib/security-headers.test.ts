import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@ops/contracts/paths';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), 'ops-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>运营后台</title><script type="module" src="/assets/index-abc.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  web = await buildApp({ config: testConfig, db: t.db, webDist: dist });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(response.headers['strict-transport-security'], `${what} over plain http`).toBeUndefined();
  const csp = directives(response);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // Scripts only from files of this origin: no inline script, no eval, no other host.
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
}

/** Marks a request to be sent as the logged-in operator (the cookie exists only once beforeAll ran). */
const session = (options: InjectOptions): InjectOptions & { session: true } => ({ ...options, session: true });

const RESPONSES: [string, InjectOptions & { session?: true }, number][] = [
  ['API JSON', session({ method: 'GET', url: API.users }), 200],
  ['health', { method: 'GET', url: API.health }, 200],
  ['401 without a session', { method: 'GET', url: API.users }, 401],
  ['400 bad query', session({ method: 'GET', url: `${API.users}?page=abc` }), 400],
  ['400 URL the router cannot decode', { method: 'GET', url: '/manage/users/%E0%A4%A' }, 400],
  ['414 path parameter over its length limit', { method: 'GET', url: `/manage/users/${'9'.repeat(200)}` }, 414],
  ['404 unknown API path', { method: 'GET', url: '/manage/nothing-here', headers: { accept: 'application/json' } }, 404],
  ['403 cross-site mutation', session({ method: 'POST', url: API.messagesPass, payload: [1], headers: { origin: 'https://evil.example' } }), 403],
  ['413 oversized body', session({ method: 'POST', url: API.messagesPass, payload: JSON.stringify(Array(200_000).fill(1)), headers: { 'content-type': 'application/json' } }), 413],
  ['generated SVG image', { method: 'GET', url: '/media/img/avatar/7.svg' }, 200],
  ['video clip', { method: 'GET', url: '/media/videos/clip-1.mp4', headers: { range: 'bytes=0-99' } }, 206],
  ['404 under /media', { method: 'GET', url: '/media/videos/none.mp4' }, 404],
  ['404 for a missing web asset', { method: 'GET', url: '/assets/gone-abc.js' }, 404],
  ['favicon', { method: 'GET', url: '/favicon.svg' }, 200],
  ['SPA index.html for a deep link', { method: 'GET', url: '/manage-users/detail/1', headers: { accept: 'text/html' } }, 200],
  ['API docs page', session({ method: 'GET', url: '/docs' }), 200],
  ['API docs stylesheet', session({ method: 'GET', url: '/docs/static/swagger-ui.css' }), 200],
  ['API docs script', session({ method: 'GET', url: '/docs/static/swagger-initializer.js' }), 200],
  ['OpenAPI JSON', session({ method: 'GET', url: '/docs/json' }), 200],
  ['API docs without a session', { method: 'GET', url: '/docs' }, 401],
];

describe('security headers', () => {
  it.each(RESPONSES)('are on every response: %s', async (what, { session: withSession, ...options }, status) => {
    const response = await web.inject(withSession ? { ...options, headers: { cookie: t.auth.cookie, ...options.headers } } : options);
    expect(response.statusCode, what).toBe(status);
    expectSecurityHeaders(response, what);
  });

  it('leave the document policies off the built scripts and stylesheets, which are never documents, but keep nosniff', async () => {
    for (const url of ['/assets/index-abc.js', '/assets/index-abc.css']) {
      const response = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    // The page that loads them carries the full set (checked above for every other kind of response).
    expectSecurityHeaders(await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }), 'index.html');
  });

  it('let antd, ECharts, /media images and video, data: and blob: URLs and same-origin fetch work', async () => {
    const csp = directives(await web.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('let the pages load images and video from MEDIA_ORIGINS, and from nowhere else', async () => {
    const withMedia = await buildApp({ config: { ...testConfig, mediaOrigins: ['https://img.app.example.com', 'https://video.app.example.com'] }, db: t.db });
    try {
      const csp = directives(await withMedia.inject({ method: 'GET', url: API.health }));
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.app.example.com', 'https://video.app.example.com']);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://img.app.example.com', 'https://video.app.example.com']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
    } finally {
      await withMedia.close();
    }
  });

  it('Strict-Transport-Security only when the request came over https (X-Forwarded-Proto counts only with TRUST_PROXY)', async () => {
    const untrusted = await t.app.inject({ method: 'GET', url: API.health, headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildApp({ config: { ...testConfig, trustProxy: true }, db: t.db });
    try {
      const https = await proxied.inject({ method: 'GET', url: API.health, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const error = await proxied.inject({ method: 'GET', url: API.users, headers: { 'x-forwarded-proto': 'https' } });
      expect(error.statusCode).toBe(401);
      expect(error.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.inject({ method: 'GET', url: API.health, headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
