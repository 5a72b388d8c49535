import { and, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../db/client.ts';
import { posts, reports } from '../../db/schema/content.ts';
import { operationLogs, operators } from '../../db/schema/operators.ts';
import { reviewLeases } from '../../db/schema/review-team.ts';
import { users } from '../../db/schema/users.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import type { ContentListFilter, StateCount } from '../moderation/content-list.ts';
import { type ContentColumns, contentPageQuery } from '../moderation/content-list.repository.ts';
import { pageFrom, pageId, pageOrder } from '../../lib/page-ids.ts';
import { CONTENT_KIND, pageWithStateCounts, stateCountsColumn, stateCountsQuery } from '../moderation/content-counts.repository.ts';

const columns: ContentColumns = posts;

const POST_FIELDS = {
  id: posts.id,
  userId: posts.userId,
  nickname: users.nickname,
  userLogo: users.logo,
  text: posts.text,
  medias: posts.medias,
  state: posts.state,
  topState: posts.topState,
  createdAt: posts.createdAt,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  forwardCount: posts.forwardCount,
  reportCount: posts.reportCount,
  machineReview: posts.machineReview,
};

function selectPosts(executor: Executor) {
  return executor.select(POST_FIELDS).from(posts).innerJoin(users, eq(users.id, posts.userId));
}

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];
export type PostListRow = Awaited<ReturnType<typeof postListRows>>[number];

/**
 * The list rows of a page of posts (`pageFrom`/`pageOfIds`), in its order, each with who holds it in
 * 领取模式 while the lease runs (one primary-key probe per row): the audit lists and the claim answer alike.
 */
export function postListRows(executor: Executor, page: SQL, stateCounts: SQL<StateCount[] | string | null> = sql`null`) {
  const holder = alias(operators, 'lease_holder');
  return executor
    .select({
      ...POST_FIELDS,
      heldById: reviewLeases.operatorId,
      heldByName: holder.username,
      heldUntil: reviewLeases.expiresAt,
      stateCounts,
    })
    .from(page)
    .innerJoin(posts, eq(posts.id, pageId))
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(reviewLeases, and(eq(reviewLeases.targetKind, CONTENT_KIND.post), eq(reviewLeases.targetId, posts.id), gt(reviewLeases.expiresAt, sql`now()`)))
    .leftJoin(holder, eq(holder.id, reviewLeases.operatorId))
    .orderBy(pageOrder);
}

/**
 * One page of the list and the live posts per review state under every filter but the state (the tab totals and
 * the list total), in one statement: the page's ids picked by the list's index, their rows, and the totals beside.
 */
export function listPosts(executor: Executor, filter: ContentListFilter) {
  const counts = stateCountsQuery(executor, CONTENT_KIND.post, posts, columns, filter);
  return pageWithStateCounts(
    postListRows(executor, pageFrom(contentPageQuery(executor, posts, columns, filter)), stateCountsColumn(counts)),
    () => queryRows<StateCount>(executor, sql`${counts}`),
  );
}

export async function findPost(executor: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await selectPosts(executor)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  return row;
}

export async function postExists(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** Report reasons of one post with how often each was given, most frequent first. */
export function listReportReasons(executor: Executor, postId: number) {
  const n = count();
  return executor
    .select({ reason: reports.reason, count: n })
    .from(reports)
    .where(eq(reports.postId, postId))
    .groupBy(reports.reason)
    .orderBy(desc(n), reports.reason);
}

/** Guarded pin change: moves a live post's topState from `from` to `to`; false when nothing changed. */
export async function changeTopState(executor: Executor, id: number, from: number, to: number): Promise<boolean> {
  const rows = await executor
    .update(posts)
    .set({ topState: to })
    .where(and(eq(posts.id, id), isNull(posts.deletedAt), eq(posts.topState, from)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

interface DeletedRow {
  id: string;
  user_id: string;
  text: string;
  medias: string[];
  state: number;
  top_state: number;
  created_ms: string;
  like_count: number;
  comment_count: number;
  forward_count: number;
  report_count: number;
}

/**
 * Soft-deletes the live posts among `ids`, locking them in id order like review decisions do,
 * and answers each deleted post's list fields. Ids missing from the answer were unknown or deleted.
 */
export async function softDeletePosts(executor: Executor, ids: readonly number[], operatorId: number | null) {
  const rows = await queryRows<DeletedRow>(
    executor,
    sql`with locked as (
          select id from ${posts} where id = any(${intArray(ids)}::bigint[]) and deleted_at is null order by id for update
        )
        update ${posts} as p set deleted_at = now(), deleted_by = ${operatorId}
        from locked where p.id = locked.id
        returning p.id::text as id, p.user_id::text as user_id, p.text, p.medias, p.state::int as state,
                  p.top_state::int as top_state, floor(extract(epoch from p.created_at) * 1000)::text as created_ms,
                  p.like_count, p.comment_count, p.forward_count, p.report_count`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    text: row.text,
    medias: row.medias,
    state: String(row.state),
    topState: row.top_state,
    createDate: Number(row.created_ms),
    likeCount: row.like_count,
    commentCount: row.comment_count,
    forwardingCount: row.forward_count,
    reportCount: row.report_count,
  }));
}

/**
 * Brings back a post deleted by the deletion logged as `logId` (its deleted_at is that entry's time);
 * guarded, so of two operators restoring at once only one gets the row. Null when the post is not
 * deleted, or deleted again later (that deletion is undone from its own entry).
 */
export async function restoreDeletedPost(executor: Executor, id: number, logId: number) {
  const rows = await queryRows<{ id: string; state: number; deleted_ms: string; deleted_by: string | null }>(
    executor,
    sql`with locked as (
          select p.id, p.deleted_at, p.deleted_by from ${posts} p join ${operationLogs} l on l.id = ${logId}
          where p.id = ${id} and p.deleted_at = l.created_at for update of p
        )
        update ${posts} as p set deleted_at = null, deleted_by = null
        from locked where p.id = locked.id
        returning p.id::text as id, p.state::int as state, floor(extract(epoch from locked.deleted_at) * 1000)::text as deleted_ms,
                  locked.deleted_by::text as deleted_by`,
  );
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), state: String(row.state), deletedAt: Number(row.deleted_ms), deletedBy: row.deleted_by === null ? null : Number(row.deleted_by) };
}

/** Whether the post is soft-deleted right now. */
export async function isPostDeleted(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor.select({ id: posts.id }).from(posts).where(and(eq(posts.id, id), isNotNull(posts.deletedAt)));
  return row !== undefined;
}

/** Among `ids`, the posts already deleted, with who deleted them and when. */
export async function findDeletedPosts(executor: Executor, ids: readonly number[]) {
  const rows = await queryRows<{ id: string; deleted_ms: string; deleted_by: string | null }>(
    executor,
    sql`select p.id::text as id, floor(extract(epoch from p.deleted_at) * 1000)::text as deleted_ms, o.username as deleted_by
        from ${posts} p left join ${operators} o on o.id = p.deleted_by
        where p.id = any(${intArray(ids)}::bigint[]) and p.deleted_at is not null`,
  );
  return rows.map((row) => ({ id: Number(row.id), deletedAt: Number(row.deleted_ms), deletedBy: row.deleted_by }));
}
