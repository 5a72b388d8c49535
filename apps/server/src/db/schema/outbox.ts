import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * The transactional outbox of decision events (issue 12, ADR 0011): written in the transaction of the
 * change it reports. `seq` is assigned by a BEFORE INSERT trigger under the `outbox_head` row lock, so
 * it grows in commit order with no gaps (migration 0015): the pull feed's cursor. The push columns
 * say how far the webhook delivery got.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    seq: bigint('seq', { mode: 'number' })
      .primaryKey()
      .$defaultFn(() => 0),
    eventId: uuid('event_id').notNull().defaultRandom().unique(),
    type: varchar('type', { length: 40 }).notNull(),
    subjectType: varchar('subject_type', { length: 16 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    occurredAt: tstz('occurred_at').notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    deliveredAt: tstz('delivered_at'),
    /** Set when the retry window passed without a 2xx; 重新投递 clears it. */
    failedAt: tstz('failed_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** Start of the retry window: creation, or the last 重新投递. */
    retryFrom: tstz('retry_from').notNull().defaultNow(),
    /** A dispatcher holds the event until then (claimed, being sent); expired leases are claimed again. */
    leaseUntil: tstz('lease_until'),
    /** The claim that holds the lease: only it may record the attempt's result. */
    leaseOwner: uuid('lease_owner'),
    lastAttemptAt: tstz('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [
    // Due for a push: scanned by every dispatcher poll.
    index('outbox_events_due_idx').on(t.nextAttemptAt, t.seq).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    // Everything not delivered, per subject in order: an event waits for its subject's earlier ones.
    index('outbox_events_subject_waiting_idx').on(t.subjectType, t.subjectId, t.seq).where(sql`${t.deliveredAt} is null`),
    index('outbox_events_waiting_idx').on(t.seq).where(sql`${t.deliveredAt} is null`),
    index('outbox_events_subject_idx').on(t.subjectType, t.subjectId, t.seq),
  ],
);

/** One row: the last sequence handed out, locked by every insert until its transaction ends. */
export const outboxHead = pgTable('outbox_head', {
  id: smallint('id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/** One row: how far retention pruned (older cursors are answered 410) and the app's last pull. */
export const outboxFeedState = pgTable('outbox_feed_state', {
  id: smallint('id').primaryKey(),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
  lastPulledAt: tstz('last_pulled_at'),
  lastCursor: bigint('last_cursor', { mode: 'number' }),
});

/** Events per delivery status (pending, retrying, failed, delivered), kept by statement triggers (migration 0015). */
export const outboxCounts = pgTable('outbox_counts', {
  status: varchar('status', { length: 16 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Every push attempt: the delivery history of 系统对接. Pruned with its event. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.seq, { onDelete: 'cascade' }),
    attemptedAt: tstz('attempted_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: integer('status'),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempts_seq_idx').on(t.seq, t.id)],
);

/** Deliveries and failed attempts per hour, written with each batch of results: the last-24-hours figures. */
export const webhookHourly = pgTable('webhook_hourly', {
  hour: tstz('hour').primaryKey(),
  delivered: integer('delivered').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  lastDeliveredAt: tstz('last_delivered_at'),
});
