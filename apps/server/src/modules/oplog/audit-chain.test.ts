import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AuditVerify } from '@ops/contracts/oplog';
import { API } from '@ops/contracts/paths';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser, countRows } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openPglite, queryRows } from '../../db/client.ts';
import { type Actor, recordOperation, recordOperations } from './record-operation.ts';
import { verifyAuditChain } from './audit-chain.ts';

let t: TestApp;
let userId = 0;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await buildUser(t.db)).id;
  const posts = await Promise.all([1, 2, 3].map(() => buildPost(t.db, userId, { state: 3 })));
  await t.request({ method: 'POST', url: API.messagesPass, payload: posts.map((post) => post.id) });
  await t.request({ method: 'POST', url: API.freeze, payload: { userId, freezingTime: '1', freezingRange: '1', reasonsForFreezing: '1', frozenRemarks: '' } });
});
afterAll(() => t.close());

// As the database's owner: the append-only triggers are what stops the owner (the app's own role has no such right at all).
const errorOf = (query: SQL) =>
  t.ownerDb.execute(query).then(
    () => 'no error',
    (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
  );

/** Runs `change` with the append-only trigger switched off, as someone with direct database access could. */
async function tamper(change: SQL): Promise<void> {
  await t.ownerDb.execute(sql`alter table operation_logs disable trigger operation_logs_no_update_delete`);
  try {
    await t.ownerDb.execute(change);
  } finally {
    await t.ownerDb.execute(sql`alter table operation_logs enable trigger operation_logs_no_update_delete`);
  }
}

const verify = async () => {
  const response = await t.request({ method: 'GET', url: API.auditVerify });
  expect(response.statusCode).toBe(200);
  return response.json() as AuditVerify;
};

describe('the operation log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE and keeps every row', async () => {
    const before = await countRows(t.db, 'operation_logs');
    expect(await errorOf(sql`update operation_logs set description = '改过了'`)).toMatch(/append-only: UPDATE/);
    expect(await errorOf(sql`delete from operation_logs`)).toMatch(/append-only: DELETE/);
    expect(await errorOf(sql`truncate operation_logs`)).toMatch(/append-only: TRUNCATE/);
    expect(await countRows(t.db, 'operation_logs')).toBe(before);
  });
});

describe('the hash chain', () => {
  it('is intact after real operations, each row chained to the one before', async () => {
    const result = await verify();
    expect(result).toEqual({ ok: true, checked: await countRows(t.db, 'operation_logs'), broken: null });
    const rows = await queryRows<{ chain_seq: string; hash: string }>(t.db, sql`select chain_seq, hash from operation_logs order by chain_seq`);
    expect(rows.map((row) => Number(row.chain_seq))).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('stays intact when many operators write at the same moment (real contention on PostgreSQL)', async () => {
    const posts = await Promise.all(Array.from({ length: 24 }, () => buildPost(t.db, userId, { state: 3 })));
    const responses = await Promise.all(
      posts.map((post, i) => t.request({ method: 'POST', url: i % 2 ? API.messagesPass : API.messagesReject, payload: [post.id] })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const result = await verify();
    expect(result).toMatchObject({ ok: true, broken: null });
    expect(result.checked).toBe(await countRows(t.db, 'operation_logs'));
  });

  it('stays intact with many rows per statement from writers at once, a savepoint rolled back among them (migration 0035)', async () => {
    const actor: Actor = { operatorId: null, operatorName: '机审', ip: '' };
    const batch = (n: number, label: string) => Array.from({ length: n }, (_, i) => ({ operation: 'loginFailed' as const, description: `${label} ${i}` }));
    const before = await countRows(t.db, 'operation_logs');
    await Promise.all(
      [0, 1, 2, 3].map((writer) =>
        t.db.transaction(async (tx) => {
          await recordOperations(tx, actor, batch(150, `甲${writer}`));
          await tx
            .transaction(async (savepoint) => {
              await recordOperations(savepoint, actor, batch(40, `撤${writer}`));
              throw new Error('rolled back to the savepoint');
            })
            .catch(() => undefined);
          await recordOperations(tx, actor, batch(60, `乙${writer}`));
        }),
      ),
    );
    expect(await countRows(t.db, 'operation_logs')).toBe(before + 4 * 210);
    const [head] = await queryRows<{ head_seq: string; newest: string }>(
      t.db,
      sql`select head_seq, (select max(chain_seq) from operation_logs) as newest from operation_log_chain where id = 1`,
    );
    expect(Number(head?.head_seq)).toBe(before + 4 * 210);
    expect(head?.newest).toBe(head?.head_seq);
    expect(await verify()).toEqual({ ok: true, checked: before + 4 * 210, broken: null });
  });

  it('reports a row whose content was altered, and only that row', async () => {
    const [victim] = await queryRows<{ id: string; chain_seq: string }>(t.db, sql`select id, chain_seq from operation_logs where action = 'user.freeze'`);
    await tamper(sql`update operation_logs set description = '什么也没发生' where id = ${victim?.id}`);
    const result = await verify();
    expect(result.ok).toBe(false);
    expect(result.broken).toMatchObject({ id: Number(victim?.id), chainSeq: Number(victim?.chain_seq), reason: 'altered' });
    expect(result.broken?.message).toContain('被修改');
    expect(result.checked).toBe(Number(victim?.chain_seq) - 1);
  });

  it('reports the audit:verify command as broken with exit code 1, and intact with 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-audit-'));
    try {
      const handle = await openPglite(dataDir);
      await handle.migrate();
      const actor: Actor = { operatorId: null, operatorName: 'someone', ip: '10.0.0.1' };
      for (const n of [1, 2, 3]) await recordOperation(handle.db, actor, { operation: 'loginFailed', description: `第 ${n} 次` });
      await handle.close();
      const intact = await runVerifyCli(dataDir);
      expect(intact.code).toBe(0);
      expect(intact.stdout).toContain('已校验 3 条');

      const again = await openPglite(dataDir);
      await again.db.execute(sql`alter table operation_logs disable trigger operation_logs_no_update_delete`);
      await again.db.execute(sql`update operation_logs set ip = '6.6.6.6' where chain_seq = 2`);
      await again.close();
      const broken = await runVerifyCli(dataDir);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('第 2 条日志');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the hash chain on a fresh table', () => {
  it('reports a deleted row in the middle as missing and a removed last row at the head', async () => {
    const fresh = await createTestApp();
    try {
      const run = (q: SQL) => fresh.ownerDb.execute(q);
      const actor: Actor = { operatorId: null, operatorName: 'x', ip: '' };
      for (let i = 0; i < 4; i += 1) await recordOperation(fresh.db, actor, { operation: 'loginFailed' });
      await run(sql`alter table operation_logs disable trigger operation_logs_no_update_delete`);
      await run(sql`delete from operation_logs where chain_seq = (select max(chain_seq) from operation_logs)`);
      expect((await verifyAuditChain(fresh.db)).broken).toMatchObject({ reason: 'head', id: null });
      await run(sql`delete from operation_logs where chain_seq = 2`);
      expect((await verifyAuditChain(fresh.db)).broken).toMatchObject({ reason: 'missing', chainSeq: 2 });
    } finally {
      await fresh.close();
    }
  });
});

const cli = path.resolve(import.meta.dirname, 'audit-verify-cli.ts');
function runVerifyCli(dataDir: string) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', cli], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}
