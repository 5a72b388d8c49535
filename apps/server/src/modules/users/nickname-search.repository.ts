import { sql } from 'drizzle-orm';
import { type Executor, orderWalkerOf, queryRows } from '../../db/client.ts';
import { nicknameGramCounts, userCounts } from '../../db/schema/users.ts';

/** Terms of up to three characters (code points, as PostgreSQL counts them) have their own counter. */
const MAX_COUNTED_GRAM = 3;
export const hasGramCounter = (term: string): boolean => [...term].length <= MAX_COUNTED_GRAM;

/**
 * Walking the list's own order, testing each nickname, visits about (rows up to the page's end) ×
 * users ÷ matches rows; the gram index visits every candidate (about the matches) and sorts them.
 * A page walks when that is the fewer, and never more than this many rows.
 */
const WALK_ROWS_MAX = 20_000;

function walksFewerRows(rowsToPageEnd: number, users: number, matchesAtMost: number): boolean {
  if (matchesAtMost === 0) return false;
  const walked = (rowsToPageEnd * users) / matchesAtMost;
  return walked <= Math.min(WALK_ROWS_MAX, matchesAtMost);
}

export interface NicknamePlan {
  /** At most this many users match (exact for up to three characters); 0 means none can. */
  matchesAtMost: number;
  /** The term's rarest substring of up to three characters: what the gram index narrows by. */
  rarestGram: string;
  /** Walk the list's order testing nicknames, instead of collecting every candidate through the gram index. */
  walk: boolean;
  /** The rarest gram's version (migration 0026): the term's matches stay the same while it does. */
  version: number;
}

/**
 * Chooses how to find a page of a nickname search. The counters know how many users a term matches
 * (its own counter, or the rarest of its three-character parts), which PostgreSQL's estimates do not:
 * they sent a term held by 7% of a million users through the gram index, collecting and sorting
 * 71,818 rows (188 ms) for a page that walking the id order finds after 1,400.
 */
export async function planNicknameSearch(executor: Executor, term: string, rowsToPageEnd: number): Promise<NicknamePlan> {
  const [row] = await queryRows<{ gram: string; n: string | number; version: string | number; users: string | number | null }>(
    executor,
    sql`select g.gram, coalesce(c.n, 0) as n, coalesce(c.version, 0) as version, (select sum(n) from ${userCounts}) as users
        from (select lower(${term}) as t) q
        cross join lateral generate_series(1, greatest(char_length(q.t) - 2, 1)) i
        cross join lateral (select substr(q.t, i, 3) as gram) g
        left join ${nicknameGramCounts} c on c.gram = g.gram
        order by 2, 1
        limit 1`,
  );
  const matchesAtMost = Number(row?.n ?? 0);
  const users = Number(row?.users ?? 0);
  return {
    matchesAtMost,
    rarestGram: row?.gram ?? term,
    walk: walksFewerRows(rowsToPageEnd, users, matchesAtMost),
    version: Number(row?.version ?? 0),
  };
}

/**
 * Runs `read` with the bitmap and sequential scans off: the planner then walks an index in the list's
 * order. On PostgreSQL through the handle's connections that have them off (one statement); else (PGlite,
 * a transaction, a replica) with `set_config(…, true)` (a `set local`) in a transaction.
 */
export function walkingTheListOrder<T>(executor: Executor, read: (executor: Executor) => Promise<T>): Promise<T> {
  const walker = orderWalkerOf(executor);
  if (walker) return read(walker);
  return executor.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
    return read(tx);
  });
}
