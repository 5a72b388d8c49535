import { REVIEW_STATE_LABEL, type ReviewState } from '@ops/contracts/codes';
import { MSG } from '@ops/contracts/messages';
import { type BatchResult, REVIEW_TRANSITIONS, type ReviewAction, type SkippedItem } from '@ops/contracts/moderation';
import { REVIEW_QUEUE_MSG } from '@ops/contracts/review-queue';
import type { Database, Transaction } from '../../db/client.ts';
import { type Actor, recordOperations, type OperationEntry } from '../oplog/record-operation.ts';
import { missingIdsError, uniqueIds } from './id-list.ts';
import { decideInBatch, type DecisionFact, recordDecisionFacts, type ReviewOutcome } from './review.repository.ts';
import { REVIEW_TARGETS, type ReviewTarget } from './review-targets.ts';

function skippedOf(outcome: ReviewOutcome): SkippedItem {
  if (outcome.heldBy !== null) return { id: outcome.id, reason: REVIEW_QUEUE_MSG.heldByOther(outcome.heldBy), state: String(outcome.state), heldBy: outcome.heldBy };
  const item: SkippedItem = { id: outcome.id, reason: MSG.wrongState, state: String(outcome.state) };
  // Name who decided it last, so the operator is told which items and by whom.
  if (outcome.decidedBy !== null) return { ...item, decidedBy: outcome.decidedBy, decidedAt: outcome.decidedAt };
  return item;
}

const labelOf = (state: string) => REVIEW_STATE_LABEL[state as ReviewState] ?? state;

/** What the console adds to a decision (issue 15); other callers send neither. */
export interface DecisionOptions {
  /** Decide items another operator holds in 领取模式 (the console asked first). */
  takeover?: boolean;
  /** When the cards were first shown (epoch ms), for 审核效率. */
  shownAt?: number;
}

/**
 * The review state machine (architecture 5) for posts and videos alike, inside the caller's
 * transaction: every live id in the wrong state is skipped and named; unknown or deleted ids
 * fail the whole call with 404 (the caller's transaction rolls back); every change writes one
 * operation-log row.
 */
export async function applyReviewDecision(
  tx: Transaction,
  target: ReviewTarget,
  ids: readonly number[],
  action: ReviewAction,
  actor: Actor,
  options: DecisionOptions = {},
): Promise<BatchResult> {
  const info = REVIEW_TARGETS[target];
  const unique = uniqueIds(ids);
  const transition = REVIEW_TRANSITIONS[action];
  const outcomes = await decideInBatch(
    tx,
    target,
    unique,
    { from: transition.from.map(Number), to: Number(transition.to), takeover: options.takeover ?? false },
    actor.operatorId,
  );
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) throw missingIdsError(info.noun, missing);

  const result: BatchResult = { done: [], skipped: [] };
  const entries: OperationEntry[] = [];
  const facts: DecisionFact[] = [];
  for (const outcome of unique.flatMap((id) => byId.get(id) ?? [])) {
    if (!outcome.changed) {
      result.skipped.push(skippedOf(outcome));
      continue;
    }
    const before = String(outcome.state);
    entries.push({
      operation: info.operations[action],
      description: `${info.noun} ${outcome.id}：${labelOf(before)} → ${labelOf(transition.to)}`,
      targetType: info.targetType,
      targetId: outcome.id,
      before: { state: before },
      after: { state: transition.to },
      decision: { state: transition.to, stateLabel: labelOf(transition.to), previousState: before },
    });
    facts.push({ targetId: outcome.id, fromState: outcome.state, toState: Number(transition.to), itemCreatedAt: outcome.createdAt });
    result.done.push(outcome.id);
  }
  await recordOperations(tx, actor, entries);
  await recordDecisionFacts(tx, target, action, { id: actor.operatorId, name: actor.operatorName }, options.shownAt ?? null, facts);
  return result;
}

/** One batch decision in its own transaction: all of it commits, or (on 404) none of it. */
export function decideReviews(
  db: Database,
  target: ReviewTarget,
  ids: readonly number[],
  action: ReviewAction,
  actor: Actor,
  options: DecisionOptions = {},
): Promise<BatchResult> {
  return db.transaction((tx) => applyReviewDecision(tx, target, ids, action, actor, options));
}
