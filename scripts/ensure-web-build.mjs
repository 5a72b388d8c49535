// Builds the web app when its build is missing or older than its sources, so `npm start` is one command.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST_DIR: a build of one's own (parallel test runs), served by the server from the same variable.
const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
const builtIndex = path.join(distDir, 'index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contracts/src'];

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…');
  // Always a production build, even when called from a test runner that set NODE_ENV=test
  // (Vite would otherwise bundle React's development build).
  execSync(`npm run build -w @ops/web${process.env.WEB_DIST_DIR ? ` -- --outDir ${JSON.stringify(distDir)}` : ''}`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
