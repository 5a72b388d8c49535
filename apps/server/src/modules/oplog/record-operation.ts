import { OPERATION, type OperationKey, type TargetType } from '@ops/contracts/operations';
import type { Executor } from '../../db/client.ts';
import { operationLogs } from '../../db/schema/operators.ts';

/** Who is acting: the operator (null when unknown, e.g. a failed login) and where from. */
export interface Actor {
  operatorId: number | null;
  operatorName: string;
  ip: string;
}

export interface OperationEntry {
  operation: OperationKey;
  description?: string;
  targetType?: TargetType;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
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
 * Writes operation-log rows, in the given order, with one statement. Call it with the transaction
 * that makes the change, so the change and its record commit or roll back together. The database
 * chains each row's hash to the previous one (migration 0002).
 */
export async function recordOperations(executor: Executor, actor: Actor, entries: readonly OperationEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await executor
    .insert(operationLogs)
    .values(entries.map((entry) => rowOf(actor, entry)))
    .returning({ id: operationLogs.id });
  return rows.map((row) => row.id);
}

export async function recordOperation(executor: Executor, actor: Actor, entry: OperationEntry): Promise<number> {
  const [id] = await recordOperations(executor, actor, [entry]);
  if (id === undefined) throw new Error('operation log insert returned no row');
  return id;
}
