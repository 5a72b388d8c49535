import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

/** A stretch of the operation log by chain position: after `afterSeq`, through `throughSeq` (null: to the end). */
export interface LogStretch {
  afterSeq: number;
  throughSeq: number | null;
}

/**
 * Writes 审核效率's fact rows for the review decisions of the operation log in `stretch` (the database
 * function of migration 0019, which backfilled the decisions made before the facts existed): one row per
 * post/video pass, reject and revoke whose item still exists, from its before/after state, shown_at unknown.
 * For writers that record decision log rows without the review service (the demo seed, the benchmark);
 * the service writes its facts itself. Answers how many rows it wrote.
 */
export async function recordDecisionFactsFromLog(executor: Executor, stretch: LogStretch): Promise<number> {
  const [row] = await queryRows<{ n: number }>(executor, sql`select review_decisions_from_log(${stretch.afterSeq}::bigint, ${stretch.throughSeq}::bigint) as n`);
  return row?.n ?? 0;
}

/** The chain position of the newest operation-log row (0 when the log is empty). */
export async function logHeadSeq(executor: Executor): Promise<number> {
  const [row] = await queryRows<{ seq: string }>(executor, sql`select head_seq::text as seq from operation_log_chain where id = 1`);
  return Number(row?.seq ?? 0);
}
