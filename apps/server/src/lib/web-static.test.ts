import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../web/vite-precompress.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';

const INDEX = '<!doctype html><title>运营后台</title><script type="module" src="/assets/index-abc.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('运营后台'.repeat(400))});`;

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), 'ops-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc.js'), 'export {};');
  expect(precompressFiles(dist)).toBe(1);
  expect(readFileSync(path.join(dist, 'assets', 'index-abc.js.br')).length).toBeLessThan(SCRIPT.length / 10);
  web = await buildApp({ config: testConfig, db: t.db, webDist: dist });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

describe('the built web app over HTTP', () => {
  it('answers the app to a plain GET of / or of a page, whatever it accepts (curl)', async () => {
    for (const url of ['/', '/manage-users', '/stats/dau?from=2026-11-01', '/workbench']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<title>运营后台</title>');
    }
    expect((await web.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('keeps the JSON 404 for unknown API paths, missing files and other methods', async () => {
    const misses = [
      { method: 'GET', url: '/manage/nothing-here' },
      { method: 'GET', url: '/statistics/nothing' },
      { method: 'GET', url: '/assets/gone-123.js' },
      { method: 'GET', url: '/favicon.ico' },
      { method: 'GET', url: '/assets/index-abc.js.br' },
      { method: 'POST', url: '/' },
      { method: 'DELETE', url: '/manage-users' },
    ] as const;
    for (const miss of misses) {
      const response = await web.inject(miss);
      expect(response.statusCode, `${miss.method} ${miss.url}`).toBe(404);
      expect(response.json(), `${miss.method} ${miss.url}`).toEqual({ code: 'not_found', message: '请求的资源不存在' });
    }
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and the file itself otherwise', async () => {
    const brotli = await web.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await web.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await web.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // Too small to be worth a copy: sent as it is, even to a browser that accepts brotli.
    const tiny = await web.inject({ method: 'GET', url: '/assets/tiny-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('serves index.html for deep links uncached, and compressed when the browser accepts it', async () => {
    const response = await web.inject({ method: 'GET', url: '/manage-users/detail/100001', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    // index.html is under the 1 KB threshold here, so it goes as it is.
    expect(response.body).toBe(INDEX);
  });
});
