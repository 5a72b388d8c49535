import { MACHINE_ACTOR_NAME, OPERATION, type OperationKey, SYSTEM_ACTOR_NAME, type TargetType } from '@ops/contracts/operations';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { insertSeals } from './log-seals.repository.ts';
import { type DecisionPayload, outboxRowOf } from '../outbox/decision-events.ts';
import { insertOutboxEvents } from '../outbox/outbox.repository.ts';

/** Who is acting: the operator (null when unknown, e.g. a failed login) and where from. */
export interface Actor {
  operatorId: number | null;
  operatorName: string;
  ip: string;
}

/** What the console does by itself (a freeze that runs out): logged and delivered under 系统. */
export const SYSTEM_ACTOR: Actor = { operatorId: null, operatorName: SYSTEM_ACTOR_NAME, ip: '' };
/** The machine review (issue 13): its verdicts are logged and delivered under 机审. */
export const MACHINE_ACTOR: Actor = { operatorId: null, operatorName: MACHINE_ACTOR_NAME, ip: '' };

export interface OperationEntry {
  operation: OperationKey;
  description?: string;
  targetType?: TargetType;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  /**
   * What the app must enforce, for an operation whose OPERATION entry names an `event` (required
   * there): written to the outbox with the log row, the operator added from the actor.
   */
  decision?: DecisionPayload;
  /** When the decision took effect, if not now (a freeze that ran out earlier). */
  occurredAt?: Date;
}

function rowOf(actor: Actor, entry: OperationEntry) {
  const { action, content } = OPERATION[entry.operation];
  return {
    operatorId: actor.operatorId,
    operatorName: actor.operatorName,
    ip: actor.ip,
    action,
    content,
    description: entry.description ?? '',
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/**
 * Writes operation-log rows, in the given order, with one statement, then the decision events the
 * app must receive for them (the outbox, issue 12) with another. Call it with the transaction that
 * makes the change, so the change, its record and its event commit or roll back together. The
 * database chains each log row's hash to the previous one (migrations 0002 and 0035: the chain head moves once
 * per statement, so one statement of many rows costs about as much per row as one of a few) and numbers the events
 * in commit order (migration 0015); every transaction takes those two locks in this order.
 */
export async function recordOperations(executor: Executor, actor: Actor, entries: readonly OperationEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const events = entries.flatMap((entry) => outboxRowOf(actor, entry) ?? []);
  // One JSON parameter rather than ten per row: a machine-review batch logs hundreds of rows at once.
  const payload = JSON.stringify(entries.map((entry, ord) => ({ ord, ...rowOf(actor, entry) })));
  const rows = await queryRows<{ id: string; chain_seq: string; hash: string }>(
    executor,
    sql`insert into operation_logs (operator_id, operator_name, ip, action, content, description, target_type, target_id, before, after)
        select x."operatorId", x."operatorName", x.ip, x.action, x.content, x.description, x."targetType", x."targetId", x.before, x.after
        from json_to_recordset(${payload}::json) as x(ord int, "operatorId" int, "operatorName" text, ip text, action text, content text,
             description text, "targetType" text, "targetId" text, before jsonb, after jsonb)
        order by x.ord
        returning id::text as id, chain_seq::text as chain_seq, hash`,
  );
  // The keyed half of the chain (issue 18): sealed with AUDIT_KEY in this transaction.
  await insertSeals(executor, rows.map((row) => ({ chainSeq: Number(row.chain_seq), hash: row.hash })));
  await insertOutboxEvents(executor, events);
  return rows.map((row) => Number(row.id));
}

export async function recordOperation(executor: Executor, actor: Actor, entry: OperationEntry): Promise<number> {
  const [id] = await recordOperations(executor, actor, [entry]);
  if (id === undefined) throw new Error('operation log insert returned no row');
  return id;
}
