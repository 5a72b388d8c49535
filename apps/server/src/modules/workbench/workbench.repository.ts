import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ALL_GROUPS } from '../../db/schema/statistics.ts';
import type { Day } from '../../lib/shanghai-day.ts';
import { frozenUsersAt } from '../users/frozen-count.repository.ts';

/**
 * The workbench's reads (ADR 0015): counters (`content_counts`, `screening_daily`, the statistics roll-ups)
 * and index-only reads (the first pending item of the state-and-creation index, the frozen users whose freeze
 * ends within the current hour); nothing here walks posts, videos, users or events.
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

/**
 * Activity figures: a day's DAU and registrations as the statistics pages read them (its one "everyone" row of
 * `stats_daily`), or over hours [start, end) of one day from the "everyone" rows of `stats_hourly`: users first
 * seen that day in those hours (distinct through the last hour, exactly) and register events.
 */
export interface ActivityFigures {
  dau: number;
  registrations: number;
}

/** What one workbench read asks for: only the tiles the operator's role may see. */
export interface FigureRequest {
  content: boolean;
  oldestPosts: boolean;
  oldestVideos: boolean;
  screenedDay: Day | null;
  /** 今日冻结: users with a freeze recorded on `day` (freeze_day_counts); 冻结中: users frozen `at`. */
  frozen: { day: Day; at: Date } | null;
  activity: { day: Day; start: Date; end: Date } | null;
}

export interface WorkbenchFigures {
  content: ContentFigures | null;
  oldestPost: Date | null;
  oldestVideo: Date | null;
  screened: { verdict: string; n: number }[] | null;
  frozenToday: number | null;
  frozenNow: number | null;
  today: ActivityFigures | null;
  yesterday: ActivityFigures | null;
  refreshedAt: Date | null;
}

interface FigureRow {
  content?: ContentFigures | null;
  oldest_post?: Date | string | null;
  oldest_video?: Date | string | null;
  screened?: { verdict: string; n: number }[] | null;
  frozen_today?: number;
  frozen_now?: number;
  today?: ActivityFigures | null;
  through?: ActivityFigures | null;
  refreshed_at?: Date | string | null;
}

const asDate = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value));

/** Every figure of the workbench in one statement (one round trip, one snapshot), each part a one-row read of its own. */
export async function workbenchFigures(db: Executor, request: FigureRequest): Promise<WorkbenchFigures> {
  // Scalar subqueries side by side, not joined: planning stays as cheap as for the reads one by one.
  const parts: SQL[] = [];
  if (request.content) {
    const unhandled = sql.raw(UNHANDLED_STATES.join(', '));
    parts.push(sql`(select json_build_object(
                      'pendingPosts', coalesce(sum(n) filter (where kind = 1 and state = 3), 0),
                      'pendingVideos', coalesce(sum(n) filter (where kind = 2 and state = 3), 0),
                      'reportedOpen', coalesce(sum(n) filter (where kind = 1 and reported and state in (${unhandled})), 0),
                      'reportedTotal', coalesce(sum(n) filter (where kind = 1 and reported), 0))
                    from content_month_counts) as content`);
  }
  if (request.oldestPosts) parts.push(sql`(select min(created_at) from posts where state = 3 and deleted_at is null) as oldest_post`);
  if (request.oldestVideos) parts.push(sql`(select min(created_at) from videos where state = 3 and deleted_at is null) as oldest_video`);
  if (request.screenedDay !== null) {
    parts.push(sql`(select coalesce(json_agg(json_build_object('verdict', verdict, 'n', n)), '[]'::json)
                    from screening_daily where day = ${request.screenedDay}::date) as screened`);
  }
  if (request.frozen) {
    const { day, at } = request.frozen;
    parts.push(sql`(select people from freeze_day_counts where day = ${day}::date) as frozen_today`);
    parts.push(sql`${frozenUsersAt(sql`${at.toISOString()}::timestamptz`)} as frozen_now`);
  }
  if (request.activity) {
    const { day, start, end } = request.activity;
    parts.push(sql`(select json_build_object('dau', any_people, 'registrations', register_times) from stats_daily
                    where day = ${day}::date and sex = ${ALL_GROUPS} and parity = ${ALL_GROUPS}) as today`);
    parts.push(sql`(select json_build_object('dau', coalesce(sum(first_seen_people), 0), 'registrations', coalesce(sum(register_times), 0))
                    from stats_hourly
                    where hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz
                      and sex = ${ALL_GROUPS} and parity = ${ALL_GROUPS}) as through`);
    parts.push(sql`(select refreshed_at from stats_rollup_state where id = 1) as refreshed_at`);
  }
  if (parts.length === 0) return { content: null, oldestPost: null, oldestVideo: null, screened: null, frozenToday: null, frozenNow: null, today: null, yesterday: null, refreshedAt: null };
  const [row = {}] = await queryRows<FigureRow>(db, sql`select ${sql.join(parts, sql`, `)}`);
  const activityOf = (figures: ActivityFigures | null | undefined): ActivityFigures => ({ dau: Number(figures?.dau ?? 0), registrations: Number(figures?.registrations ?? 0) });
  const content = row.content;
  return {
    content: request.content
      ? {
          pendingPosts: Number(content?.pendingPosts ?? 0),
          pendingVideos: Number(content?.pendingVideos ?? 0),
          reportedOpen: Number(content?.reportedOpen ?? 0),
          reportedTotal: Number(content?.reportedTotal ?? 0),
        }
      : null,
    oldestPost: asDate(row.oldest_post),
    oldestVideo: asDate(row.oldest_video),
    screened: request.screenedDay === null ? null : (row.screened ?? []).map((entry) => ({ verdict: entry.verdict, n: Number(entry.n) })),
    frozenToday: request.frozen ? (row.frozen_today ?? 0) : null,
    frozenNow: request.frozen ? (row.frozen_now ?? 0) : null,
    today: request.activity ? activityOf(row.today) : null,
    yesterday: request.activity ? activityOf(row.through) : null,
    refreshedAt: asDate(row.refreshed_at),
  };
}
