import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { readCheckpoints, writeCheckpoint } from './audit-checkpoints.ts';
import { auditKey, useAuditKey } from './audit-key.ts';
import { adoptUnsealedLog } from './log-seals.repository.ts';
import { type Actor, recordOperation } from './record-operation.ts';

const actor: Actor = { operatorId: null, operatorName: 'ops_li', ip: '10.0.0.7' };
let t: TestApp;
const folder = mkdtempSync(path.join(tmpdir(), 'ops-seals-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeEach(async () => {
  t = await createTestApp();
  for (let n = 1; n <= 5; n += 1) await recordOperation(t.db, actor, { operation: 'redeliverEvents', description: `第 ${n} 次` });
});
afterEach(() => t.close());

/** What someone holding the database alone can do: switch the guards off, change rows, switch them on. */
async function asDatabaseOwner(...changes: SQL[]): Promise<void> {
  const owner = t.ownerDb;
  await owner.execute(sql`alter table operation_logs disable trigger user`);
  await owner.execute(sql`alter table operation_log_seals disable trigger user`);
  try {
    for (const change of changes) await owner.execute(change);
  } finally {
    await owner.execute(sql`alter table operation_logs enable trigger user`);
    await owner.execute(sql`alter table operation_log_seals enable trigger user`);
  }
}

/** Recomputes every hash from `fromSeq` on with the database's own digest function, and the head: the unkeyed chain is whole again. */
const recomputeChainFrom = (fromSeq: number) => sql`
  do $$
  declare r operation_logs; prev varchar;
  begin
    select hash into prev from operation_logs where chain_seq = ${sql.raw(String(fromSeq - 1))};
    for r in select * from operation_logs where chain_seq >= ${sql.raw(String(fromSeq))} order by chain_seq loop
      prev := operation_log_digest(prev, r);
      update operation_logs set hash = prev where id = r.id;
    end loop;
    update operation_log_chain set head_seq = (select max(chain_seq) from operation_logs), head_hash = prev where id = 1;
  end $$`;

const seqOf = async (description: string) =>
  Number((await queryRows<{ seq: string }>(t.db, sql`select chain_seq::text as seq from operation_logs where description = ${description}`))[0]?.seq);

describe('the keyed seals (issue 18)', () => {
  it('a log written by the console verifies', async () => {
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true, broken: null });
  });

  it('a row rewritten and every hash recomputed (the attack the unkeyed chain missed) is reported as forged, at that row', async () => {
    const victim = await seqOf('第 3 次');
    await asDatabaseOwner(sql`update operation_logs set description = '什么也没发生' where chain_seq = ${victim}`, recomputeChainFrom(victim));
    const result = await verifyAuditChain(t.db);
    expect(result.ok).toBe(false);
    expect(result.broken).toMatchObject({ chainSeq: victim, reason: 'forged' });
    expect(result.broken?.message).toContain('重算了哈希');
  });

  it('a row added straight into the database (chained by the trigger, but not sealed) is reported as unsealed', async () => {
    await t.db.execute(sql`insert into operation_logs (operator_name, ip, action, content, description) values ('admin', '1.2.3.4', 'user.unfreeze', '解冻用户', '伪造')`);
    const forged = await seqOf('伪造');
    expect((await verifyAuditChain(t.db)).broken).toMatchObject({ chainSeq: forged, reason: 'unsealed' });
  });

  it('rows cut from the end with the head reset: the seals beyond the head give it away; with those deleted too, a checkpoint does', async () => {
    const file = path.join(folder, `cut-${Date.now()}.jsonl`);
    expect(await writeCheckpoint(t.db, file, 0)).toBe(await seqOf('第 5 次'));
    const last = await seqOf('第 5 次');
    const cut = [sql`delete from operation_logs where chain_seq = ${last}`, sql`update operation_log_chain set head_seq = ${last - 1}, head_hash = (select hash from operation_logs where chain_seq = ${last - 1}) where id = 1`];
    await asDatabaseOwner(...cut);
    expect((await verifyAuditChain(t.db)).broken).toMatchObject({ chainSeq: last, reason: 'truncated' });
    await asDatabaseOwner(sql`delete from operation_log_seals where chain_seq = ${last}`);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
    const withCheckpoints = await verifyAuditChain(t.db, readCheckpoints(file));
    expect(withCheckpoints.broken).toMatchObject({ chainSeq: last, reason: 'truncated' });
  });

  it('a checkpoint edited by hand fails its signature; a checkpoint is only written when the head moved', async () => {
    const file = path.join(folder, `edit-${Date.now()}.jsonl`);
    const head = await writeCheckpoint(t.db, file, 0);
    expect(await writeCheckpoint(t.db, file, head)).toBe(head);
    expect(readCheckpoints(file)).toHaveLength(1);
    expect((await verifyAuditChain(t.db, readCheckpoints(file))).ok).toBe(true);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`"seq":${head}`, `"seq":${head - 1}`));
    expect((await verifyAuditChain(t.db, readCheckpoints(file))).broken).toMatchObject({ reason: 'checkpoint' });
  });

  it('verified with another key, every seal is foreign', async () => {
    const key = auditKey().toString('utf8');
    useAuditKey('another-audit-key-0123456789-0123456');
    try {
      expect((await verifyAuditChain(t.db)).broken).toMatchObject({ chainSeq: 1, reason: 'forged' });
    } finally {
      useAuditKey(key);
    }
  });

  it('a log from before issue 18 (no seal at all) is adopted once as found; after that an unsealed row stays reported', async () => {
    await asDatabaseOwner(sql`delete from operation_log_seals`);
    expect((await verifyAuditChain(t.db)).broken).toMatchObject({ chainSeq: 1, reason: 'unsealed' });
    expect(await adoptUnsealedLog(t.db)).toBe(5 + (await seqOf('第 1 次')) - 1);
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
    await t.db.execute(sql`insert into operation_logs (operator_name, ip, action, content, description) values ('admin', '', 'user.unfreeze', '解冻用户', '之后')`);
    expect(await adoptUnsealedLog(t.db)).toBe(0);
    expect((await verifyAuditChain(t.db)).broken).toMatchObject({ reason: 'unsealed' });
  });
});
