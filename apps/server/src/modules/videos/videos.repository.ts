import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { videos } from '../../db/schema/content.ts';
import { operators } from '../../db/schema/operators.ts';
import { reviewLeases } from '../../db/schema/review-team.ts';
import { users } from '../../db/schema/users.ts';
import type { ContentListFilter, StateCount } from '../moderation/content-list.ts';
import { type ContentColumns, contentPageQuery } from '../moderation/content-list.repository.ts';
import { pageFrom, pageId, pageOrder } from '../../lib/page-ids.ts';
import { CONTENT_KIND, pageWithStateCounts, stateCountsColumn, stateCountsQuery } from '../moderation/content-counts.repository.ts';

const columns: ContentColumns = videos;

export type VideoRow = Awaited<ReturnType<typeof videoListRows>>[number];

/**
 * The list rows of a page of videos (`pageFrom`/`pageOfIds`), in its order, each with who holds it in
 * 领取模式 while the lease runs (one primary-key probe per row): the audit list and the claim answer alike.
 */
export function videoListRows(executor: Executor, page: SQL, stateCounts: SQL<StateCount[] | string | null> = sql`null`) {
  const holder = alias(operators, 'lease_holder');
  return executor
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
      stateCounts,
    })
    .from(page)
    .innerJoin(videos, eq(videos.id, pageId))
    .innerJoin(users, eq(users.id, videos.userId))
    .leftJoin(reviewLeases, and(eq(reviewLeases.targetKind, CONTENT_KIND.video), eq(reviewLeases.targetId, videos.id), gt(reviewLeases.expiresAt, sql`now()`)))
    .leftJoin(holder, eq(holder.id, reviewLeases.operatorId))
    .orderBy(pageOrder);
}

/** One page of the list and its tab totals in one statement, as for posts (`listPosts`). */
export function listVideos(executor: Executor, filter: ContentListFilter) {
  const counts = stateCountsQuery(executor, CONTENT_KIND.video, videos, columns, filter);
  return pageWithStateCounts(
    videoListRows(executor, pageFrom(contentPageQuery(executor, videos, columns, filter)), stateCountsColumn(counts)),
    () => queryRows<StateCount>(executor, sql`${counts}`),
  );
}

