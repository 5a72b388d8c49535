import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, measureBudgets, readManifest, ROUTE_MODULES } from './bundle-budget.mjs';

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean; imports?: string[] }>;
let manifest: Manifest;

beforeAll(() => {
  // Builds only when the web sources are newer than the last build (the same step `npm start` takes).
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, 'ensure-web-build.mjs')], { stdio: 'inherit' });
  manifest = readManifest() as Manifest;
}, 300_000);

describe('web bundle budgets', () => {
  it(`keeps the login route's JavaScript within ${BUDGET_KB.login} KB gzip and the first screen after login within ${BUDGET_KB.firstScreen} KB`, () => {
    const result = measureBudgets(manifest);
    expect(result.loginKb).toBeGreaterThan(20);
    expect(result.loginKb).toBeLessThanOrEqual(BUDGET_KB.login);
    expect(result.firstScreenKb).toBeGreaterThan(result.loginKb);
    expect(result.firstScreenKb).toBeLessThanOrEqual(BUDGET_KB.firstScreen);
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
    for (const key of [...pages, ROUTE_MODULES.layout]) expect(manifest[key]?.isDynamicEntry, key).toBe(true);
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
