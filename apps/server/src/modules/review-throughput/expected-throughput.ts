/**
 * Test support: 审核效率's figures counted independently of the endpoint's SQL, from the operation log's
 * decision rows, the items' publication times and the shownAt each decision call sent (ADR 0014).
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

const DECISION_ACTIONS = ['post.pass', 'post.reject', 'post.revoke', 'video.pass', 'video.reject', 'video.revoke'];
const SHANGHAI_MS = 8 * 3_600_000;

export interface LoggedDecision {
  operatorId: number | null;
  operatorName: string;
  target: 'post' | 'video';
  id: number;
  action: 'pass' | 'reject' | 'revoke';
  before: string;
  /** Microseconds since the epoch, as stored. */
  atUs: number;
  itemCreatedUs: number;
}

/** Every decision row of the operation log, in chain order, with its item's publication time (µs). */
export async function loggedDecisions(db: Database): Promise<LoggedDecision[]> {
  const rows = await queryRows<{ operator_id: number | null; operator_name: string; action: string; target_id: string; before: string; at_us: string }>(
    db,
    sql`select operator_id, operator_name, action, target_id, before ->> 'state' as before,
               (extract(epoch from created_at) * 1000000)::bigint::text as at_us
        from operation_logs where action = any(${`{${DECISION_ACTIONS.join(',')}}`}::text[]) order by chain_seq`,
  );
  const created = await queryRows<{ key: string; us: string }>(
    db,
    sql`select 'post:' || id as key, (extract(epoch from created_at) * 1000000)::bigint::text as us from posts
        union all select 'video:' || id, (extract(epoch from created_at) * 1000000)::bigint::text from videos`,
  );
  const createdUs = new Map(created.map((row) => [row.key, Number(row.us)]));
  return rows.map((row) => {
    const [target, action] = row.action.split('.') as ['post' | 'video', 'pass' | 'reject' | 'revoke'];
    return {
      operatorId: row.operator_id,
      operatorName: row.operator_name,
      target,
      id: Number(row.target_id),
      action,
      before: row.before,
      atUs: Number(row.at_us),
      itemCreatedUs: createdUs.get(`${target}:${row.target_id}`) ?? NaN,
    };
  });
}

export function shanghaiDay(ms: number): string {
  return new Date(ms + SHANGHAI_MS).toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface ExpectedFigures {
  operatorName: string;
  decisions: number;
  passed: number;
  rejected: number;
  revoked: number;
  overturned: number;
  timedDecisions: number;
  medianDecisionSeconds: number | null;
  medianItemAgeSeconds: number | null;
}

/** `shownAt(decision)`: the shownAt (epoch ms) its call sent and the server kept, else undefined. */
export function expectedFigures(operatorName: string, decisions: readonly LoggedDecision[], shownAt: (d: LoggedDecision) => number | undefined): ExpectedFigures {
  const decided = decisions.filter((d) => d.action !== 'revoke');
  const timed = decided.flatMap((d) => {
    const shown = shownAt(d);
    return shown === undefined ? [] : [Math.max(0, d.atUs - shown * 1000) / 1e6];
  });
  return {
    operatorName,
    decisions: decided.length,
    passed: decisions.filter((d) => d.action === 'pass').length,
    rejected: decisions.filter((d) => d.action === 'reject').length,
    revoked: decisions.filter((d) => d.action === 'revoke').length,
    overturned: decided.filter((d) => d.before === '2' || d.before === '6').length,
    timedDecisions: timed.length,
    medianDecisionSeconds: median(timed),
    medianItemAgeSeconds: median(decided.map((d) => Math.max(0, d.atUs - d.itemCreatedUs) / 1e6)),
  };
}
