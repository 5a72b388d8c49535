import type { MachineReview } from '@ops/contracts/screening';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { intArray, textArray } from '../../lib/sql-arrays.ts';
import type { ImageHashResult } from './item-screener.ts';

export type ScreenedKind = 'post' | 'video';

export interface PendingItem {
  id: number;
  text: string;
  images: string[];
}

const TABLE = { post: sql`posts`, video: sql`videos` } as const;
/** A post's pictures; a video's cover. */
const IMAGES = { post: sql`medias`, video: sql`jsonb_build_array(pic_url)` } as const;

/**
 * Items waiting for the machine, oldest first (the state-and-creation index), without locking them.
 * Ordered by the column `posts.id`, not the output's text `id`: by that alias every waiting row was
 * read and sorted (300 ms a batch with 800,000 waiting) instead of the index walked to `limit`. No
 * other condition either: PostgreSQL estimates an unknown one such as a lane's `id % 2 = 0` at 0.5 %
 * of the rows, and then reads and sorts every waiting row rather than walk the index (37 ms against
 * 1.5 ms with 57,000 waiting), so the worker splits one read among its lanes itself.
 */
export async function pendingItems(executor: Executor, kind: ScreenedKind, limit: number): Promise<PendingItem[]> {
  const rows = await queryRows<{ id: string; text: string; images: string[] }>(
    executor,
    sql`select id::text as id, text, ${IMAGES[kind]} as images from ${TABLE[kind]}
        where state = 1 and deleted_at is null
        order by created_at, ${TABLE[kind]}.id limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), text: row.text, images: row.images }));
}

/**
 * The same items, locked, if they are still waiting: rows another worker (or an operator) holds are
 * skipped, so no item is screened twice at once. Their text and images as they are now.
 *
 * Locked by id alone, then kept if still waiting (as the operators' decisions lock theirs): with
 * `state = 1` beside the ids, PostgreSQL took the state-and-creation index whenever its statistics
 * still counted few waiting items, and walked every waiting row to find the batch's 200 (1.3 s a
 * batch after 470,000 posts arrived faster than the next ANALYZE, against milliseconds by id).
 */
export async function lockPendingItems(executor: Executor, kind: ScreenedKind, ids: readonly number[]): Promise<PendingItem[]> {
  const rows = await queryRows<{ id: string; text: string; images: string[] }>(
    executor,
    sql`with locked as (
          select id, state, text, ${IMAGES[kind]} as images from ${TABLE[kind]}
          where id = any(${intArray(ids)}::bigint[]) and deleted_at is null
          order by id for update skip locked
        )
        select id::text as id, text, images from locked where state = 1 order by locked.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), text: row.text, images: row.images }));
}

/** A failed read is tried again after this long (the app's image host may have been down). */
const RETRY_FAILED_READS = sql`interval '10 minutes'`;

export async function cachedImageHashes(executor: Executor, urls: readonly string[]): Promise<Map<string, ImageHashResult>> {
  if (urls.length === 0) return new Map();
  const rows = await queryRows<{ url: string; hash: string | null; error: string | null }>(
    executor,
    sql`select url, hash::text as hash, error from image_hashes
        where url = any(${textArray(urls)}::text[]) and (error is null or fetched_at > now() - ${RETRY_FAILED_READS})`,
  );
  return new Map(rows.map((row): [string, ImageHashResult] => [row.url, row.hash === null ? { hash: null, error: row.error ?? '' } : { hash: BigInt(row.hash), error: null }]));
}

export async function storeImageHashes(executor: Executor, results: ReadonlyMap<string, ImageHashResult>): Promise<void> {
  if (results.size === 0) return;
  const payload = JSON.stringify([...results].map(([url, result]) => ({ url, hash: result.hash?.toString() ?? null, error: result.error })));
  await executor.execute(sql`
    insert into image_hashes (url, hash, error)
    select x.url, x.hash::bigint, x.error from json_to_recordset(${payload}::json) as x(url text, hash text, error text)
    order by x.url
    on conflict (url) do update set hash = excluded.hash, error = excluded.error, fetched_at = now()
    where image_hashes.error is not null`);
}

export interface Verdict {
  id: number;
  state: number;
  review: MachineReview;
}

/** Moves each item from 1 to its verdict's state with the review, if it is still waiting; answers the ids moved. */
export async function applyVerdicts(executor: Executor, kind: ScreenedKind, verdicts: readonly Verdict[]): Promise<Set<number>> {
  if (verdicts.length === 0) return new Set();
  const payload = JSON.stringify(verdicts.map((v) => ({ id: v.id, state: v.state, review: v.review })));
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`update ${TABLE[kind]} as t set state = x.state, machine_review = x.review, reviewed_at = now(), reviewed_by = null
        from json_to_recordset(${payload}::json) as x(id bigint, state smallint, review jsonb)
        where t.id = x.id and t.state = 1
        returning t.id::text as id`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export interface StatsDelta {
  days: { day: string; verdict: string; n: number }[];
  hits: { day: string; kind: string; category: string; word: string; n: number }[];
}

/** Adds to 机审统计's per-day counters, in key order (concurrent workers lock the same rows in one order). */
export async function addScreeningStats(executor: Executor, delta: StatsDelta): Promise<void> {
  if (delta.days.length > 0) {
    await executor.execute(sql`
      insert into screening_daily (day, verdict, n)
      select x.day, x.verdict, x.n from json_to_recordset(${JSON.stringify(delta.days)}::json) as x(day date, verdict text, n bigint)
      order by x.day, x.verdict
      on conflict (day, verdict) do update set n = screening_daily.n + excluded.n`);
  }
  if (delta.hits.length > 0) {
    await executor.execute(sql`
      insert into screening_daily_hits (day, kind, category, word, n)
      select x.day, x.kind, x.category, left(x.word, 128), x.n
      from json_to_recordset(${JSON.stringify(delta.hits)}::json) as x(day date, kind text, category text, word text, n bigint)
      order by 1, 2, 3, 4
      on conflict (day, kind, category, word) do update set n = screening_daily_hits.n + excluded.n`);
  }
}
