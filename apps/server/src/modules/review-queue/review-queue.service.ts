import type { MessageClaimResult } from '@ops/contracts/posts';
import type { VideoClaimResult } from '@ops/contracts/videos';
import type { Database, Transaction } from '../../db/client.ts';
import type { ReviewTarget } from '../moderation/review-targets.ts';
import { toMessageListItem } from '../posts/posts.mappers.ts';
import { postListRows } from '../posts/posts.repository.ts';
import { toVideoItem } from '../videos/videos.mappers.ts';
import { videoListRows } from '../videos/videos.repository.ts';
import { type HeldItem, leaseLockedItems, lockCandidates, releaseLeases, renewAndLockCandidates } from './review-queue.repository.ts';

/** Top-up attempts per claim: a later one sees what claimers running at the same time have committed. */
const TOP_UP_ROUNDS = 8;
/** The most candidates one top-up reads (when the head of the queue is busy with other claims). */
const WINDOW_MAX = 2_000;
/** How often a claim is retried when PostgreSQL broke a deadlock by cancelling it (40P01). */
const DEADLOCK_RETRIES = 3;

export interface ClaimRequest {
  operatorId: number;
  /** The operator's page size: how many items they want to hold in all. */
  count: number;
  leaseMinutes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDeadlock(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if ((error as { code?: unknown }).code === '40P01') return true;
  return isDeadlock(error.cause, depth + 1);
}

/**
 * A claim skips lease rows others have locked and takes only non-blocking advisory locks, so it
 * hardly ever waits; a deadlock with a decision taking over several items at that very moment is
 * still conceivable, and the claim is then simply run again.
 */
async function withDeadlockRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
    }
  }
}

/** What a claim ends with: the items the operator holds, in queue order, and when their leases run out. */
interface Holding {
  ids: number[];
  leaseUntil: number;
}

/** Oldest first, as the 待审核 tab lists them (created_at, id). */
const inQueueOrder = (items: readonly HeldItem[]) => [...items].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id).map((item) => item.id);

/**
 * 领取模式 (issue 15), in the caller's transaction: extends what the operator holds, tops it up to
 * `count` with the oldest pending items no one else holds, and answers everything they now hold. The
 * first round's candidates are read in the same statement as the renewal (sized for a full top-up), so
 * a claim usually takes two statements before the rows are read.
 */
async function claimLeases(tx: Transaction, target: ReviewTarget, request: ClaimRequest): Promise<Holding> {
  const { operatorId, leaseMinutes, count } = request;
  const first = await renewAndLockCandidates(tx, target, operatorId, { leaseMinutes, window: count * 3 + 20, pick: count * 2 });
  const held: HeldItem[] = [...first.renewed];
  let need = count - held.length;
  let round = { candidates: first.candidates, locked: first.locked };
  for (let attempt = 0; need > 0 && attempt < TOP_UP_ROUNDS; attempt += 1) {
    if (attempt > 0) {
      // Wider each round: the head of the queue may be locked by claimers that have not committed yet.
      const window = Math.min((need * 3 + 20) * 2 ** attempt, WINDOW_MAX);
      // Twice what is needed: some may turn out leased by a claimer that committed while this one read.
      round = await lockCandidates(tx, target, { window, pick: need * 2 });
    }
    if (round.candidates === 0) break;
    const leased = round.locked.length === 0 ? [] : await leaseLockedItems(tx, target, operatorId, { ids: round.locked, need, leaseMinutes });
    held.push(...leased);
    need -= leased.length;
    // Nothing gained: the items ahead are being claimed right now; give those claims a moment to commit.
    if (leased.length === 0 && need > 0) await sleep(attempt + 1);
  }
  return { ids: inQueueOrder(held), leaseUntil: first.leaseUntil };
}

export function claimMessages(db: Database, request: ClaimRequest): Promise<MessageClaimResult> {
  return withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const held = await claimLeases(tx, 'post', request);
      return { items: (await postListRows(tx, held.ids)).map(toMessageListItem), leaseUntil: held.leaseUntil };
    }),
  );
}

export function claimVideos(db: Database, request: ClaimRequest): Promise<VideoClaimResult> {
  return withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const held = await claimLeases(tx, 'video', request);
      return { items: (await videoListRows(tx, held.ids)).map(toVideoItem), leaseUntil: held.leaseUntil };
    }),
  );
}

/** Ends the operator's own leases of one kind (those of `ids`, or all); nobody else's are touched. */
export async function releaseItems(db: Database, target: ReviewTarget, operatorId: number, ids: readonly number[] | undefined): Promise<{ released: number }> {
  return { released: await releaseLeases(db, target, operatorId, ids) };
}
