import type { MachineReview } from '@ops/contracts/screening';
import type { Rng } from './random.ts';
import { between, DAY, HOUR, MINUTE, SECOND, type Window } from './time.ts';

/** Fields shared by posts and videos. */
export interface SeedContent {
  id: number;
  userId: number;
  text: string;
  /** Decided from the machine review (review-outcome.ts) once the item is screened. */
  state: number;
  likeCount: number;
  forwardCount: number;
  /** Filled from the generated comments (non-deleted only). */
  commentCount: number;
  /** Filled from the generated reports. */
  reportCount: number;
  createdAt: number;
  /** When the machine looks at the item: a few seconds to three minutes after it was published (after now: not yet). */
  screenAt: number;
  /** What the machine decided, by the real screener (machine-review.ts); null while waiting in state 1. */
  machineReview: MachineReview | null;
  reviewedAt: number | null;
  deletedAt: number | null;
  /** How many comments and reports to generate for this item. */
  plannedComments: number;
  plannedReports: number;
}

export interface Slot {
  userId: number;
  t: number;
}

/** Picks `count` publish moments at random and returns them in time order; reuses moments if there are too few. */
export function pickSlots(rng: Rng, publishes: readonly Slot[], count: number, now: number): Slot[] {
  const picked = rng.sample(publishes, count);
  for (let i = 0; picked.length < count && publishes.length > 0; i += 1) {
    const base = publishes[i % publishes.length] as Slot;
    picked.push({ userId: base.userId, t: Math.min(now - SECOND, base.t + rng.int(1, 600) * SECOND) });
  }
  return picked.sort((a, b) => a.t - b.t || a.userId - b.userId);
}

/** The machine's delay: a few seconds normally, up to three minutes when a burst of posts queues up. */
export function screeningTime(rng: Rng, createdAt: number): number {
  return createdAt + between(rng, 5 * SECOND, 3 * MINUTE);
}

/** Heavy-tailed popularity: most items get little attention, a few get a lot. */
export function engagement(rng: Rng, commentFactor: number): { likes: number; forwards: number; comments: number } {
  const popularity = Math.exp(rng.normal() * 1.1);
  const likes = Math.floor(popularity * rng.float(3, 15));
  return {
    likes,
    forwards: Math.floor(likes * rng.float(0, 0.25)),
    comments: Math.floor(rng.exponential(popularity * commentFactor)),
  };
}

export function plannedReports(rng: Rng, reported: boolean, mean: number): number {
  return reported ? 1 + Math.floor(rng.exponential(mean)) : 0;
}

export function softDeletedAt(rng: Rng, probability: number, createdAt: number, w: Window): number | null {
  return rng.chance(probability) ? Math.min(w.now, between(rng, createdAt + HOUR, createdAt + 10 * DAY)) : null;
}
