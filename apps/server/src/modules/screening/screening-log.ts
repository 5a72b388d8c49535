import { REVIEW_STATE_LABEL, type ReviewState } from '@ops/contracts/codes';
import { REASON_KIND_LABEL, VERDICT_STATE, type MachineReason, type MachineReview, type MachineVerdict, MACHINE_VERDICT_LABEL } from '@ops/contracts/screening';
import { type OperationKey, TARGET_TYPE } from '@ops/contracts/operations';
import type { OperationEntry } from '../oplog/record-operation.ts';
import type { ScreenedKind } from './screening.repository.ts';

const MAX_LISTED = 5;

function reasonText(reason: MachineReason): string {
  if (reason.kind === 'word') return `${reason.category}「${reason.word ?? ''}」`;
  if (reason.kind === 'image') return `图片黑库（距离 ${reason.distance ?? 0}）`;
  if (reason.kind === 'image_unreadable') return `图片无法识别（${reason.detail ?? ''}）`;
  return `${REASON_KIND_LABEL[reason.kind]} ${reason.word ?? ''}`;
}

/** 机审通过, or e.g. 机审拒绝：广告引流「加微信」、手机号 13812345678 等 4 项. */
export function describeReview(review: MachineReview): string {
  const listed = [...new Set(review.reasons.map(reasonText))];
  if (listed.length === 0) return MACHINE_VERDICT_LABEL[review.verdict];
  const more = listed.length > MAX_LISTED ? ` 等 ${listed.length} 项` : '';
  return `${MACHINE_VERDICT_LABEL[review.verdict]}：${listed.slice(0, MAX_LISTED).join('、')}${more}`;
}

/** The operation of each verdict: its log action and the event type the app already knows for that outcome. */
const SCREEN_OPERATION: Record<ScreenedKind, Record<MachineVerdict, OperationKey>> = {
  post: { pass: 'screenPostPass', review: 'screenPostReview', block: 'screenPostBlock' },
  video: { pass: 'screenVideoPass', review: 'screenVideoReview', block: 'screenVideoBlock' },
};

/** The operation-log row (as 机审) and the decision event of one screened item. */
export function screeningEntry(kind: ScreenedKind, id: number, review: MachineReview): OperationEntry {
  const state: ReviewState = VERDICT_STATE[review.verdict];
  return {
    operation: SCREEN_OPERATION[kind][review.verdict],
    description: `${kind === 'post' ? '动态' : '视频'} ${id}：${describeReview(review)}`,
    targetType: kind === 'post' ? TARGET_TYPE.post : TARGET_TYPE.video,
    targetId: id,
    before: { state: '1' },
    after: { state, verdict: review.verdict, reasons: review.reasons },
    decision: { state, stateLabel: REVIEW_STATE_LABEL[state], previousState: '1', verdict: review.verdict, reasons: review.reasons },
  };
}
