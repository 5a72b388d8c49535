import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, DIST, measureBudgets, readManifest, ROUTE_MODULES } from './bundle-budget.mjs';

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean; imports?: string[] }>;
let manifest: Manifest;
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

beforeAll(() => {
  // Builds only when the web sources are newer than the last build (the same step `npm start` takes).
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, 'ensure-web-build.mjs')], { stdio: 'inherit' });
  manifest = readManifest() as Manifest;
}, 300_000);

describe('web bundle budgets', () => {
  it(`keeps the login route within ${BUDGET_KB.login} KB gzip and the login route plus the first screen after login within ${BUDGET_KB.firstScreen} KB`, () => {
    const result = measureBudgets(manifest);
    expect(result.loginGzipKb).toBeGreaterThan(20);
    expect(result.loginGzipKb).toBeLessThanOrEqual(BUDGET_KB.login);
    expect(result.firstScreenGzipKb).toBeGreaterThan(result.loginGzipKb);
    expect(result.firstScreenGzipKb).toBeLessThanOrEqual(BUDGET_KB.firstScreen);
    // Browsers that accept brotli (all current ones) get less still.
    expect(result.firstScreenKb).toBeLessThan(result.firstScreenGzipKb);
  });

  it('draws the login route without antd, and loads no zod before login', () => {
    const { loginFiles } = measureBudgets(manifest);
    const loginModules = Object.entries(manifest).filter(([, chunk]) => loginFiles.includes(chunk.file)).map(([key]) => key);
    expect(loginModules.filter((key) => /node_modules\/(antd|zod|@ant-design\/icons\/)/.test(key))).toEqual([]);
    const loginCode = loginFiles.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(DIST, file), 'utf8')).join('\n');
    // antd's CSS-in-JS marker and zod's error class, appear in no script of the login route.
    expect(loginCode).not.toContain('ant-cssinjs');
    expect(loginCode).not.toContain('ZodError');
  });

  it('keeps zod off the first screen after login too (constants come from modules without schemas)', () => {
    const { firstScreenFiles } = measureBudgets(manifest);
    const withZod = firstScreenFiles.filter((file) => file.endsWith('.js') && readFileSync(path.join(DIST, file), 'utf8').includes('ZodError'));
    expect(withZod).toEqual([]);
  });

  it('ships a brotli and a gzip copy of every script, stylesheet and page over 1 KB', () => {
    const assets = readdirSync(path.join(DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(assets.length).toBeGreaterThan(20);
    for (const file of ['index.html', ...assets.map((asset) => `assets/${asset}`)]) {
      if (statSync(path.join(DIST, file)).size < 1024) continue;
      expect(existsSync(path.join(DIST, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(DIST, `${file}.gz`)), file).toBe(true);
    }
  });

  it('lazy-loads every page and the layout in chunks of their own', () => {
    const pagesRoot = path.resolve(import.meta.dirname, '../apps/web/src/features');
    const pages = readdirSync(pagesRoot).flatMap((feature) => {
      try {
        return readdirSync(path.join(pagesRoot, feature, 'pages'))
          .filter((file) => file.endsWith('.tsx'))
          .map((file) => `src/features/${feature}/pages/${file}`);
      } catch {
        return [];
      }
    });
    expect(pages.length).toBeGreaterThan(5);
    // The login page is the exception: part of the first load, drawn without antd (the test above).
    const lazyPages = pages.filter((page) => page !== LOGIN_PAGE);
    expect(lazyPages).toHaveLength(pages.length - 1);
    for (const key of [...lazyPages, ROUTE_MODULES.layout]) expect(manifest[key]?.isDynamicEntry, key).toBe(true);
  });

  it('is a production build (React without its development runtime)', () => {
    expect(Object.keys(manifest).filter((key) => key.includes('jsx-dev-runtime') || key.includes('.development.'))).toEqual([]);
  });

  it('keeps the chart library out of the first screen', () => {
    const { firstScreenFiles } = measureBudgets(manifest);
    const chart = Object.entries(manifest).find(([key]) => key.includes('node_modules/echarts'));
    if (chart) expect(firstScreenFiles).not.toContain(chart[1].file);
    expect(firstScreenFiles.some((file) => /trend-chart/.test(file))).toBe(false);
  });
});
