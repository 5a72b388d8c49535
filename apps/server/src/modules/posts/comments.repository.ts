import type { SortOrder } from '@ops/contracts/common';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comments } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

export interface CommentPage {
  sortProp: 'id' | 'createDate';
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

/** The live comments on one post with the commenter's nickname and avatar, and their total. */
export async function listPostComments(executor: Executor, postId: number, page: CommentPage) {
  const where = and(eq(comments.postId, postId), isNull(comments.deletedAt));
  const direction = page.sortOrder === 'ascending' ? asc : desc;
  const order = page.sortProp === 'createDate' ? [direction(comments.createdAt), direction(comments.id)] : [direction(comments.id)];
  const rows = await executor
    .select({
      id: comments.id,
      userId: comments.userId,
      nickname: users.nickname,
      userLogo: users.logo,
      createdAt: comments.createdAt,
      content: comments.content,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await executor.select({ n: sql<number>`count(*)::int` }).from(comments).where(where);
  return { rows, total: total?.n ?? 0 };
}
