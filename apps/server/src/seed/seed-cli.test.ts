import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, countRows } from '../../test/factories.ts';
import { openPglite, queryRows } from '../db/client.ts';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, 'seed-cli.ts');
let dataDir: string;

function seedCli(args: string[]) {
  return run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ops-seed-cli-'));
  const handle = await openPglite(dataDir);
  await handle.migrate();
  await buildUser(handle.db, { nickname: '已有用户' });
  await handle.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run db:seed', () => {
  it('refuses a database that already has users, changing nothing', async () => {
    const result = await seedCli(['--scale', '0.01']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('already has users');
    const handle = await openPglite(dataDir);
    expect(await countRows(handle.db, 'users')).toBe(1);
    expect(await countRows(handle.db, 'posts')).toBe(0);
    await handle.close();
  });

  it('replaces the content with --force', async () => {
    const result = await seedCli(['--force', '--scale', '0.01']);
    expect(result.code).toBe(0);
    const handle = await openPglite(dataDir);
    expect(await countRows(handle.db, 'users')).toBeGreaterThan(1);
    expect(await countRows(handle.db, 'posts')).toBeGreaterThan(0);
    await handle.close();
  });

  it('replaces seeded data again, 图片黑库 and 机审统计 included, without counting anything twice', async () => {
    expect((await seedCli(['--force', '--scale', '0.01'])).code).toBe(0);
    const handle = await openPglite(dataDir);
    const [row] = await queryRows<{ listed: number; screened: number; counted: number }>(
      handle.db,
      sql`select (select count(*) from image_blocklist)::int as listed,
                 (select count(*) from posts where machine_review is not null)::int + (select count(*) from videos where machine_review is not null)::int as screened,
                 (select coalesce(sum(n), 0) from screening_daily)::int as counted`,
    );
    await handle.close();
    expect(row?.listed).toBeGreaterThan(0);
    expect(row?.screened).toBeGreaterThan(0);
    expect(row?.counted).toBe(row?.screened);
  });
});
