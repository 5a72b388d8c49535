import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ACTIVITY_EVENT_TYPES } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { rollupSnapshot } from '../../../test/statistics-oracle.ts';
import { DEFAULT_EVENTS_RETENTION_DAYS } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { addDays, dayOf, dayStart } from '../../lib/shanghai-day.ts';
import { ingestEvents } from './ingest.service.ts';
import { refreshStatistics } from './rollup.service.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'stats-rebuild-cli.ts');
const today = dayOf(Date.now());
let dataDir: string;
let incremental: Record<string, string[]>;

function rebuildCli(args: string[]) {
  return run(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** Breaks the DAU of `day` in the roll-up, as a bug or a hand edit would. */
async function corrupt(day: string): Promise<void> {
  const handle = await openPglite(dataDir);
  await handle.db.execute(sql`update stats_daily set any_people = any_people + 100 where day = ${day}::date`);
  await handle.close();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ops-stats-rebuild-'));
  const handle = await openPglite(dataDir);
  await handle.migrate();
  const users = [await buildUser(handle.db, { sex: 1 }), await buildUser(handle.db, { sex: 2 }), await buildUser(handle.db, { sex: 0 })];
  const events = Array.from({ length: 300 }, (_, index) => ({
    eventId: randomUUID(),
    userId: users[index % users.length]?.id ?? 0,
    type: ACTIVITY_EVENT_TYPES[index % ACTIVITY_EVENT_TYPES.length] ?? 'login',
    at: Math.min(Date.now() - 1000, dayStart(addDays(today, -(index % 12))).getTime() + ((index * 7_919_000) % 86_400_000)),
  }));
  await ingestEvents(handle.db, events, { now: Date.now(), retentionDays: DEFAULT_EVENTS_RETENTION_DAYS });
  await refreshStatistics(handle.db);
  incremental = await rollupSnapshot(handle.db);
  await handle.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run stats:rebuild', () => {
  it('rebuilds the days from --from on from the raw events, and leaves the days before alone', async () => {
    await corrupt(addDays(today, -10));
    await corrupt(addDays(today, -3));
    const result = await rebuildCli(['--from', addDays(today, -5)]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('统计汇总已从原始事件重建：6 天');
    const handle = await openPglite(dataDir);
    const after = await rollupSnapshot(handle.db);
    await handle.close();
    const changed = (after.stats_daily ?? []).filter((row) => !(incremental.stats_daily ?? []).includes(row));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((row) => row.includes(`"day":"${addDays(today, -10)}"`))).toBe(true);
  });

  it('without --from rebuilds every day, to exactly what the incremental refresh had reached', async () => {
    const result = await rebuildCli([]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('12 天（全部）');
    const handle = await openPglite(dataDir);
    expect(await rollupSnapshot(handle.db)).toEqual(incremental);
    await handle.close();
  });

  it('refuses a --from that is not a date, changing nothing', async () => {
    const result = await rebuildCli(['--from', '2026-13-45x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--from 需要日期 YYYY-MM-DD');
  });
});
