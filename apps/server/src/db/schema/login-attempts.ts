import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * Password attempts per account name and per client IP in the current fixed window (login and
 * password change; modules/auth/login-throttle.ts). Kept in the database so that several server
 * processes share one count; a successful attempt is refunded, so the counts are failures (plus
 * attempts still being checked).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    /** 'account' or 'ip'. */
    scope: varchar('scope', { length: 16 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    windowStart: tstz('window_start').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('login_attempts_window_idx').on(t.windowStart)],
);
