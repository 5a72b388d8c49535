import type { DecisionData, DecisionEvent, DecisionEventType, DecisionSubjectType } from '@ops/contracts/decisions';
import { sql } from 'drizzle-orm';

/** The columns of an outbox event that make its public form, as SQL returns them. */
export interface PublicEventRow {
  seq: string;
  event_id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  occurred_ms: string;
  data: DecisionData;
}

/** The select list matching PublicEventRow, for a table aliased `e`. */
export const PUBLIC_EVENT_COLUMNS = sql`e.seq::text as seq, e.event_id::text as event_id, e.type, e.subject_type, e.subject_id::text as subject_id,
  floor(extract(epoch from e.occurred_at) * 1000)::text as occurred_ms, e.data`;

/** An event as the app receives it, in the webhook body and the pull feed alike. */
export function toDecisionEvent(row: PublicEventRow): DecisionEvent {
  return {
    id: row.event_id,
    sequence: Number(row.seq),
    type: row.type as DecisionEventType,
    occurredAt: Number(row.occurred_ms),
    subject: { type: row.subject_type as DecisionSubjectType, id: Number(row.subject_id) },
    data: row.data,
  };
}
