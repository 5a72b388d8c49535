import { MSG } from '@ops/contracts/messages';
import type { ReviewAction } from '@ops/contracts/moderation';
import { type OperationKey, TARGET_TYPE, type TargetType } from '@ops/contracts/operations';

/** What can be reviewed: posts (dynamics) and videos share one state machine (architecture 5). */
export type ReviewTarget = 'post' | 'video';

export interface ReviewTargetInfo {
  /** The Chinese word the operator reads in messages and log descriptions. */
  noun: string;
  notFound: string;
  targetType: TargetType;
  operations: Record<ReviewAction, OperationKey>;
}

export const REVIEW_TARGETS: Record<ReviewTarget, ReviewTargetInfo> = {
  post: {
    noun: '动态',
    notFound: MSG.postNotFound,
    targetType: TARGET_TYPE.post,
    operations: { pass: 'passPost', reject: 'rejectPost', revoke: 'revokePost' },
  },
  video: {
    noun: '视频',
    notFound: MSG.videoNotFound,
    targetType: TARGET_TYPE.video,
    operations: { pass: 'passVideo', reject: 'rejectVideo', revoke: 'revokeVideo' },
  },
};
