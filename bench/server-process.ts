import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '../packages/contracts/src/paths.ts';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server.mjs';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Largest resident set size seen so far, in MB. */
  maxRssMb(): number;
  resetRss(): void;
  stop(): Promise<void>;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/**
 * Starts the product server on the bench database as `npm start` runs it (the bundle of
 * scripts/build-server.mjs, built first if the sources are newer) and waits for /health.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  await buildServer({ ifStale: true });
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      // The log's checkpoints (issue 18) of this run's database, not the clone's ./data.
      AUDIT_CHECKPOINT_FILE: path.join(tmpdir(), `ops-bench-checkpoints-${port}-${Date.now()}.jsonl`),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}${API.health}`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (attempt > 600) throw new Error('server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  let max = rssMb(pid);
  const sampler = setInterval(() => (max = Math.max(max, rssMb(pid))), 250);
  return {
    baseUrl,
    pid,
    maxRssMb: () => max,
    resetRss: () => (max = rssMb(pid)),
    // Idempotent: run.ts stops the first server before the machine-review phase and again on the way out.
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function logIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return cookie;
}
