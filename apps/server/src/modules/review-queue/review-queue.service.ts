import type { MessageClaimResult } from '@ops/contracts/posts';
import type { VideoClaimResult } from '@ops/contracts/videos';
import { type Database, type Executor, expressLaneOf } from '../../db/client.ts';
import { isDeadlock } from '../../lib/database-errors.ts';
import { pageOfIds } from '../../lib/page-ids.ts';
import type { ReviewTarget } from '../moderation/review-targets.ts';
import { toMessageListItem } from '../posts/posts.mappers.ts';
import { postListRows } from '../posts/posts.repository.ts';
import { toVideoItem } from '../videos/videos.mappers.ts';
import { videoListRows } from '../videos/videos.repository.ts';
import { claimRound, type HeldItem, releaseLeases } from './review-queue.repository.ts';

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
 * 领取模式 (issue 15): extends what the operator holds, tops it up to `count` with the oldest pending items
 * no one else holds, and answers everything they now hold. Each round is one statement of its own; a round
 * that comes back short while candidates remain (claims running at the same moment took them) is followed
 * by a wider one.
 */
async function claimLeases(db: Executor, target: ReviewTarget, request: ClaimRequest): Promise<Holding> {
  const { operatorId, leaseMinutes, count } = request;
  const first = await claimRound(db, target, operatorId, { renew: true, need: count, window: count * 3 + 20, leaseMinutes });
  const held: HeldItem[] = [...first.renewed, ...first.leased];
  let candidates = first.candidates;
  for (let attempt = 1; held.length < count && candidates > 0 && attempt < TOP_UP_ROUNDS; attempt += 1) {
    // Short: the items ahead were being claimed at the same moment; give those claims a moment to commit.
    await sleep(attempt);
    const need = count - held.length;
    const round = await claimRound(db, target, operatorId, { renew: false, need, window: Math.min((need * 3 + 20) * 2 ** attempt, WINDOW_MAX), leaseMinutes });
    held.push(...round.leased);
    candidates = round.candidates;
  }
  return { ids: inQueueOrder(held), leaseUntil: first.leaseUntil };
}

/** The rows are read after the claim: one a colleague took over and decided in between is no longer the operator's. */
const stillHeld = <Row extends { state: number; heldById: number | null }>(rows: readonly Row[], operatorId: number) =>
  rows.filter((row) => row.state === 3 && row.heldById === operatorId);

/** A claim runs on the express lane (`expressLaneOf`): its statements never queue behind decisions waiting for their commit. */
export function claimMessages(db: Database, request: ClaimRequest): Promise<MessageClaimResult> {
  const lane = expressLaneOf(db);
  return withDeadlockRetry(() =>
    claimLeases(lane, 'post', request).then(async (held) => ({
      items: stillHeld(await postListRows(lane, pageOfIds(held.ids)), request.operatorId).map(toMessageListItem),
      leaseUntil: held.leaseUntil,
    })),
  );
}

export function claimVideos(db: Database, request: ClaimRequest): Promise<VideoClaimResult> {
  const lane = expressLaneOf(db);
  return withDeadlockRetry(() =>
    claimLeases(lane, 'video', request).then(async (held) => ({
      items: stillHeld(await videoListRows(lane, pageOfIds(held.ids)), request.operatorId).map(toVideoItem),
      leaseUntil: held.leaseUntil,
    })),
  );
}

/** Ends the operator's own leases of one kind (those of `ids`, or all); nobody else's are touched. */
export async function releaseItems(db: Database, target: ReviewTarget, operatorId: number, ids: readonly number[] | undefined): Promise<{ released: number }> {
  return { released: await releaseLeases(db, target, operatorId, ids) };
}
