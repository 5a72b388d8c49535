import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { posts, videos } from '../../db/schema/content.ts';
import { intArray } from '../../lib/sql-arrays.ts';
import { CONTENT_KIND } from '../moderation/content-counts.repository.ts';
import type { ReviewTarget } from '../moderation/review-targets.ts';

const TABLES = { post: posts, video: videos } as const;
/**
 * Classes of the two-key advisory locks a claim takes on its candidates while its transaction runs
 * (a space apart from the one-key locks of migrations and the roll-up): a concurrent claimer skips
 * them instead of reaching for the same rows.
 */
const CANDIDATE_LOCK_CLASS = { post: 724_310_201, video: 724_310_202 } as const;

/** The lease interval of `minutes`, computed by the database (one clock for every instance). */
const leaseEnd = (minutes: number) => sql`now() + make_interval(mins => ${minutes}::int)`;

/**
 * The unexpired lease of one item, as a LATERAL subquery: with LIMIT 1 it stays a primary-key probe
 * per item, whatever the planner believes about this small, fast-changing table (as a NOT EXISTS
 * it could become a nested loop over every lease row for every item read).
 */
const activeLease = (kind: number, itemId: SQL) =>
  sql`select l.target_id from review_leases l where l.target_kind = ${kind} and l.target_id = ${itemId} and l.expires_at > now() limit 1`;

/** An item a claim holds, with its place in the queue. */
export interface HeldItem {
  id: number;
  createdAt: number;
}

interface HeldRow {
  id: string;
  created_at: string;
}

const heldItemsOf = (rows: readonly HeldRow[] | null | undefined): HeldItem[] => (rows ?? []).map((row) => ({ id: Number(row.id), createdAt: Number(row.created_at) }));

export interface RenewedAndCandidates extends LockedCandidates {
  /** The operator's leases extended (items still pending). */
  renewed: HeldItem[];
  /** Epoch ms: now + the lease, by the database's clock (one clock for every instance). */
  leaseUntil: number;
}

/**
 * Steps 1 and 2a of a claim in one statement: extends the operator's leases on items still pending
 * (state 3, live) and drops those on items that are not any more (rows another transaction has locked,
 * e.g. a decision taking the item over right now, are skipped, so this never waits on a row lock); then
 * the `window` oldest pending items no one holds, tried in order with a non-blocking advisory lock until
 * `pick` are locked (see lockCandidates).
 */
export async function renewAndLockCandidates(
  executor: Executor,
  target: ReviewTarget,
  operatorId: number,
  options: { leaseMinutes: number; window: number; pick: number },
): Promise<RenewedAndCandidates> {
  const kind = CONTENT_KIND[target];
  const [row] = await queryRows<{ renewed: HeldRow[] | null; lease_until: string; candidates: number; locked: (string | number)[] }>(
    executor,
    sql`with mine as (
          select l.target_id, t.created_at, coalesce(t.state = 3 and t.deleted_at is null, false) as pending
          from review_leases l left join ${TABLES[target]} t on t.id = l.target_id
          where l.target_kind = ${kind} and l.operator_id = ${operatorId}
          for update of l skip locked
        ), dropped as (
          delete from review_leases l using mine
          where l.target_kind = ${kind} and l.target_id = mine.target_id and not mine.pending
        ), renewed as (
          update review_leases l set expires_at = ${leaseEnd(options.leaseMinutes)}
          from mine where l.target_kind = ${kind} and l.target_id = mine.target_id and mine.pending
          returning l.target_id, mine.created_at
        ), candidates as (
          select t.id from ${TABLES[target]} t
          left join lateral (${activeLease(kind, sql`t.id`)}) held on true
          where t.state = 3 and t.deleted_at is null and held.target_id is null
          order by t.created_at, t.id
          limit ${options.window}
        )
        select (select json_agg(json_build_object('id', target_id::text, 'created_at', floor(extract(epoch from created_at) * 1000)::text)) from renewed) as renewed,
               -- Leases are soft state: a claim lost in a crash right after its commit costs nothing (the next
               -- claim takes the items again), so its commit need not wait for the WAL flush. Decisions stay durable.
               set_config('synchronous_commit', 'off', true) as flush,
               floor(extract(epoch from ${leaseEnd(options.leaseMinutes)}) * 1000)::text as lease_until,
               (select count(*) from candidates)::int as candidates,
               array(
                 select id::text from candidates
                 where pg_try_advisory_xact_lock(${CANDIDATE_LOCK_CLASS[target]}, (id % 2147483647)::int)
                 limit ${options.pick}
               ) as locked`,
  );
  return {
    renewed: heldItemsOf(row?.renewed),
    leaseUntil: Number(row?.lease_until ?? Date.now()),
    candidates: row?.candidates ?? 0,
    locked: (row?.locked ?? []).map(Number),
  };
}

export interface LockedCandidates {
  /** Pending items no one held in this statement's snapshot (at most `window`). */
  candidates: number;
  /** Those this transaction now holds the advisory lock of, oldest first (at most `pick`). */
  locked: number[];
}

/**
 * Step 2a of a claim: the `window` oldest pending items no one holds by an unexpired lease (the
 * 待审核 tab's order, read along posts_state_created_idx / videos_state_created_idx), tried in order
 * with a non-blocking advisory lock until `pick` are locked. Claimers running at once thus take
 * different items instead of queueing for the same head rows; the locks last until the claim commits.
 */
export async function lockCandidates(executor: Executor, target: ReviewTarget, options: { window: number; pick: number }): Promise<LockedCandidates> {
  const kind = CONTENT_KIND[target];
  const [row] = await queryRows<{ candidates: number; locked: (string | number)[] }>(
    executor,
    sql`with candidates as (
          select t.id from ${TABLES[target]} t
          left join lateral (${activeLease(kind, sql`t.id`)}) held on true
          where t.state = 3 and t.deleted_at is null and held.target_id is null
          order by t.created_at, t.id
          limit ${options.window}
        )
        select (select count(*) from candidates)::int as candidates,
               array(
                 select id::text from candidates
                 where pg_try_advisory_xact_lock(${CANDIDATE_LOCK_CLASS[target]}, (id % 2147483647)::int)
                 limit ${options.pick}
               ) as locked`,
  );
  return { candidates: row?.candidates ?? 0, locked: (row?.locked ?? []).map(Number) };
}

/**
 * Step 2b: leases on up to `need` of the locked items, oldest first. This statement's snapshot is
 * taken after the advisory locks were, so an item another claimer committed a lease on meanwhile is
 * seen and left out. An expired lease row is taken over only when it can be locked without waiting.
 * The upsert stays the real guard: it refuses a row whose lease someone else holds. Answers the items
 * leased.
 */
export async function leaseLockedItems(
  executor: Executor,
  target: ReviewTarget,
  operatorId: number,
  options: { ids: readonly number[]; need: number; leaseMinutes: number },
): Promise<HeldItem[]> {
  const kind = CONTENT_KIND[target];
  const rows = await queryRows<HeldRow>(
    executor,
    sql`with free as (
          select t.id, t.created_at from ${TABLES[target]} t
          left join lateral (${activeLease(kind, sql`t.id`)}) held on true
          where t.id = any(${intArray(options.ids)}::bigint[]) and t.state = 3 and t.deleted_at is null and held.target_id is null
          order by t.created_at, t.id
          limit ${options.need}
        ), leased as (
          select l.target_id from review_leases l where l.target_kind = ${kind} and l.target_id in (select id from free)
        ), lockable as (
          select l.target_id from review_leases l where l.target_kind = ${kind} and l.target_id in (select id from free)
          for update skip locked
        ), claimed as (
          insert into review_leases (target_kind, target_id, operator_id, claimed_at, expires_at)
          select ${kind}, f.id, ${operatorId}, now(), ${leaseEnd(options.leaseMinutes)} from free f
          where f.id not in (select target_id from leased) or f.id in (select target_id from lockable)
          on conflict (target_kind, target_id) do update
            set operator_id = excluded.operator_id, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
            where review_leases.expires_at <= now() or review_leases.operator_id = excluded.operator_id
          returning target_id
        )
        select c.target_id::text as id, floor(extract(epoch from f.created_at) * 1000)::text as created_at
        from claimed c join free f on f.id = c.target_id`,
  );
  return heldItemsOf(rows);
}

/**
 * Ends the operator's own leases of one kind: those of `ids`, or all of them. Answers how many were
 * still running (expired rows of theirs are removed too, but ended nothing).
 */
export async function releaseLeases(executor: Executor, target: ReviewTarget, operatorId: number, ids: readonly number[] | undefined): Promise<number> {
  const kind = CONTENT_KIND[target];
  const only = ids === undefined ? sql`` : sql` and target_id = any(${intArray(ids)}::bigint[])`;
  const [row] = await queryRows<{ n: number }>(
    executor,
    sql`with ended as (
          delete from review_leases where target_kind = ${kind} and operator_id = ${operatorId}${only}
          returning expires_at
        )
        select (count(*) filter (where expires_at > now()))::int as n from ended`,
  );
  return row?.n ?? 0;
}
