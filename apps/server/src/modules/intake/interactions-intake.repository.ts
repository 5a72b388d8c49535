import type { IntakeComment, IntakeLogin, IntakeReport } from '@ops/contracts/intake';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { iso, recordset } from './intake-sql.ts';

async function countOf(executor: Executor, statement: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(executor, statement);
  return rows[0]?.n ?? 0;
}

/**
 * Stores the comments not seen before (by id) and adds them to their posts' comment counts, locking
 * the posts in id order. Answers how many were new.
 */
export function insertComments(executor: Executor, comments: readonly IntakeComment[]): Promise<number> {
  const rows = comments.map((c) => ({ id: c.id, post_id: c.postId, user_id: c.userId, content: c.content, created_at: iso(c.createDate) }));
  return countOf(
    executor,
    sql`with inserted as (
          insert into comments (id, post_id, user_id, content, created_at) overriding system value
          select id, post_id, user_id, content, created_at
          from ${recordset(rows, 'id bigint, post_id bigint, user_id bigint, content text, created_at timestamptz')} order by id
          on conflict (id) do nothing
          returning post_id
        ), per_post as (
          select post_id, count(*)::int as n from inserted group by post_id
        ), locked as (
          select p.id from posts p join per_post c on c.post_id = p.id order by p.id for update of p
        ), counted as (
          update posts p set comment_count = p.comment_count + c.n from per_post c, locked l where p.id = c.post_id and l.id = p.id
        )
        select count(*)::int as n from inserted`,
  );
}

/** Stores the reports not seen before and adds them to their posts' and videos' report counts (the 被举报 tab and its totals follow). */
export function insertReports(executor: Executor, reports: readonly IntakeReport[]): Promise<number> {
  const rows = reports.map((r) => ({
    id: r.id,
    post_id: r.targetType === 'post' ? r.targetId : null,
    video_id: r.targetType === 'video' ? r.targetId : null,
    reporter_id: r.userId,
    reason: r.reason,
    created_at: iso(r.createDate),
  }));
  return countOf(
    executor,
    sql`with inserted as (
          insert into reports (id, post_id, video_id, reporter_id, reason, created_at) overriding system value
          select id, post_id, video_id, reporter_id, reason, created_at
          from ${recordset(rows, 'id bigint, post_id bigint, video_id bigint, reporter_id bigint, reason text, created_at timestamptz')} order by id
          on conflict (id) do nothing
          returning post_id, video_id
        ), per_post as (
          select post_id, count(*)::int as n from inserted where post_id is not null group by post_id
        ), per_video as (
          select video_id, count(*)::int as n from inserted where video_id is not null group by video_id
        ), locked_posts as (
          select p.id from posts p join per_post c on c.post_id = p.id order by p.id for update of p
        ), locked_videos as (
          select v.id from videos v join per_video c on c.video_id = v.id order by v.id for update of v
        ), posts_counted as (
          update posts p set report_count = p.report_count + c.n from per_post c, locked_posts l where p.id = c.post_id and l.id = p.id
        ), videos_counted as (
          update videos v set report_count = v.report_count + c.n from per_video c, locked_videos l where v.id = c.video_id and l.id = v.id
        )
        select count(*)::int as n from inserted`,
  );
}

/**
 * Stores the login records not seen before; a user's newest login (if newer than every stored one)
 * becomes their last login location, and their last active time moves up to it.
 */
export function insertLogins(executor: Executor, logins: readonly IntakeLogin[]): Promise<number> {
  const rows = logins.map((l) => ({ id: l.id, user_id: l.userId, logged_at: iso(l.logTime), place: l.place, equipment: l.equipment }));
  return countOf(
    executor,
    sql`with inserted as (
          insert into login_logs (id, user_id, logged_at, place, equipment) overriding system value
          select id, user_id, logged_at, place, equipment
          from ${recordset(rows, 'id bigint, user_id bigint, logged_at timestamptz, place text, equipment text')} order by id
          on conflict (id) do nothing
          returning id, user_id, logged_at, place
        ), newest as (
          select distinct on (user_id) user_id, logged_at, place from inserted order by user_id, logged_at desc, id desc
        ), locked as (
          select u.id from users u join newest n on n.user_id = u.id order by u.id for update of u
        ), moved as (
          update users u set
            last_login_location = case
              when exists (select 1 from login_logs o where o.user_id = n.user_id and o.logged_at > n.logged_at) then u.last_login_location
              else coalesce(nullif(n.place, ''), u.last_login_location) end,
            last_active_at = greatest(u.last_active_at, n.logged_at)
          from newest n, locked l where u.id = n.user_id and l.id = u.id
        )
        select count(*)::int as n from inserted`,
  );
}
