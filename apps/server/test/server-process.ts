import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@ops/contracts/auth';
import { API } from '@ops/contracts/paths';
import { LISTENING_BANNER } from '../src/lib/startup-progress.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Ports the fault and load tests may give their child servers. */
const PORT_RANGE = { first: 3401, last: 3499 } as const;

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  /** Settles when the process has exited. */
  exited: Promise<ServerExit>;
  running(): boolean;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  signal(name: NodeJS.Signals): void;
  /** Kills the process if it still runs (SIGKILL) and waits for it; safe to call twice. */
  kill(): Promise<ServerExit>;
}

const started = new Set<ServerProcess>();

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port of 3401–3499, starting at a random one so that parallel test files rarely collide. */
export async function freePort(): Promise<number> {
  const count = PORT_RANGE.last - PORT_RANGE.first + 1;
  const offset = Math.floor(Math.random() * count);
  for (let i = 0; i < count; i += 1) {
    const port = PORT_RANGE.first + ((offset + i) % count);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerStartOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/** What a child that lost its port to another test file's server prints before it exits. */
const PORT_TAKEN = 'EADDRINUSE';
/** Starts tried on another port when the one found free was taken before the child could bind it. */
const PORT_ATTEMPTS = 4;

/**
 * Starts the real server (`apps/server/src/server.ts`) on PostgreSQL (or, with `databaseUrl: ''`, on an embedded
 * database in the DATA_DIR given in `env`), bound to 127.0.0.1 on a port
 * of 3401–3499, and waits until it has printed that it listens and /health answers 200. Test files run in
 * parallel: a port found free may be bound by another file's server before this one binds it; this child then
 * exits with EADDRINUSE and is started again on another port (it never counts the other server's answers as its own).
 */
export async function startServerProcess(options: ServerStartOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePort(options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= PORT_ATTEMPTS) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnFreePort(options: ServerStartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Each server its own checkpoint file (issue 18): never the repository's ./data, shared by other databases.
      AUDIT_CHECKPOINT_FILE: path.join(tmpdir(), `ops-server-checkpoints-${port}-${Date.now()}.jsonl`),
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let done = false;
  void exited.then(() => (done = true));
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    exited,
    running: () => !done,
    output: () => log,
    signal: (name) => {
      if (!done) child.kill(name);
    },
    kill: async () => {
      if (!done) child.kill('SIGKILL');
      const exit = await exited;
      started.delete(server);
      return exit;
    },
  };
  started.add(server);

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (done) {
      started.delete(server);
      if (log.includes(PORT_TAKEN)) throw new PortTakenError(`port ${port} was taken:\n${log}`);
      throw new Error(`server exited before it was ready:\n${log}`);
    }
    // Only a child that printed that it listens owns the port: before that, another file's server may answer on it.
    if (log.includes(LISTENING_BANNER)) {
      const healthy = await fetch(`${server.baseUrl}${API.health}`).then((r) => r.ok, () => false);
      if (healthy) return server;
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await sleep(100);
  }
}

/** Kills every server process this module started and that still runs (for afterEach/afterAll). */
export async function killStartedServers(): Promise<void> {
  await Promise.all([...started].map((server) => server.kill()));
}

/** Logs in over HTTP (extra headers e.g. `x-forwarded-for` behind TRUST_PROXY); the `Cookie` header value of the new session. */
export async function httpLogin(baseUrl: string, username: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}${API.login}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One API call as a logged-in operator's browser would send it (same-origin, JSON). */
export async function apiCall(baseUrl: string, cookie: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<HttpAnswer> {
  const headers: Record<string, string> = { cookie, origin: baseUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed };
}
