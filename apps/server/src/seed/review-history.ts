import type { ReviewAction } from '@ops/contracts/moderation';
import type { MachineVerdict } from '@ops/contracts/screening';
import type { ReviewTarget } from '../modules/moderation/review-targets.ts';
import { BLOCKED_BY } from './blocked-pictures.ts';
import type { SeedContent } from './content-common.ts';
import type { PlannedBlock } from './picture-blocklist.ts';
import { Rng } from './random.ts';
import { MINUTE, SECOND } from './time.ts';

/**
 * The team whose decisions the demo's history holds (审核效率 needs several operators). The seed creates
 * these accounts as moderators, disabled and without a usable password: an administrator who wants to try
 * the console as one of them enables the account and resets its password. `share` is their part of the
 * decisions, `pace` how long they look at a card compared with the others.
 */
export const DEMO_REVIEWERS = [
  { username: 'reviewer.li', displayName: '李娜', share: 38, pace: 0.8 },
  { username: 'reviewer.wang', displayName: '王磊', share: 30, pace: 1 },
  { username: 'reviewer.zhang', displayName: '张敏', share: 20, pace: 1.4 },
  { username: 'reviewer.chen', displayName: '陈杰', share: 12, pace: 2.2 },
] as const;

/** One operator decision of the demo's history, as the review service would have made it. */
export interface SeedDecision {
  target: ReviewTarget;
  id: number;
  /** Username of the operator who decided. */
  operator: string;
  action: ReviewAction;
  from: number;
  to: number;
  at: number;
  /** When the console showed the card; null for a decision it did not time. */
  shownAt: number | null;
}

/** Share of decisions the console did not time (another client, or an older console). */
const UNTIMED = 0.05;
/** Share of the queue's decisions that were first decided the other way, revoked, and decided again. */
const REDECIDED = 0.04;
/** Median seconds a card is on screen before a decision, before each reviewer's pace. */
const LOOK_SECONDS = 9;

const VERDICT_STATE: Record<MachineVerdict, number> = { pass: 2, review: 3, block: 6 };
const REVIEWER_SHARES = DEMO_REVIEWERS.map((reviewer) => [reviewer.username, reviewer.share] as const);
const PACE = new Map<string, number>(DEMO_REVIEWERS.map((reviewer) => [reviewer.username, reviewer.pace]));

function decision(rng: Rng, target: ReviewTarget, id: number, operator: string, from: number, to: number, at: number): SeedDecision {
  const seconds = (2 + rng.exponential(LOOK_SECONDS - 2)) * (PACE.get(operator) ?? 1);
  const shownAt = rng.chance(UNTIMED) ? null : at - Math.round(seconds * SECOND);
  return { target, id, operator, action: to === 5 ? 'pass' : to === 4 ? 'reject' : 'revoke', from, to, at, shownAt };
}

/**
 * The operator decisions behind the seeded states: every item a person decided (4 or 5) was decided by one
 * of DEMO_REVIEWERS at its reviewed_at, from the state the machine left it in (a post whose picture went on
 * 图片黑库 by the operator who listed it, BLOCKED_BY); a few queue items were first decided the other way,
 * revoked and decided again. In time order, deterministic for a seed.
 */
export function planReviewHistory(seed: number, items: readonly { target: ReviewTarget; item: SeedContent }[], blocks: readonly PlannedBlock[]): SeedDecision[] {
  const rng = new Rng(seed, 'review-history');
  const listed = new Set(blocks.map((block) => block.sourceId));
  const decisions: SeedDecision[] = [];
  for (const { target, item } of items) {
    if ((item.state !== 4 && item.state !== 5) || item.reviewedAt === null) continue;
    const from = item.machineReview ? VERDICT_STATE[item.machineReview.verdict] : 1;
    const operator = target === 'post' && listed.has(item.id) ? BLOCKED_BY : rng.weighted(REVIEWER_SHARES);
    const span = item.reviewedAt - item.screenAt;
    if (from === 3 && operator !== BLOCKED_BY && span > 30 * MINUTE && rng.chance(REDECIDED)) {
      const first = item.screenAt + Math.round(span * rng.float(0.1, 0.4));
      const revoked = item.screenAt + Math.round(span * rng.float(0.5, 0.9));
      decisions.push(decision(rng, target, item.id, rng.weighted(REVIEWER_SHARES), 3, 9 - item.state, first));
      decisions.push(decision(rng, target, item.id, rng.weighted(REVIEWER_SHARES), 9 - item.state, 3, revoked));
    }
    decisions.push(decision(rng, target, item.id, operator, from, item.state, item.reviewedAt));
  }
  return decisions.sort((a, b) => a.at - b.at || a.id - b.id || a.target.localeCompare(b.target));
}
