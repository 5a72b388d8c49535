// Web bundle budgets (issue 6): the JavaScript the login route loads, and what the first screen
// after login adds, measured gzip-compressed from Vite's build manifest. `npm test` runs the check
// (scripts/bundle-budget.test.ts); `node scripts/bundle-budget.mjs` prints the figures.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = { login: 250, firstScreen: 450 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(root, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

/** Module keys of what a page needs before it can render: the entry, the route's lazy module, and their static imports. */
export const ROUTE_MODULES = {
  entry: 'index.html',
  login: 'src/features/auth/pages/login-page.tsx',
  layout: 'src/app/layout/app-layout.tsx',
  // The page after login (issue 15).
  landing: 'src/features/workbench/pages/workbench-page.tsx',
};

export function readManifest() {
  if (!existsSync(MANIFEST)) throw new Error(`no build manifest at ${MANIFEST}: run npm run build`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The JS files `keys` load eagerly: each module's file and, recursively, its static imports. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`module ${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipKb = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(DIST, file))).length, 0) / 1024;

export function measureBudgets(manifest = readManifest()) {
  const login = staticClosure(manifest, [ROUTE_MODULES.entry, ROUTE_MODULES.login]);
  const firstScreen = staticClosure(manifest, [ROUTE_MODULES.entry, ROUTE_MODULES.login, ROUTE_MODULES.layout, ROUTE_MODULES.landing]);
  return {
    loginKb: Math.round(gzipKb(login) * 10) / 10,
    firstScreenKb: Math.round(gzipKb(firstScreen) * 10) / 10,
    loginFiles: [...login],
    firstScreenFiles: [...firstScreen],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureBudgets();
  console.log(`login route:  ${result.loginKb} KB gzip (budget ${BUDGET_KB.login} KB)`);
  console.log(`first screen: ${result.firstScreenKb} KB gzip (budget ${BUDGET_KB.firstScreen} KB)`);
  if (result.loginKb > BUDGET_KB.login || result.firstScreenKb > BUDGET_KB.firstScreen) process.exitCode = 1;
}
