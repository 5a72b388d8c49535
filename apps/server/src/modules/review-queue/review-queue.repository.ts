import { sql } from 'drizzle-orm';
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
 * The items of one kind under an unexpired lease, as the subquery of a `NOT IN`: PostgreSQL reads the small
 * lease table once into a hash (a hashed SubPlan) and the walk of the pending queue tests each item against it,
 * so it stays an ordered index walk that stops after `window` items, and passing the ~1,000 items 100 operators
 * hold at the queue's head costs a hash lookup each instead of a primary-key probe each (2.3 -> 0.7 ms).
 * `target_id` is never null, so `NOT IN` means "not among them".
 */
const activeLeaseIds = (kind: number) => sql`select l.target_id from review_leases l where l.target_kind = ${kind} and l.expires_at > now()`;

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

export interface ClaimRound {
  /** The operator's leases extended (items still pending); only in a round that renews. */
  renewed: HeldItem[];
  /** Leases taken in this round. */
  leased: HeldItem[];
  /** Pending items no one held in this statement's snapshot (at most the window). */
  candidates: number;
  /** Epoch ms: now + the lease, by the database's clock (one clock for every instance). */
  leaseUntil: number;
}

/**
 * One round of a claim, in one statement of its own (no transaction around it: a claim costs two round
 * trips with the list rows). A round that renews first extends the operator's leases on items still pending
 * and drops those on items that are not (lease rows another transaction has locked are skipped, so this
 * never waits on them). Then it reads the `window` oldest pending items no one holds (the 待审核 tab's
 * order, past other operators' live leases by a hash of them), takes non-blocking advisory locks
 * on them in order so that claims running at the same moment pick different items, and leases up to `need`
 * (less what it just renewed). The upsert is the guard: an item whose lease another claim committed after
 * this statement's snapshot is refused (READ COMMITTED re-checks the conflicting row), never held twice; the
 * round then comes back short and the caller runs another.
 */
export async function claimRound(
  executor: Executor,
  target: ReviewTarget,
  operatorId: number,
  options: { renew: boolean; need: number; window: number; leaseMinutes: number },
): Promise<ClaimRound> {
  const kind = CONTENT_KIND[target];
  const table = TABLES[target];
  const renewal = options.renew
    ? sql`mine as (
          select l.target_id, t.created_at, coalesce(t.state = 3 and t.deleted_at is null, false) as pending
          from review_leases l left join ${table} t on t.id = l.target_id
          where l.target_kind = ${kind} and l.operator_id = ${operatorId}
          for update of l skip locked
        ), dropped as (
          delete from review_leases l using mine
          where l.target_kind = ${kind} and l.target_id = mine.target_id and not mine.pending
        ), renewed as (
          update review_leases l set expires_at = ${leaseEnd(options.leaseMinutes)}
          from mine where l.target_kind = ${kind} and l.target_id = mine.target_id and mine.pending
          returning l.target_id, mine.created_at
        ),`
    : sql`renewed as (select null::bigint as target_id, null::timestamptz as created_at where false),`;
  const [row] = await queryRows<{ renewed: HeldRow[] | null; leased: HeldRow[] | null; candidates: number; lease_until: string }>(
    executor,
    sql`with ${renewal} candidates as (
          select t.id, t.created_at from ${table} t
          where t.state = 3 and t.deleted_at is null and t.id not in (${activeLeaseIds(kind)})
            -- An item whose lease of the operator's own had run out is renewed above, not taken again.
            and t.id not in (select target_id from renewed)
          order by t.created_at, t.id
          limit ${options.window}
        ), free as (
          select id, created_at from candidates
          where pg_try_advisory_xact_lock(${CANDIDATE_LOCK_CLASS[target]}, (id % 2147483647)::int)
          limit greatest(${options.need} - (select count(*) from renewed), 0)
        ), claimed as (
          insert into review_leases (target_kind, target_id, operator_id, claimed_at, expires_at)
          select ${kind}, f.id, ${operatorId}, now(), ${leaseEnd(options.leaseMinutes)} from free f
          on conflict (target_kind, target_id) do update
            set operator_id = excluded.operator_id, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
            where review_leases.expires_at <= now() or review_leases.operator_id = excluded.operator_id
          returning target_id
        )
        select (select json_agg(json_build_object('id', target_id::text, 'created_at', floor(extract(epoch from created_at) * 1000)::text)) from renewed) as renewed,
               (select json_agg(json_build_object('id', c.target_id::text, 'created_at', floor(extract(epoch from f.created_at) * 1000)::text))
                from claimed c join free f on f.id = c.target_id) as leased,
               (select count(*) from candidates)::int as candidates,
               floor(extract(epoch from ${leaseEnd(options.leaseMinutes)}) * 1000)::text as lease_until,
               -- Leases are soft state: a claim lost in a crash right after its commit costs nothing (the next
               -- claim takes the items again), so its commit need not wait for the WAL flush. Decisions stay durable.
               set_config('synchronous_commit', 'off', true) as flush`,
  );
  return {
    renewed: heldItemsOf(row?.renewed),
    leased: heldItemsOf(row?.leased),
    candidates: row?.candidates ?? 0,
    leaseUntil: Number(row?.lease_until ?? Date.now()),
  };
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
