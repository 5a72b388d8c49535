import { AUDIT_BREAK_REASON, type AuditBreakReason, type AuditVerify } from '@ops/contracts/oplog';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { auditKey, sealOf } from './audit-key.ts';
import { type Checkpoint, checkpointSignatureValid } from './audit-checkpoints.ts';

const CHUNK = 20_000;

interface ChainRow {
  id: string | number;
  chain_seq: string | number;
  hash: string | null;
  expected: string;
  mac: string | null;
}

function broken(id: number | null, chainSeq: number, reason: AuditBreakReason): AuditVerify['broken'] {
  return { id, chainSeq, reason, message: `第 ${chainSeq} 条日志${id === null ? '' : `（编号 ${id}）`}：${AUDIT_BREAK_REASON[reason]}` };
}

/**
 * Walks the operation-log chain in chain order and reports the first broken link:
 * - a row whose hash does not match its content and predecessor (that row or the one before it was changed),
 *   a gap in the sequence (a deleted row), a last row that does not match the chain head (rows cut from the end);
 * - issue 18, with AUDIT_KEY: a row without its seal, or whose seal is not the HMAC of its position and hash
 *   (rows rewritten and every hash recomputed by someone holding only the database), seals beyond the last row
 *   (rows cut from the end with the head reset), and each checkpoint kept outside the database: its signature,
 *   and the seal at its position (a rewrite or a cut of everything after it).
 * The head is read first: rows written while the walk runs are beyond it and wait for the next check.
 */
export async function verifyAuditChain(db: Executor, checkpoints: readonly Checkpoint[] = []): Promise<AuditVerify> {
  const key = auditKey();
  const [head] = await queryRows<{ head_seq: string | number; head_hash: string | null }>(
    db,
    sql`select head_seq, head_hash from operation_log_chain where id = 1`,
  );
  const headSeq = Number(head?.head_seq ?? 0);
  let previousHash: string | null = null;
  let previousSeq = 0;
  let checked = 0;
  for (;;) {
    const rows: ChainRow[] = await queryRows<ChainRow>(
      db,
      sql`select l.id, l.chain_seq, l.hash, s.mac,
                 operation_log_digest(coalesce(lag(l.hash) over (order by l.chain_seq), ${previousHash}::text), l) as expected
          from operation_logs l left join operation_log_seals s on s.chain_seq = l.chain_seq
          where l.chain_seq > ${previousSeq} and l.chain_seq <= ${headSeq} order by l.chain_seq limit ${CHUNK}`,
    );
    for (const row of rows) {
      const seq = Number(row.chain_seq);
      if (seq !== previousSeq + 1) return { ok: false, checked, broken: broken(Number(row.id), previousSeq + 1, 'missing') };
      if (row.hash !== row.expected) return { ok: false, checked, broken: broken(Number(row.id), seq, 'altered') };
      if (row.mac === null) return { ok: false, checked, broken: broken(Number(row.id), seq, 'unsealed') };
      if (row.mac !== sealOf(seq, row.hash, key)) return { ok: false, checked, broken: broken(Number(row.id), seq, 'forged') };
      previousHash = row.hash;
      previousSeq = seq;
      checked += 1;
    }
    if (rows.length < CHUNK) break;
  }
  if (previousSeq !== headSeq || (head?.head_hash ?? null) !== previousHash) {
    return { ok: false, checked, broken: broken(null, previousSeq + 1, 'head') };
  }
  const [beyond] = await queryRows<{ seq: string | null }>(db, sql`select min(chain_seq)::text as seq from operation_log_seals where chain_seq > ${headSeq}`);
  if (beyond?.seq) return { ok: false, checked, broken: broken(null, Number(beyond.seq), 'truncated') };
  return checkCheckpoints(db, checkpoints, headSeq, checked);
}

async function checkCheckpoints(db: Executor, checkpoints: readonly Checkpoint[], headSeq: number, checked: number): Promise<AuditVerify> {
  // The seals every checkpoint names, in one statement (a year of checkpoints is ~100,000 of them).
  const positions = checkpoints.filter((checkpoint) => Number.isSafeInteger(checkpoint.seq)).map((checkpoint) => checkpoint.seq);
  const rows = await queryRows<{ seq: string; mac: string }>(
    db,
    sql`select chain_seq::text as seq, mac from operation_log_seals where chain_seq = any(${intArray(positions)}::bigint[])`,
  );
  const sealAt = new Map(rows.map((row) => [Number(row.seq), row.mac]));
  for (const checkpoint of checkpoints) {
    if (!checkpointSignatureValid(checkpoint)) return { ok: false, checked, broken: broken(null, checkpoint.seq, 'checkpoint') };
    if (checkpoint.seq > headSeq) return { ok: false, checked, broken: broken(null, checkpoint.seq, 'truncated') };
    if (sealAt.get(checkpoint.seq) !== checkpoint.mac) return { ok: false, checked, broken: broken(null, checkpoint.seq, 'forged') };
  }
  return { ok: true, checked, broken: null };
}
