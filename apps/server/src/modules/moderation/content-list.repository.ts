import type { MessageSortProp } from '@ops/contracts/posts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentListFilter } from './content-list.ts';

/** The columns posts and videos share, so both lists filter and sort by one set of rules. */
export interface ContentColumns {
  id: PgColumn;
  userId: PgColumn;
  state: PgColumn;
  createdAt: PgColumn;
  deletedAt: PgColumn;
  likeCount: PgColumn;
  commentCount: PgColumn;
  forwardCount: PgColumn;
  reportCount: PgColumn;
}

/** Every filter but the state (what the tab totals count under); deleted rows never match. */
export function contentWhereExceptState(columns: ContentColumns, filter: ContentListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(columns.deletedAt)];
  if (filter.idOrUserId !== undefined) {
    conditions.push(or(eq(columns.id, filter.idOrUserId), eq(columns.userId, filter.idOrUserId)));
  }
  if (filter.userId !== undefined) conditions.push(eq(columns.userId, filter.userId));
  if (filter.reportedOnly) conditions.push(gt(columns.reportCount, 0));
  if (filter.createdFrom) conditions.push(gte(columns.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(columns.createdAt, filter.createdBefore));
  return and(...conditions);
}

export function contentWhere(columns: ContentColumns, filter: ContentListFilter): SQL | undefined {
  const states = filter.states === undefined ? undefined : inArray(columns.state, filter.states);
  return and(contentWhereExceptState(columns, filter), states);
}

function sortColumn(columns: ContentColumns, prop: MessageSortProp): PgColumn {
  if (prop === 'likeCount') return columns.likeCount;
  if (prop === 'commentCount') return columns.commentCount;
  if (prop === 'forwardingCount') return columns.forwardCount;
  if (prop === 'reportCount') return columns.reportCount;
  return columns.createdAt;
}

/** The chosen column, then the id the same way, so pages never overlap. */
export function contentOrder(columns: ContentColumns, filter: ContentListFilter): SQL[] {
  const direction = filter.sortOrder === 'ascending' ? asc : desc;
  return [direction(sortColumn(columns, filter.sortProp)), direction(columns.id)];
}
