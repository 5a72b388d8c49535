import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MIN_LENGTH } from '@ops/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOn, runAdminStatement } from '../../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { findOperatorByUsername } from './auth.repository.ts';
import { verifyPassword } from './password.ts';

const CLI = fileURLToPath(new URL('./operator-create-cli.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Where the CLI writes: a throwaway PostgreSQL database (TEST_DB=pg) or a temporary PGlite folder. */
interface Target {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function createTarget(): Promise<Target> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'pg' && adminUrl) {
    const name = `ops_cli_${randomBytes(6).toString('hex')}`;
    await runAdminStatement(adminUrl, `create database ${name}`);
    const databaseUrl = databaseUrlOn(adminUrl, name);
    return {
      env: { DATABASE_URL: databaseUrl, AUDIT_KEY: process.env.AUDIT_KEY ?? '' },
      open: () => openDatabase({ databaseUrl }),
      drop: () => runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-cli-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      // Only what the CLI needs: no DATABASE_URL or ADMIN_PASSWORD leaks in from the test's own environment.
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

async function operatorNamed(target: Target, username: string) {
  const handle = await target.open();
  try {
    await handle.migrate();
    return await findOperatorByUsername(handle.db, username);
  } finally {
    await handle.close();
  }
}

let target: Target;
beforeAll(async () => {
  target = await createTarget();
});
afterAll(() => target.drop());

describe('npm run operator:create', () => {
  it(`refuses a password shorter than ${PASSWORD_MIN_LENGTH} characters with exit code 1 and creates nothing`, async () => {
    const run = await runCli(['--username', 'shorty', '--password', 'x'.repeat(PASSWORD_MIN_LENGTH - 1)], target.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(run.stdout).not.toContain('created');
    expect(await operatorNamed(target, 'shorty')).toBeUndefined();
  });

  it('creates the operator, with an Argon2id hash of the password, when it is long enough', async () => {
    const password = 'y'.repeat(PASSWORD_MIN_LENGTH);
    const run = await runCli(['--username', 'longer', '--password', password], target.env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const operator = await operatorNamed(target, 'longer');
    expect(operator?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(password, operator?.passwordHash ?? '')).toBe(true);
    expect(operator?.role).toBe('admin');
  });

  it('gives the operator the role named by --role, and refuses an unknown role creating nothing', async () => {
    const password = 'z'.repeat(PASSWORD_MIN_LENGTH);
    const run = await runCli(['--username', 'checker', '--password', password, '--role', 'auditor'], target.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('role auditor (审计员)');
    expect((await operatorNamed(target, 'checker'))?.role).toBe('auditor');
    const wrong = await runCli(['--username', 'boss', '--password', password, '--role', 'root'], target.env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('admin, moderator, analyst, auditor');
    expect(await operatorNamed(target, 'boss')).toBeUndefined();
  });

  it('refuses a short password for --reset too, leaving the old one in place', async () => {
    const run = await runCli(['--username', 'longer', '--password', 'short', '--reset'], target.env);
    expect(run.code).toBe(1);
    const operator = await operatorNamed(target, 'longer');
    expect(await verifyPassword('y'.repeat(PASSWORD_MIN_LENGTH), operator?.passwordHash ?? '')).toBe(true);
  });
});
