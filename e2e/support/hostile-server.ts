import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** User-generated text that a careless page would turn into markup. */
export const HOSTILE = {
  img: '<img src=x onerror=alert(1)>',
  script: '<script>alert(1)</script>',
} as const;

/** What seed-hostile-data.ts stored: the ids the spec opens. */
export interface HostileIds {
  imgUserId: number;
  scriptUserId: number;
  imgPostId: number;
  scriptPostId: number;
  videoId: number;
}

export interface HostileServer {
  url: string;
  ids: HostileIds;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the hostile-data server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the hostile-data server did not become healthy');
}

/**
 * A second server of its own, on a fresh embedded database holding only the hostile rows
 * (the shared e2e server's database belongs to its process and has no API that creates content).
 */
export async function startHostileServer(): Promise<HostileServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-e2e-hostile-'));
  const seeded = await promisify(execFile)('node', ['--import', 'tsx', 'e2e/support/seed-hostile-data.ts', dataDir], { maxBuffer: 1 << 20 });
  const ids = JSON.parse(seeded.stdout.trim().split('\n').at(-1) ?? '{}') as HostileIds;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ids, stop };
}
