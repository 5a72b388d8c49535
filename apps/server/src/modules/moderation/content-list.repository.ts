import type { MessageSortProp } from '@ops/contracts/posts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { mergedWalks } from '../../lib/page-ids.ts';
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

/**
 * The statement selecting the ids of one page, in order (run inside the list's own statement, see
 * `pageFrom`). Several states in creation order (the 全部 tab) are read as one ordered index range per
 * state, merged: an IN list over the (state, created_at, id) index would make PostgreSQL sort every
 * matching row first.
 */
export function contentPageQuery(executor: Executor, table: PgTable, columns: ContentColumns, filter: ContentListFilter): SQLWrapper {
  const order = contentOrder(columns, filter);
  const states = filter.states ?? [];
  if (states.length > 1 && filter.sortProp === 'createDate') {
    const reach = filter.offset + filter.limit;
    const walks = states.map((state) =>
      executor
        .select({ id: columns.id, createdAt: columns.createdAt })
        .from(table)
        .where(and(contentWhereExceptState(columns, filter), eq(columns.state, state)))
        .orderBy(...order)
        .limit(reach),
    );
    return mergedWalks(walks, filter.sortOrder === 'ascending' ? 'asc' : 'desc', filter.limit, filter.offset);
  }
  return executor.select({ id: columns.id }).from(table).where(contentWhere(columns, filter)).orderBy(...order).limit(filter.limit).offset(filter.offset);
}
