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

/**
 * Writes one operation-log row. Call it with the transaction that makes the change,
 * so the change and its record commit or roll back together.
 */
export async function recordOperation(executor: Executor, actor: Actor, entry: OperationEntry): Promise<number> {
  const { action, content } = OPERATION[entry.operation];
  const [row] = await executor
    .insert(operationLogs)
    .values({
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
    })
    .returning({ id: operationLogs.id });
  if (!row) throw new Error('operation log insert returned no row');
  return row.id;
}
