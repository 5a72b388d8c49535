import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { videos } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';
import type { ContentListFilter, StateCount } from '../moderation/content-list.ts';
import { type ContentColumns, contentPageIds, contentWhereExceptState } from '../moderation/content-list.repository.ts';
import { inPageOrder } from '../../lib/page-ids.ts';
import { CONTENT_KIND, countByStateFromCounters, countersApply } from '../moderation/content-counts.repository.ts';

const columns: ContentColumns = videos;

export type VideoRow = Awaited<ReturnType<typeof listVideos>>[number];

export async function listVideos(executor: Executor, filter: ContentListFilter) {
  const ids = await contentPageIds(executor, videos, columns, filter);
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      id: videos.id,
      userId: videos.userId,
      nickname: users.nickname,
      text: videos.text,
      state: videos.state,
      picUrl: videos.picUrl,
      videoUrl: videos.videoUrl,
      durationSeconds: videos.durationSeconds,
      createdAt: videos.createdAt,
      likeCount: videos.likeCount,
      commentCount: videos.commentCount,
      forwardCount: videos.forwardCount,
      reportCount: videos.reportCount,
      machineReview: videos.machineReview,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(inArray(videos.id, ids));
  return inPageOrder(ids, rows);
}

/** Live videos per review state under every filter but the state: the tab totals and the list total at once. */
export function countVideosByState(executor: Executor, filter: ContentListFilter): Promise<StateCount[]> {
  if (countersApply(filter)) return countByStateFromCounters(executor, CONTENT_KIND.video, filter);
  return executor
    .select({ state: videos.state, n: sql<number>`count(*)::int` })
    .from(videos)
    .where(contentWhereExceptState(columns, filter))
    .groupBy(videos.state);
}
