import { REVIEW_STATE_LABEL, type ReviewState } from '@ops/contracts/codes';
import { canApply, type ReviewAction } from '@ops/contracts/moderation';

const ACTIONS = ['pass', 'reject', 'revoke'] as const satisfies readonly ReviewAction[];
export const REVIEW_VERB: Record<ReviewAction, string> = { pass: '通过', reject: '拒绝', revoke: '撤销' };

/**
 * The decisions a card in `state` offers (REVIEW_TRANSITIONS): 通过 and 拒绝 before a person decided (1, 3), 通过 to
 * overturn a machine rejection (6), 拒绝 to overturn a machine pass (2), 撤销 after a person decided (4, 5).
 */
export function offeredActions(state: string): ReviewAction[] {
  return ACTIONS.filter((action) => canApply(action, state));
}

/** A card can join a batch when a batch pass or a batch reject applies to it: 1, 2, 3 and 6. */
export function canBatch(state: string): boolean {
  return canApply('pass', state) || canApply('reject', state);
}

/**
 * The picked items a batch `action` cannot change, counted by state, e.g. 2 条「机审通过」 for a batch pass on 机审.
 * The server skips them and names them; the confirmation says so beforehand.
 */
export function batchMisfits(items: readonly { state: ReviewState }[], action: ReviewAction): { state: ReviewState; count: number }[] {
  const counts = new Map<ReviewState, number>();
  for (const item of items) if (!canApply(action, item.state)) counts.set(item.state, (counts.get(item.state) ?? 0) + 1);
  return [...counts].map(([state, count]) => ({ state, count }));
}

/** e.g. 已选择 5 条动态，其中 2 条「机审通过」不能通过，将跳过 */
export function batchConfirmText(noun: string, items: readonly { state: ReviewState }[], action: ReviewAction): string {
  const picked = `已选择 ${items.length} 条${noun}`;
  const misfits = batchMisfits(items, action);
  if (misfits.length === 0) return picked;
  const which = misfits.map((misfit) => `${misfit.count} 条「${REVIEW_STATE_LABEL[misfit.state]}」`).join('、');
  return `${picked}，其中 ${which}不能${REVIEW_VERB[action]}，将跳过`;
}

/** e.g. 所选的 2 条动态当前都不能通过（机审通过）: a batch none of whose items the action applies to is not sent. */
export function batchRefusal(noun: string, items: readonly { state: ReviewState }[], action: ReviewAction): string | null {
  const misfits = batchMisfits(items, action);
  if (items.length === 0 || misfits.reduce((sum, misfit) => sum + misfit.count, 0) < items.length) return null;
  const states = misfits.map((misfit) => REVIEW_STATE_LABEL[misfit.state]).join('、');
  return `所选的 ${items.length} 条${noun}当前都不能${REVIEW_VERB[action]}（${states}）`;
}
