import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ALL_GROUPS } from '../../db/schema/statistics.ts';
import type { Day } from '../../lib/shanghai-day.ts';

/**
 * The workbench's reads (ADR 0015). Each is a counter read or an index-only read of a handful of index
 * entries: nothing here walks posts, videos, users or events.
 */

export interface ContentFigures {
  pendingPosts: number;
  pendingVideos: number;
  reportedOpen: number;
  reportedTotal: number;
}

/**
 * States in which no person's decision stands on an item: waiting for the machine (1), decided by it (2, 6)
 * or waiting for a person (3). A reported post in one of them has not been handled yet; 4 and 5 (a person
 * rejected or passed it) and deletion are the handling.
 */
export const UNHANDLED_STATES = [1, 2, 3, 6] as const;

/** Pending items and reported posts from `content_counts` (exact per kind, day, state and "reported", kept by triggers). */
export async function contentFigures(db: Executor): Promise<ContentFigures> {
  const unhandled = sql.raw(UNHANDLED_STATES.join(', '));
  const [row] = await queryRows<ContentFigures>(
    db,
    sql`select coalesce(sum(n) filter (where kind = 1 and state = 3), 0)::int as "pendingPosts",
               coalesce(sum(n) filter (where kind = 2 and state = 3), 0)::int as "pendingVideos",
               coalesce(sum(n) filter (where kind = 1 and reported and state in (${unhandled})), 0)::int as "reportedOpen",
               coalesce(sum(n) filter (where kind = 1 and reported), 0)::int as "reportedTotal"
        from content_counts`,
  );
  return row ?? { pendingPosts: 0, pendingVideos: 0, reportedOpen: 0, reportedTotal: 0 };
}

/** The publication time of the oldest live item awaiting a person: the first entry of the state-and-creation index. */
export async function oldestPending(db: Executor, kind: 'posts' | 'videos'): Promise<Date | null> {
  const [row] = await queryRows<{ oldest: Date | string | null }>(
    db,
    sql`select min(created_at) as oldest from ${sql.raw(kind)} where state = 3 and deleted_at is null`,
  );
  return row?.oldest ? new Date(row.oldest) : null;
}

/** The machine's decisions of one Shanghai day by verdict (机审统计's counters). */
export async function screenedOn(db: Executor, day: Day): Promise<{ verdict: string; n: number }[]> {
  return queryRows(db, sql`select verdict, n::int as n from screening_daily where day = ${day}::date`);
}

/** Distinct users with a freeze created in [start, end), from the index on (created_at, user_id). */
export async function usersFrozenBetween(db: Executor, start: Date, end: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct user_id)::int as n from user_freezes
        where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** Users frozen at `at`: the user list's 冻结 total, from the partial index of users ever frozen (with the horizon). */
export async function usersFrozenAt(db: Executor, at: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where frozen_until is not null and frozen_until > ${at.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

export interface ActivityFigures {
  dau: number;
  registrations: number;
}

/** The day's DAU and registrations as the statistics pages read them: its one "everyone" row of `stats_daily`. */
export async function dayActivity(db: Executor, day: Day): Promise<ActivityFigures> {
  const [row] = await queryRows<ActivityFigures>(
    db,
    sql`select any_people as dau, register_times as registrations from stats_daily
        where day = ${day}::date and sex = ${ALL_GROUPS} and parity = ${ALL_GROUPS}`,
  );
  return row ?? { dau: 0, registrations: 0 };
}

/**
 * DAU and registrations over the hours in [start, end) of one day, from the "everyone" rows of
 * `stats_hourly`: users first seen that day in those hours (distinct through the last hour, exactly)
 * and register events.
 */
export async function activityThrough(db: Executor, start: Date, end: Date): Promise<ActivityFigures> {
  const [row] = await queryRows<ActivityFigures>(
    db,
    sql`select coalesce(sum(first_seen_people), 0)::int as dau, coalesce(sum(register_times), 0)::int as registrations
        from stats_hourly
        where hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz
          and sex = ${ALL_GROUPS} and parity = ${ALL_GROUPS}`,
  );
  return row ?? { dau: 0, registrations: 0 };
}
