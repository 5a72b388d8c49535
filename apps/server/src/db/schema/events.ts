import { ACTIVITY_EVENT_TYPES, type ActivityEventType } from '@ops/contracts/statistics';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export { ACTIVITY_EVENT_TYPES, type ActivityEventType };

/**
 * Append-only activity events (architecture 5); statistics are computed from these, never typed in.
 * `sex` is the user's sex when the event was received, so every figure can be recomputed from this
 * table alone. A trigger (migration 0001) refuses UPDATE and DELETE.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid('event_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sex: smallint('sex').notNull(),
    type: varchar('type', { length: 16 }).$type<ActivityEventType>().notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    check('activity_events_type_check', sql.raw(`type in (${ACTIVITY_EVENT_TYPES.map((x) => `'${x}'`).join(', ')})`)),
    index('activity_events_occurred_idx').on(t.occurredAt),
    index('activity_events_user_idx').on(t.userId, t.occurredAt),
    // Cohorts of the retention roll-up: a day's registrations without scanning the day's events.
    index('activity_events_register_idx').on(t.occurredAt).where(sql`type = 'register'`),
  ],
);
