import type { Rng } from './random.ts';
import { between, DAY, HOUR, MINUTE, SECOND, type Window } from './time.ts';

/** Fields shared by posts and videos. */
export interface SeedContent {
  id: number;
  userId: number;
  text: string;
  state: number;
  likeCount: number;
  forwardCount: number;
  /** Filled from the generated comments (non-deleted only). */
  commentCount: number;
  /** Filled from the generated reports. */
  reportCount: number;
  createdAt: number;
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

type Weights = readonly (readonly [number, number])[];
const NORMAL: Weights = [[2, 14], [3, 34], [4, 12], [5, 28], [6, 7]];
const RECENT: Weights = [[1, 40], [2, 10], [3, 30], [4, 5], [5, 10], [6, 5]];
const REPORTED: Weights = [[2, 8], [3, 45], [4, 25], [5, 15], [6, 7]];
const SPAM: Weights = [[3, 25], [4, 35], [5, 5], [6, 35]];

/** Review state 1..6: state 1 (awaiting the machine) only in the last week; reported and spam items lean to 3/4/6. */
export function reviewState(rng: Rng, createdAt: number, w: Window, flags: { reported: boolean; spam: boolean }): number {
  if (flags.spam) return rng.weighted(SPAM);
  if (flags.reported) return rng.weighted(REPORTED);
  return rng.weighted(w.now - createdAt < 7 * DAY ? RECENT : NORMAL);
}

export function reviewedAt(rng: Rng, state: number, createdAt: number, w: Window): number | null {
  if (state === 1 || state === 3) return null;
  const delay = state === 2 || state === 6 ? between(rng, 5 * SECOND, 3 * MINUTE) : between(rng, 10 * MINUTE, 36 * HOUR);
  return Math.min(createdAt + delay, w.now);
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
