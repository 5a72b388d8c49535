import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { videos } from '../../db/schema/content.ts';
import { operators } from '../../db/schema/operators.ts';
import { reviewLeases } from '../../db/schema/review-team.ts';
import { users } from '../../db/schema/users.ts';
import type { ContentListFilter, StateCount } from '../moderation/content-list.ts';
import { type ContentColumns, contentPageIds, contentWhereExceptState } from '../moderation/content-list.repository.ts';
import { inPageOrder } from '../../lib/page-ids.ts';
import { CONTENT_KIND, countByStateFromCounters, countersApply } from '../moderation/content-counts.repository.ts';

const columns: ContentColumns = videos;

export type VideoRow = Awaited<ReturnType<typeof videoListRows>>[number];

/**
 * The list rows of the given videos in the order of `ids`, each with who holds it in 领取模式 while the
 * lease runs (one primary-key probe per row): the audit list and the claim answer alike.
 */
export async function videoListRows(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const holder = alias(operators, 'lease_holder');
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
      heldById: reviewLeases.operatorId,
      heldByName: holder.username,
      heldUntil: reviewLeases.expiresAt,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .leftJoin(reviewLeases, and(eq(reviewLeases.targetKind, CONTENT_KIND.video), eq(reviewLeases.targetId, videos.id), gt(reviewLeases.expiresAt, sql`now()`)))
    .leftJoin(holder, eq(holder.id, reviewLeases.operatorId))
    .where(inArray(videos.id, [...ids]));
  return inPageOrder(ids, rows);
}

export async function listVideos(executor: Executor, filter: ContentListFilter) {
  return videoListRows(executor, await contentPageIds(executor, videos, columns, filter));
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
