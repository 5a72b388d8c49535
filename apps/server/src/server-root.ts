import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@ops/server';

function isServerPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME;
}

/**
 * The server package's directory (apps/server), found by walking up from this module: the same answer
 * whether the sources run through tsx (apps/server/src/…) or the built bundle runs (apps/server/dist/server.mjs),
 * so the migrations, the demo videos and the web build are found wherever the code was loaded from.
 */
function findServerRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isServerPackage(dir)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`${PACKAGE_NAME} not found above ${start}`);
  }
}

export const SERVER_ROOT = findServerRoot();
