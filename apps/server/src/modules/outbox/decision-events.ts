import type { DecisionActor, DecisionData, DecisionEventType, DecisionSubjectType } from '@ops/contracts/decisions';
import { DECISION_SUBJECT_TYPES } from '@ops/contracts/decisions';
import { eventOfOperation, type OperationKey } from '@ops/contracts/operations';

/** A decision event's data as a service states it; the operator is added from the actor. */
export type DecisionPayload = DecisionData extends infer D ? (D extends DecisionData ? Omit<D, 'operator'> : never) : never;

/** One row for the outbox, before the database gives it its sequence and id. */
export interface OutboxRow {
  type: DecisionEventType;
  subjectType: DecisionSubjectType;
  subjectId: number;
  occurredAt: Date | null;
  operatorName: string;
  data: DecisionData;
}

/** What decided: an operator, or the console itself (operator id null). */
export function decisionActorOf(actor: { operatorId: number | null; operatorName: string }): DecisionActor {
  return { id: actor.operatorId, name: actor.operatorName };
}

function isSubjectType(value: string | undefined): value is DecisionSubjectType {
  return (DECISION_SUBJECT_TYPES as readonly (string | undefined)[]).includes(value);
}

interface DecisionSource {
  operation: OperationKey;
  targetType?: string;
  targetId?: string | number;
  decision?: DecisionPayload;
  occurredAt?: Date;
}

/**
 * The outbox row of an operation the app must enforce (its OPERATION entry names an `event`), or null
 * for one it need not know. An enforced operation without its subject or data is a programming error:
 * it throws, and the caller's transaction rolls back with nothing half-recorded.
 */
export function outboxRowOf(actor: { operatorId: number | null; operatorName: string }, entry: DecisionSource): OutboxRow | null {
  const type = eventOfOperation(entry.operation);
  if (type === undefined) return null;
  const subjectId = Number(entry.targetId);
  if (!isSubjectType(entry.targetType) || !Number.isSafeInteger(subjectId) || entry.decision === undefined) {
    throw new Error(`operation ${entry.operation} must name its subject and decision data for event ${type}`);
  }
  return {
    type,
    subjectType: entry.targetType,
    subjectId,
    occurredAt: entry.occurredAt ?? null,
    operatorName: actor.operatorName,
    data: { ...entry.decision, operator: decisionActorOf(actor) } as DecisionData,
  };
}
