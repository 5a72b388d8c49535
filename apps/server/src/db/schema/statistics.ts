import { ACTIVITY_EVENT_TYPES, RETENTION_OFFSETS } from '@ops/contracts/statistics';
import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/** `sex` / `parity` of the rows that sum every sex or every parity (added by the roll-up). */
export const ALL_GROUPS = -1;

/** What each roll-up row counts: every event type, plus `any` (all types: the DAU). */
export const STATS_FIGURE_TYPES = ['any', ...ACTIVITY_EVENT_TYPES] as const;
export type StatsFigureType = (typeof STATS_FIGURE_TYPES)[number];
/** `<type>_times` (events) and `<type>_people` (distinct users) for every figure type. */
export const STATS_FIGURE_COLUMNS = STATS_FIGURE_TYPES.flatMap((type) => [`${type}_times`, `${type}_people`]);

function figureColumns() {
  return Object.fromEntries(STATS_FIGURE_COLUMNS.map((name) => [name, integer(name).notNull().default(0)]));
}

/**
 * Roll-ups of `activity_events`, rebuilt exactly per Asia/Shanghai day (modules/statistics/rollup),
 * one wide row per day x sex x parity. `parity` is 1 for odd user ids and 2 for even ones (the
 * `oddEven` filter). The groups are disjoint, so distinct-people counts add up across them; rows with
 * sex and/or parity -1 (ALL_GROUPS) hold those sums, so a query reads one row per day.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sex: smallint('sex').notNull(),
    parity: smallint('parity').notNull(),
    ...figureColumns(),
  },
  (t) => [primaryKey({ columns: [t.day, t.sex, t.parity] })],
);

/**
 * The same figures hour by hour (the real-time page). `first_seen_people`: the users whose first event of
 * the day falls in this hour, so the sum over a day's hours up to H is the DAU through H exactly (the
 * workbench's "yesterday at the same hour"; migration 0020).
 */
export const statsHourly = pgTable(
  'stats_hourly',
  {
    hour: tstz('hour').notNull(),
    sex: smallint('sex').notNull(),
    parity: smallint('parity').notNull(),
    ...figureColumns(),
    firstSeenPeople: integer('first_seen_people').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.sex, t.parity] })],
);

/** `after_<n>`: cohort members with any event n days after registering (n = 1..7, 30). */
export const RETENTION_AFTER_COLUMNS = RETENTION_OFFSETS.map((offset) => `after_${offset}`);

/** Cohort retention: of the users who registered on `cohort_day` (sex x parity), how many came back when. */
export const statsRetention = pgTable(
  'stats_retention',
  {
    cohortDay: date('cohort_day', { mode: 'string' }).notNull(),
    sex: smallint('sex').notNull(),
    parity: smallint('parity').notNull(),
    cohortSize: integer('cohort_size').notNull().default(0),
    ...Object.fromEntries(RETENTION_AFTER_COLUMNS.map((name) => [name, integer(name).notNull().default(0)])),
  },
  (t) => [primaryKey({ columns: [t.cohortDay, t.sex, t.parity] })],
);

/**
 * Days to rebuild from their raw events (ADR 0019): after a migration, a bulk load or
 * `npm run stats:rebuild`. Ingestion does not write here; its events reach the roll-ups through
 * `stats_pending_events`.
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

/**
 * What each user did on a day (ADR 0019), the state that lets the roll-ups count distinct people from
 * the new events alone: the day's sex (that of the first event, by `occurred_at` then id), the first
 * event, and per event type (in ACTIVITY_EVENT_TYPES order, 1-based) a 24-bit mask of the Shanghai
 * hours with such an event. One row per active user and day; kept as long as the raw events.
 */
export const statsUserDays = pgTable(
  'stats_user_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sex: smallint('sex').notNull(),
    firstAt: tstz('first_at').notNull(),
    firstId: bigint('first_id', { mode: 'number' }).notNull(),
    hours: integer('hours').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/**
 * Events not yet in the roll-ups: ingestion appends one row per batch holding the new events as
 * parallel arrays, in the statement that stores them; the roll-up deletes the rows it folds in (plain
 * inserts and deletes of what the roll-up's snapshot saw, so a batch committing meanwhile waits for
 * the next run).
 */
export const statsPendingEvents = pgTable('stats_pending_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventIds: bigint('event_ids', { mode: 'number' }).array().notNull(),
  userIds: bigint('user_ids', { mode: 'number' }).array().notNull(),
  sexes: smallint('sexes').array().notNull(),
  types: text('types').array().notNull(),
  occurredAt: tstz('occurred_at').array().notNull(),
  /** When the batch was stored: the age of the oldest row is the roll-up's lag. */
  queuedAt: tstz('queued_at').notNull().defaultNow(),
});
