import { bigint, boolean, char, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/** Console operators (not app users). */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 64 }).notNull().unique(),
  displayName: varchar('display_name', { length: 64 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  disabledAt: tstz('disabled_at'),
  // Issue 14: role (operators from before roles became `admin`), forced password change, two-factor login, last login.
  role: varchar('role', { length: 16 }).notNull().default('admin'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Base32 TOTP secret once two-factor login is on. */
  totpSecret: varchar('totp_secret', { length: 64 }),
  /** A secret handed out by setup, waiting to be confirmed with a code. */
  totpPendingSecret: varchar('totp_pending_secret', { length: 64 }),
  /** The last time step whose code was accepted: a code of that step or an earlier one is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  lastLoginAt: tstz('last_login_at'),
  lastLoginIp: varchar('last_login_ip', { length: 64 }).notNull().default(''),
  /** Issue 15: what the console remembers for the operator, e.g. 快速审核 on or off (contracts' operatorPreferencesSchema). */
  preferences: jsonb('preferences').notNull().default({}),
});

/** One-time recovery codes of two-factor login, stored as SHA-256 (they are random, 50 bits each). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.codeHash] })],
);

/** Operator sessions; the id is the SHA-256 of the bearer token, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
  },
  (t) => [index('sessions_operator_idx').on(t.operatorId)],
);

/**
 * Append-only audit trail of every operator action. Triggers (migration 0002) refuse UPDATE, DELETE
 * and TRUNCATE and fill `chain_seq` and `hash` on insert: each row's hash covers its content and the
 * previous row's hash (modules/oplog/audit-chain.ts verifies the chain).
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').references(() => operators.id),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
    action: varchar('action', { length: 32 }).notNull(),
    content: varchar('content', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    targetType: varchar('target_type', { length: 32 }),
    targetId: varchar('target_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Position in the hash chain, set by the trigger under the chain-head lock (ids may commit out of order). */
    chainSeq: bigint('chain_seq', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    /** SHA-256 (hex) of the previous row's hash and this row's fields. */
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    // Plain ascending indexes: read backwards they give ORDER BY … DESC exactly (a DESC NULLS LAST
    // index would not match PostgreSQL's default DESC NULLS FIRST, and the planner would sort).
    index('operation_logs_created_idx').on(t.createdAt, t.id),
    index('operation_logs_operator_name_idx').on(t.operatorName, t.createdAt, t.id),
    index('operation_logs_target_idx').on(t.targetType, t.targetId, t.createdAt, t.id),
    index('operation_logs_action_idx').on(t.action, t.createdAt, t.id),
    uniqueIndex('operation_logs_chain_seq_idx').on(t.chainSeq),
  ],
);

/** One row: the head of the operation-log hash chain, locked by every insert. */
export const operationLogChain = pgTable('operation_log_chain', {
  id: smallint('id').primaryKey(),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull(),
  headHash: varchar('head_hash', { length: 64 }),
});


/**
 * Operation-log rows per Shanghai day, operator name and action, kept by a statement-level insert
 * trigger (migration 0004; the log is append-only, so counts only grow): filtered log totals read
 * these instead of counting a million rows.
 */
export const operationLogCounts = pgTable(
  'operation_log_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.operatorName, t.action] }), index('operation_log_counts_operator_idx').on(t.operatorName, t.day)],
);

/**
 * Log rows per UTC hour, all operators and actions together, kept by the same trigger (migration 0033): a total
 * filtered by time alone sums the range's whole hours here and counts only the part-hours at its ends, whatever
 * the log's daily volume (a partial day counted row by row was ~2,800 rows at the benchmark's scale).
 */
export const operationLogHours = pgTable('operation_log_hours', {
  hour: tstz('hour').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * All-time totals per operator and action, kept by the same trigger (migration 0024): a list total without
 * a date filter sums these few rows instead of every day's (76,000 rows at a year of a busy team).
 */
export const operationLogTotals = pgTable(
  'operation_log_totals',
  {
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorName, t.action] })],
);

/** Every operator name that occurs in the log, kept by the same trigger: the operator filter matches these few. */
export const operationLogOperators = pgTable('operation_log_operators', {
  name: varchar('name', { length: 64 }).primaryKey(),
});

/**
 * Issue 18: the keyed half of the log's chain. Each row's seal is HMAC-SHA256 under AUDIT_KEY (which the
 * database never holds) of its chain position and hash; as each hash covers every row before it, someone
 * with database access alone can rewrite rows and recompute the hashes but not the seals.
 */
export const operationLogSeals = pgTable('operation_log_seals', {
  chainSeq: bigint('chain_seq', { mode: 'number' }).primaryKey(),
  mac: char('mac', { length: 64 }).notNull(),
});
