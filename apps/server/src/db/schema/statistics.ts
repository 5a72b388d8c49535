import { bigint, date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * Roll-ups of `activity_events`, rebuilt exactly per Asia/Shanghai day (modules/statistics/rollup).
 * `parity` is 1 for odd user ids and 2 for even ones (the `oddEven` filter); `type` is an event type
 * or `any` (every type: DAU). Groups (sex x parity) are disjoint, so distinct-people counts add up.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sex: smallint('sex').notNull(),
    parity: smallint('parity').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    times: integer('times').notNull(),
    people: integer('people').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.sex, t.parity, t.type] })],
);

/** The same figures hour by hour (the real-time page). */
export const statsHourly = pgTable(
  'stats_hourly',
  {
    hour: tstz('hour').notNull(),
    sex: smallint('sex').notNull(),
    parity: smallint('parity').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    times: integer('times').notNull(),
    people: integer('people').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.sex, t.parity, t.type] })],
);

/**
 * Cohort retention: of the users who registered on `cohort_day` (sex x parity), how many had any event
 * `day_offset` days later. Offset 0 holds the cohort size.
 */
export const statsRetention = pgTable(
  'stats_retention',
  {
    cohortDay: date('cohort_day', { mode: 'string' }).notNull(),
    sex: smallint('sex').notNull(),
    parity: smallint('parity').notNull(),
    dayOffset: smallint('day_offset').notNull(),
    retained: integer('retained').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohortDay, t.sex, t.parity, t.dayOffset] })],
);

/**
 * Days whose events changed since the last roll-up: ingestion appends one row per batch and day in
 * its own transaction (plain inserts, never conflicts), the roll-up consumes the rows it saw.
 */
export const statsDirtyDays = pgTable('stats_dirty_days', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date('day', { mode: 'string' }).notNull(),
});

/** One row: when the roll-ups were last brought up to date. */
export const statsRollupState = pgTable('stats_rollup_state', {
  id: smallint('id').primaryKey(),
  refreshedAt: tstz('refreshed_at'),
});
