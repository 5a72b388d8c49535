import { sql } from 'drizzle-orm';
import { bigint, char, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { operators } from './operators.ts';


/** App users. `frozenUntil` is the guard of freeze state: frozen while it lies in the future ('infinity' = permanent). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    nickname: varchar('nickname', { length: 32 }).notNull(),
    sex: smallint('sex').notNull().default(0),
    age: smallint('age'),
    income: integer('income'),
    occupation: varchar('occupation', { length: 32 }),
    personalSignature: varchar('personal_signature', { length: 200 }),
    countBeLiked: integer('count_be_liked').notNull().default(0),
    countLiked: integer('count_liked').notNull().default(0),
    countMatching: integer('count_matching').notNull().default(0),
    province: varchar('province', { length: 32 }).notNull().default(''),
    city: varchar('city', { length: 32 }).notNull().default(''),
    lastLoginLocation: varchar('last_login_location', { length: 64 }),
    logo: text('logo'),
    tags: varchar('tags', { length: 200 }).notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastActiveAt: tstz('last_active_at'),
    frozenUntil: tstz('frozen_until'),
    /** The app's `updatedAt` of the version stored (issue 12 intake); older versions are ignored. */
    sourceUpdatedAt: tstz('source_updated_at'),
  },
  (t) => [
    // The nickname filter is a substring match (ILIKE '%…%'). Chinese nicknames are searched by one or
    // two characters, below what pg_trgm can index, so the index holds every substring of one to three
    // characters (nickname_counted_grams, migration 0014); a search narrows by the rarest one of its
    // term (the counters say which) and ILIKE checks the candidates.
    index('users_nickname_grams_idx').using('gin', sql`nickname_counted_grams(${t.nickname})`),
    index('users_city_idx').on(t.city, t.id),
    index('users_province_idx').on(t.province, t.id),
    index('users_sex_idx').on(t.sex, t.id),
    // The 冻结 list in id order and its totals walk only users who have ever been frozen (frozen_until
    // set); created with INCLUDE (frozen_until, sex) in migration 0012 (drizzle cannot say it), so
    // list and totals, also per sex, never visit the table.
    index('users_frozen_id_idx').on(t.id).where(sql`${t.frozenUntil} is not null`),
    // The users whose freeze ends in one hour (freeze_end_hour, migration 0032): the part of 冻结中 at an
    // instant that the per-hour counters (user_freeze_end_counts) cannot tell, since that hour is under way;
    // INCLUDE (frozen_until, sex) in the migration.
    index('users_freeze_end_hour_idx').on(sql`freeze_end_hour(${t.frozenUntil})`).where(sql`${t.frozenUntil} is not null`),
    // The two orders of 最近活跃 (never-active users last either way) and of registration, each with the id.
    index('users_last_active_desc_idx').on(t.lastActiveAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('users_last_active_asc_idx').on(t.lastActiveAt.asc().nullsLast(), t.id),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

/** Users per sex (0 unknown, 1, 2), kept exact by a statement-level trigger (migration 0003). */
export const userCounts = pgTable('user_counts', {
  sex: smallint('sex').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Freezes that end in each hour (UTC, `freeze_end_hour(frozen_until)`; 'infinity' for a permanent one) per sex
 * (0 unknown, 1, 2), kept exact by a statement-level trigger on users (migration 0032). The users frozen at an
 * instant are the counts of the hours after its own, plus those of its own hour whose freeze ends after it:
 * a read bounded by the longest freeze in hours, whatever the number of users frozen.
 */
export const userFreezeEndCounts = pgTable(
  'user_freeze_end_counts',
  {
    endHour: timestamp('end_hour', { mode: 'string' }).notNull(),
    sex: smallint('sex').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.endHour, t.sex] })],
);

/** Users per registration place (province, city), kept by the same trigger (migration 0010): the city filter's total. */
export const userPlaceCounts = pgTable(
  'user_place_counts',
  {
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.province, t.city] })],
);

/**
 * Users whose nickname holds each substring of one to three characters (lower-cased,
 * `nickname_counted_grams`), kept exact by a statement-level trigger (migration 0011): the total of a
 * search for up to three characters.
 */
export const nicknameGramCounts = pgTable('nickname_gram_counts', {
  gram: text('gram').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
  /**
   * Moves whenever a nickname holding the gram, before or after, is added, changed or removed (migration
   * 0026): the users matching a term that holds the gram cannot change while it stands still.
   */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Users per block of 1,024 consecutive ids (`id >> 10`), kept exact by a statement-level trigger
 * (migration 0012): a jump to page 10,001 of the id order finds its block by summing about a
 * thousand of these rows, then walks at most one block of the primary key.
 */
export const userIdBlocks = pgTable('user_id_blocks', {
  block: bigint('block', { mode: 'number' }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Freeze history: one row per freeze; thawed or expired rows stay as history. */
export const userFreezes = pgTable(
  'user_freezes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    freezingTime: char('freezing_time', { length: 1 }).notNull(),
    freezingRange: char('freezing_range', { length: 1 }).notNull(),
    reason: char('reason', { length: 1 }).notNull(),
    remarks: varchar('remarks', { length: 50 }).notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at'),
    operatorId: integer('operator_id').references(() => operators.id),
    thawedAt: tstz('thawed_at'),
    thawOperatorId: integer('thaw_operator_id').references(() => operators.id),
    thawReason: varchar('thaw_reason', { length: 50 }),
    thawRemarks: varchar('thaw_remarks', { length: 50 }),
    /** When the end of this freeze was recorded and sent to the app (issue 12); null while it runs or was thawed. */
    expiryRecordedAt: tstz('expiry_recorded_at'),
  },
  (t) => [
    index('user_freezes_user_idx').on(t.userId, t.createdAt, t.id),
    index('user_freezes_expiring_idx')
      .on(t.expiresAt, t.id)
      .where(sql`${t.expiresAt} is not null and ${t.thawedAt} is null and ${t.expiryRecordedAt} is null`),
  ],
);

/** App login records shown on the user detail page. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    loggedAt: tstz('logged_at').notNull(),
    place: varchar('place', { length: 64 }).notNull().default(''),
    // The app's device text or its browser's user-agent (issue 16: real user-agents run to 100–300 characters).
    equipment: varchar('equipment', { length: 512 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('login_logs_user_time_idx').on(t.userId, t.loggedAt, t.id)],
);

/**
 * Each user once per Shanghai day on which a freeze of theirs was recorded, and the number of such users
 * per day: the workbench's 今日冻结 reads one row (migration 0025 keeps both from user_freezes' inserts,
 * updates and deletes).
 */
export const userFreezeDays = pgTable(
  'user_freeze_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

export const freezeDayCounts = pgTable('freeze_day_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  people: integer('people').notNull(),
});
