// Web bundle budgets (issues 6 and 16): what the login route loads, and the login route plus the first screen after
// login (工作台), as the server sends them: the build's brotli and gzip copies (vite-precompress.ts) of index.html, the
// scripts and the stylesheets, read from Vite's build manifest. `npm test` runs the check (scripts/bundle-budget.test.ts);
// `node scripts/bundle-budget.mjs` prints the figures. The browser's own measure (headers and API answers included) is
// the cold-load scenario of `npm run bench` (bench/browser/cold-load.ts), with the same budgets.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Issue 16: login route ≤ 150 KB, login route + first screen after login ≤ 280 KB, compressed as sent. */
export const BUDGET_KB = { login: 150, firstScreen: 280 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');

/** Module keys of what a page needs before it can render: the entry (the login route is part of it), the layout, the landing page. */
export const ROUTE_MODULES = {
  entry: 'index.html',
  layout: 'src/app/layout/app-layout.tsx',
  // The page after login (issue 15).
  landing: 'src/features/workbench/pages/workbench-page.tsx',
};

export function readManifest() {
  if (!existsSync(MANIFEST)) throw new Error(`no build manifest at ${MANIFEST}: run npm run build`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The files `keys` load eagerly: each module's script and stylesheets and, recursively, its static imports. */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`module ${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** A file as sent: the build's compressed copy (vite-precompress.ts), or the file itself when under 1 KB and so not copied. */
function sentBytes(file, encoding) {
  const full = path.join(DIST, file);
  const copy = `${full}.${encoding === 'br' ? 'br' : 'gz'}`;
  return readFileSync(existsSync(copy) ? copy : full).length;
}

const kb = (files, encoding) => Math.round((['index.html', ...files].reduce((sum, file) => sum + sentBytes(file, encoding), 0) / 1024) * 10) / 10;

export function measureBudgets(manifest = readManifest()) {
  const login = staticClosure(manifest, [ROUTE_MODULES.entry]);
  const firstScreen = staticClosure(manifest, [ROUTE_MODULES.entry, ROUTE_MODULES.layout, ROUTE_MODULES.landing]);
  return {
    loginKb: kb(login, 'br'),
    firstScreenKb: kb(firstScreen, 'br'),
    loginGzipKb: kb(login, 'gzip'),
    firstScreenGzipKb: kb(firstScreen, 'gzip'),
    loginFiles: [...login],
    firstScreenFiles: [...firstScreen],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureBudgets();
  console.log(`login route:  ${result.loginKb} KB brotli, ${result.loginGzipKb} KB gzip (budget ${BUDGET_KB.login} KB)`);
  console.log(`first screen: ${result.firstScreenKb} KB brotli, ${result.firstScreenGzipKb} KB gzip (budget ${BUDGET_KB.firstScreen} KB, login route included)`);
  if (result.loginGzipKb > BUDGET_KB.login || result.firstScreenGzipKb > BUDGET_KB.firstScreen) process.exitCode = 1;
}
