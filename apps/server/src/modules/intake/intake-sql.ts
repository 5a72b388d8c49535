import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray } from '../../lib/sql-arrays.ts';

/** How many rows an upsert inserted and how many it replaced (the rest were no newer than what is stored). */
export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/** Rows as one JSON parameter, read back by `json_to_recordset(...) as x(<shape>)`: any batch size, one bind. */
export function recordset(rows: readonly object[], shape: string): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(shape)})`;
}

/** Counts an upsert's `returning (xmax = 0) as inserted`: xmax is 0 on a row this statement inserted. */
export async function countUpserted(executor: Executor, statement: SQL): Promise<UpsertCounts> {
  const rows = await queryRows<{ inserted: boolean }>(executor, statement);
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/** Which of `ids` exist in `table` (users, posts or videos: never hard-deleted). */
export async function existingIds(executor: Executor, table: 'users' | 'posts' | 'videos', ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(executor, sql`select id::text as id from ${sql.identifier(table)} where id = any(${intArray([...new Set(ids)])}::bigint[])`);
  return new Set(rows.map((row) => Number(row.id)));
}

/** An epoch-millisecond value as timestamptz text for json_to_recordset. */
export const iso = (ms: number) => new Date(ms).toISOString();
