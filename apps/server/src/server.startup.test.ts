import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../test/scratch-postgres.ts';
import { killStartedServers, startServerProcess } from '../test/server-process.ts';

/**
 * The first `npm start`: the real server on a fresh embedded database says what it is doing while it generates
 * the demo data, then that the data is ready, and only then where it runs. Embedded database only (the PGlite run).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-first-start-'));
afterAll(async () => {
  await killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

const PROGRESS_SECONDS = 3;

describe.skipIf(ON_POSTGRES)('the first start', () => {
  it('prints its start-up lines in order, with a progress line every few seconds while the demo data is generated', async () => {
    const server = await startServerProcess({ databaseUrl: '', env: { DATA_DIR: dataDir, DEMO_APP: 'off' }, startTimeoutMs: 240_000 });
    // Everything up to the address is written before the port answers; give the pipe a moment.
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('运营后台 running at');
    const lines = server.output().split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const generating = at(/generating demo data \(first start only/);
    const ready = at(/^Demo data ready in [\d.]+ s: \d+ users, \d+ posts/);
    const running = at(/运营后台 running at http:\/\/localhost:\d+/);
    expect(generating, server.output()).toBeGreaterThanOrEqual(0);
    expect(ready).toBeGreaterThan(generating);
    expect(running).toBeGreaterThan(ready);
    expect(lines[running + 1]).toMatch(/Demo login: admin \/ admin123/);
    // Progress lines while it works (at most one per 3 s), each naming the step, all between the first line and the last.
    const seconds = Number(/ready in ([\d.]+) s/.exec(lines[ready] ?? '')?.[1]);
    const progress = lines.flatMap((line, index) => (/^ {2}… still working \(\d+ s\): \S/.test(line) ? [index] : []));
    if (seconds >= 2 * PROGRESS_SECONDS) expect(progress.length, server.output()).toBeGreaterThanOrEqual(1);
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(seconds / PROGRESS_SECONDS));
    for (const index of progress) {
      expect(index).toBeGreaterThan(generating);
      expect(index).toBeLessThan(ready);
    }
    // Not again on the second start: the data is there.
    await server.kill();
    const again = await startServerProcess({ databaseUrl: '', env: { DATA_DIR: dataDir, DEMO_APP: 'off' } });
    await expect.poll(() => again.output(), { timeout: 5_000 }).toContain('运营后台 running at');
    expect(again.output()).not.toContain('generating demo data');
  }, 300_000);
});
