import { execFileSync } from 'node:child_process';

/**
 * Builds the web app when its build is missing or older than its sources (`scripts/ensure-web-build.mjs`,
 * as `npm start` does): every browser scenario needs the page the server sends, and in a fresh clone
 * there is none yet.
 */
export function ensureWebBuild(): void {
  execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { stdio: 'inherit' });
}
