import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { intArray } from './sql-arrays.ts';

/**
 * Deep pages without dragging whole rows through OFFSET: a list picks the ids of its page (an
 * index-only walk of the index that matches its order) and loads only those rows, in one statement:
 * a FROM item `page(id, ord)` holds the page's ids in page order, the rows are joined to it by primary
 * key and sorted by `page.ord`. `idsQuery` selects one id column in the page's order; it runs once, as
 * an init plan.
 */
export function pageFrom(idsQuery: SQLWrapper): SQL {
  return sql`unnest(array(${idsQuery})) with ordinality as page(id, ord)`;
}

/** `pageFrom` for ids already known (the claim answer): the same rows in the given order. */
export function pageOfIds(ids: readonly number[]): SQL {
  return sql`unnest(${intArray(ids)}::bigint[]) with ordinality as page(id, ord)`;
}

export const pageId = sql`page.id`;
export const pageOrder = sql`page.ord`;

/**
 * A page's ids from several walks, each already in (created_at, id) order and cut at `offset + limit` rows
 * (one ordered index range per state, action or operator), merged in that order: PostgreSQL appends the
 * ranges in order instead of sorting every row an IN list matches. Each walk selects `id` and `created_at`.
 */
export function mergedWalks(walks: readonly SQLWrapper[], direction: 'asc' | 'desc', limit: number, offset: number): SQL {
  const order = sql.raw(direction);
  return sql`select id from (${sql.join(
    walks.map((walk) => sql`(${walk})`),
    sql` union all `,
  )}) merged order by created_at ${order}, id ${order} limit ${limit} offset ${offset}`;
}

