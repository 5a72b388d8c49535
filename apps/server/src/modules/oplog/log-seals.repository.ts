import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { sealOf } from './audit-key.ts';

export interface ChainedRow {
  chainSeq: number;
  hash: string;
}

/** Seals rows just written, in the writer's transaction (they commit or roll back together). */
export async function insertSeals(executor: Executor, rows: readonly ChainedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = JSON.stringify(rows.map((row) => ({ seq: row.chainSeq, mac: sealOf(row.chainSeq, row.hash) })));
  await executor.execute(sql`insert into operation_log_seals (chain_seq, mac)
    select x.seq, x.mac from json_to_recordset(${payload}::json) as x(seq bigint, mac text) order by x.seq`);
}

/**
 * Seals every row not sealed yet, in chain order: for trusted bulk writers (the demo seed, the benchmark's
 * generator) and the first start after issue 18 (an existing log is adopted as it is). Answers how many.
 */
export async function sealUnsealedRows(executor: Executor): Promise<number> {
  let sealed = 0;
  // Keyset over the chain: each round starts after the last row the previous one looked at.
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ seq: string; hash: string; sealed: boolean }>(
      executor,
      sql`select l.chain_seq::text as seq, l.hash, exists (select 1 from operation_log_seals s where s.chain_seq = l.chain_seq) as sealed
          from operation_logs l where l.chain_seq > ${after} order by l.chain_seq limit 10000`,
    );
    const last = rows.at(-1);
    if (!last) return sealed;
    const unsealed = rows.filter((row) => !row.sealed);
    await insertSeals(executor, unsealed.map((row) => ({ chainSeq: Number(row.seq), hash: row.hash })));
    sealed += unsealed.length;
    after = Number(last.seq);
  }
}

/**
 * The first start after issue 18: a log none of whose rows is sealed is sealed as found (its unkeyed hash
 * chain is what vouches for it up to now). Once any seal exists, nothing is sealed here again: a row that
 * appears without a seal was not written by the console, and `audit:verify` reports it. Answers how many.
 */
export async function adoptUnsealedLog(executor: Executor): Promise<number> {
  const rows = await queryRows<{ one: number }>(executor, sql`select 1 as one from operation_log_seals limit 1`);
  return rows.length > 0 ? 0 : sealUnsealedRows(executor);
}

/** The newest sealed position and its seal: what a checkpoint records. */
export async function sealedHead(executor: Executor): Promise<{ chainSeq: number; mac: string } | null> {
  const [row] = await queryRows<{ seq: string; mac: string }>(executor, sql`select chain_seq::text as seq, mac from operation_log_seals order by chain_seq desc limit 1`);
  return row ? { chainSeq: Number(row.seq), mac: row.mac } : null;
}
