// Starts the real server for the end-to-end tests on a fresh embedded database (demo data included).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-e2e-'));
// The built server, as `npm start` runs it (scripts/build-server.mjs).
await buildServer({ ifStale: true });
const server = spawn('node', [SERVER_BUNDLE], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});

function stop(signal) {
  server.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
