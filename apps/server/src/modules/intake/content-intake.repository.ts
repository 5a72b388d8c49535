import type { IntakePost, IntakeVideo } from '@ops/contracts/intake';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countUpserted, iso, recordset, type UpsertCounts } from './intake-sql.ts';

/**
 * New posts enter review state 1 (awaiting the machine review); a newer version replaces the text,
 * images and the app's like and forward counts only. Review state, pin, deletion, comment and report
 * counts are the console's and never change here (operator decisions win over the app).
 */
export function upsertPosts(executor: Executor, posts: readonly IntakePost[]): Promise<UpsertCounts> {
  const rows = posts.map((p) => ({
    id: p.id,
    user_id: p.userId,
    text: p.text,
    medias: p.medias,
    like_count: p.likeCount,
    forward_count: p.forwardingCount,
    created_at: iso(p.createDate),
    source_updated_at: iso(p.updatedAt),
  }));
  return countUpserted(
    executor,
    sql`insert into posts as p (id, user_id, text, medias, state, like_count, forward_count, created_at, source_updated_at)
        select id, user_id, text, medias, 1, like_count, forward_count, created_at, source_updated_at
        from ${recordset(rows, 'id bigint, user_id bigint, text text, medias jsonb, like_count integer, forward_count integer, created_at timestamptz, source_updated_at timestamptz')}
        order by id
        on conflict (id) do update set
          user_id = excluded.user_id, text = excluded.text, medias = excluded.medias, like_count = excluded.like_count,
          forward_count = excluded.forward_count, created_at = excluded.created_at, source_updated_at = excluded.source_updated_at
        where p.source_updated_at is null or p.source_updated_at < excluded.source_updated_at
        returning (p.xmax = 0) as inserted`,
  );
}

/** As for posts; a video's comment count is the app's (its comments are not sent). */
export function upsertVideos(executor: Executor, videos: readonly IntakeVideo[]): Promise<UpsertCounts> {
  const rows = videos.map((v) => ({
    id: v.id,
    user_id: v.userId,
    text: v.text,
    pic_url: v.picUrl,
    video_url: v.videoUrl,
    like_count: v.likeCount,
    comment_count: v.commentCount,
    forward_count: v.forwardingCount,
    created_at: iso(v.createDate),
    source_updated_at: iso(v.updatedAt),
  }));
  return countUpserted(
    executor,
    sql`insert into videos as v (id, user_id, text, pic_url, video_url, state, like_count, comment_count, forward_count, created_at, source_updated_at)
        select id, user_id, text, pic_url, video_url, 1, like_count, comment_count, forward_count, created_at, source_updated_at
        from ${recordset(rows, 'id bigint, user_id bigint, text text, pic_url text, video_url text, like_count integer, comment_count integer, forward_count integer, created_at timestamptz, source_updated_at timestamptz')}
        order by id
        on conflict (id) do update set
          user_id = excluded.user_id, text = excluded.text, pic_url = excluded.pic_url, video_url = excluded.video_url,
          like_count = excluded.like_count, comment_count = excluded.comment_count, forward_count = excluded.forward_count,
          created_at = excluded.created_at, source_updated_at = excluded.source_updated_at
        where v.source_updated_at is null or v.source_updated_at < excluded.source_updated_at
        returning (v.xmax = 0) as inserted`,
  );
}
