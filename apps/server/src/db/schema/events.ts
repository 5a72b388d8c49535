import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const ACTIVITY_EVENT_TYPES = [
  'activate',
  'register',
  'login',
  'recommend',
  'message',
  'video',
  'publish',
  'like',
  'comment',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/** Append-only activity events (architecture 5); statistics are computed from these, never typed in. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid('event_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 16 }).$type<ActivityEventType>().notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    check('activity_events_type_check', sql.raw(`type in (${ACTIVITY_EVENT_TYPES.map((x) => `'${x}'`).join(', ')})`)),
    index('activity_events_occurred_idx').on(t.occurredAt),
    index('activity_events_user_idx').on(t.userId, t.occurredAt),
  ],
);
