// Bundles the server's TypeScript, with the shared contracts, into apps/server/dist/server.mjs for plain Node.
// `npm start` and the benchmark run that bundle: through tsx, the loader's thread and its transpile cache cost
// about 80 MB of resident memory (ADR 0025). Packages from node_modules stay external and load as usual.
//   node scripts/build-server.mjs [--if-stale]
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');
const SOURCES = ['apps/server/src', 'apps/server/package.json', 'packages/contracts/src', 'scripts/build-server.mjs'];

/** Bare imports stay imports (node_modules, node: built-ins), except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ops/') ? undefined : { path: args.path, external: true }));
  },
};

function isStale() {
  let builtAt = 0;
  try {
    builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  } catch {
    return true;
  }
  return Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source)))) > builtAt;
}

export async function buildServer({ ifStale = false } = {}) {
  if (ifStale && !isStale()) return;
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    // A map beside the bundle, for `node --enable-source-maps` when a stack trace should name the source lines.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer({ ifStale: process.argv.includes('--if-stale') });
}
