import { REVIEW_STATE_LABEL, REVIEW_STATES, type ReviewState } from '@ops/contracts/codes';
import type { ReviewAction, SkippedItem } from '@ops/contracts/moderation';
import { formatDateTime } from '@/lib/format';
import { REVIEW_VERB } from './review-rules';

/** How long a pass or reject can be taken back from its success message (or with `z`). */
export const UNDO_WINDOW_MS = 5_000;
const SKIPPED_LISTED = 3;

const DONE_VERB: Record<ReviewAction, string> = { pass: '已通过', reject: '已拒绝', revoke: '已撤销审核' };

function subject(noun: string, ids: readonly number[]): string {
  return ids.length === 1 ? `${noun} ${ids[0]}` : `${ids.length} 条${noun}`;
}

/** e.g. 已通过：动态 1000123 · 已拒绝 5 条视频 */
export function doneText(action: ReviewAction, noun: string, ids: readonly number[]): string {
  return ids.length === 1 ? `${DONE_VERB[action]}：${subject(noun, ids)}` : `${DONE_VERB[action]} ${subject(noun, ids)}`;
}

/** While a take-back is on its way, e.g. 正在撤销：动态 1000123… */
export function undoingText(noun: string, id: number): string {
  return `正在撤销：${noun} ${id}…`;
}

export function undoneText(noun: string, ids: readonly number[]): string {
  return ids.length === 1 ? `已撤销，${noun} ${ids[0]} 恢复为待审核` : `已撤销，${ids.length} 条${noun}恢复为待审核`;
}

export function skippedTitle(noun: string, skipped: readonly SkippedItem[]): string {
  return `${skipped.length} 条${noun}未处理`;
}

const isReviewState = (state: string | undefined): state is ReviewState => REVIEW_STATES.some((known) => known === state);

function skippedLine(noun: string, item: SkippedItem, action: ReviewAction | undefined): string {
  if (item.decidedBy) {
    const when = item.decidedAt === null || item.decidedAt === undefined ? '' : ` 于 ${formatDateTime(item.decidedAt)}`;
    return `${noun} ${item.id} 已被 ${item.decidedBy}${when} 处理`;
  }
  // No operator decided it: the state itself rules the action out, e.g. a machine pass cannot be passed again.
  if (action && isReviewState(item.state)) return `${noun} ${item.id} 当前为「${REVIEW_STATE_LABEL[item.state]}」，不能${REVIEW_VERB[action]}`;
  return `${noun} ${item.id}：${item.reason}`;
}

/** Which items were skipped and why: who decided them and when, else their state, else the server's reason; a few, then 等 N 条. */
export function skippedLines(noun: string, skipped: readonly SkippedItem[], action?: ReviewAction): string[] {
  const lines = skipped.slice(0, SKIPPED_LISTED).map((item) => skippedLine(noun, item, action));
  if (skipped.length > SKIPPED_LISTED) lines.push(`等 ${skipped.length} 条`);
  return lines;
}
