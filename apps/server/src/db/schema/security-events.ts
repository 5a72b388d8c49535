import { bigint, bigserial, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * Issue 18: failed and throttled logins and refused integration tokens. Anyone on the network can
 * cause these rows, so they live here and not in the hash-chained operation log (whose rows can never
 * be deleted): the typed name is data, not an operator, and rows older than
 * SECURITY_EVENTS_RETENTION_DAYS are pruned.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: tstz('occurred_at').notNull().defaultNow(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** The account name as typed (cut to 64 characters), or the integration token's name. */
    name: varchar('name', { length: 64 }).notNull(),
    /** The operator of that name, when there is one. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
  },
  (t) => [index('security_events_time_idx').on(t.occurredAt, t.id), index('security_events_kind_time_idx').on(t.kind, t.occurredAt, t.id)],
);
