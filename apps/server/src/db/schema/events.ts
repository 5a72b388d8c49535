import { ACTIVITY_EVENT_TYPES, type ActivityEventType } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export { ACTIVITY_EVENT_TYPES, type ActivityEventType };

/**
 * Append-only activity events (architecture 5); statistics are computed from these, never typed in.
 * `sex` is the user's sex when the event was received, so every figure can be recomputed from this
 * table alone. A trigger refuses UPDATE and DELETE.
 *
 * Partitioned by Asia/Shanghai day of `occurred_at` (migration 0023, ADR 0019): drizzle does not
 * model partitioning, so the table here lists the parent's columns and indexes, and the partitions
 * (`activity_events_pYYYYMMDD`) are created by `modules/statistics/event-partitions`. A unique key
 * of a partitioned table must hold the partition column: an event is (`event_id`, `occurred_at`).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('activity_events_id_sequence')`),
    eventId: uuid('event_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sex: smallint('sex').notNull(),
    type: varchar('type', { length: 16 }).$type<ActivityEventType>().notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    check('activity_events_type_check', sql.raw(`type in (${ACTIVITY_EVENT_TYPES.map((x) => `'${x}'`).join(', ')})`)),
    // Time first: new events land at the index's right edge (recent pages stay cached), not at random.
    unique('activity_events_event_key').on(t.occurredAt, t.eventId),
    index('activity_events_user_idx').on(t.userId, t.occurredAt),
  ],
);
