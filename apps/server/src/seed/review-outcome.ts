import type { MachineVerdict } from '@ops/contracts/screening';
import type { Rng } from './random.ts';
import { between, DAY, HOUR, MINUTE, type Window } from './time.ts';

export interface ReviewOutcome {
  state: number;
  reviewedAt: number | null;
}

/** What is known of an item when its review is settled. */
export interface ReviewedItem {
  createdAt: number;
  /** When the machine screened it. */
  screenAt: number;
  /** Reported by app users: operators look at it sooner and reject it more often. */
  reported: boolean;
}

type Weights = readonly (readonly [number, number])[];
/** 送人审 items by age: the queue (3) holds mostly the last day's; older ones were decided, reported ones mostly rejected. */
const FRESH: Weights = [[3, 80], [4, 10], [5, 10]];
const THIS_WEEK: Weights = [[3, 35], [4, 35], [5, 30]];
const OLDER: Weights = [[3, 8], [4, 46], [5, 46]];
const FRESH_REPORTED: Weights = [[3, 70], [4, 25], [5, 5]];
const THIS_WEEK_REPORTED: Weights = [[3, 30], [4, 55], [5, 15]];
const OLDER_REPORTED: Weights = [[3, 6], [4, 74], [5, 20]];

/** Share of machine rejections an operator passed after all, and of reported machine passes an operator rejected. */
const OVERTURNED_BLOCKS = 0.1;
const REJECTED_REPORTED_PASSES = 0.25;

function reviewWeights(item: ReviewedItem, w: Window): Weights {
  const age = w.now - item.createdAt;
  if (age < DAY) return item.reported ? FRESH_REPORTED : FRESH;
  if (age < 7 * DAY) return item.reported ? THIS_WEEK_REPORTED : THIS_WEEK;
  return item.reported ? OLDER_REPORTED : OLDER;
}

/**
 * Where an item's review stands at `now`, given the machine's verdict (null: not screened yet, state 1):
 * a pass stays 2 unless an operator rejected a reported one (4); a rejection stays 6 unless an operator
 * passed it (5); 送人审 waits in 3 or was decided by a person (4 or 5). A person decides ten minutes to
 * a day and a half after the machine; a decision that would fall after now has not happened yet.
 */
export function reviewOutcome(rng: Rng, verdict: MachineVerdict | null, item: ReviewedItem, w: Window): ReviewOutcome {
  if (verdict === null) return { state: 1, reviewedAt: null };
  const decidedAt = item.screenAt + between(rng, 10 * MINUTE, 36 * HOUR);
  const person = decidedAt <= w.now;
  if (verdict === 'pass') {
    return person && item.reported && rng.chance(REJECTED_REPORTED_PASSES) ? { state: 4, reviewedAt: decidedAt } : { state: 2, reviewedAt: item.screenAt };
  }
  if (verdict === 'block') {
    return person && rng.chance(OVERTURNED_BLOCKS) ? { state: 5, reviewedAt: decidedAt } : { state: 6, reviewedAt: item.screenAt };
  }
  const state = person ? rng.weighted(reviewWeights(item, w)) : 3;
  return state === 3 ? { state, reviewedAt: null } : { state, reviewedAt: decidedAt };
}
