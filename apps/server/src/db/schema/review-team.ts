import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { operators } from './operators.ts';

/** What a lease or a decision is about: 1 a post, 2 a video (the `kind` of content_counts). */
const targetKind = () => smallint('target_kind').notNull();

/**
 * 领取模式 (issue 15): the pending items an operator holds. A lease ends when it expires, when the item is
 * decided (same transaction as the decision) or when its holder releases it; an expired row is simply
 * taken over by the next claim. Kept apart from `posts`/`videos` so that claiming never rewrites content
 * rows (their statement triggers keep the list counters).
 */
export const reviewLeases = pgTable(
  'review_leases',
  {
    targetKind: targetKind(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    claimedAt: tstz('claimed_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.targetKind, t.targetId] }),
    index('review_leases_operator_idx').on(t.operatorId, t.targetKind),
    check('review_leases_kind_check', sql`${t.targetKind} in (1, 2)`),
  ],
);

/**
 * Every operator's review decision (pass, reject, revoke) as one row, written with the decision (issue 15):
 * the facts behind 审核效率. `shown_at` is when the operator's screen first showed the card (sent by the
 * console with the decision; null from other callers), `item_created_at` the item's publication time.
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    decidedAt: tstz('decided_at').notNull().defaultNow(),
    operatorId: integer('operator_id').references(() => operators.id),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    targetKind: targetKind(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 8 }).notNull(),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    shownAt: tstz('shown_at'),
    itemCreatedAt: tstz('item_created_at').notNull(),
  },
  (t) => [
    index('review_decisions_decided_idx').on(t.decidedAt),
    index('review_decisions_operator_idx').on(t.operatorId, t.decidedAt),
    check('review_decisions_kind_check', sql`${t.targetKind} in (1, 2)`),
    check('review_decisions_action_check', sql`${t.action} in ('pass', 'reject', 'revoke')`),
  ],
);
