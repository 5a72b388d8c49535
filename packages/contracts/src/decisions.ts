import { z } from 'zod';
import { MACHINE_ACTOR_NAME } from './operations.ts';
import { MACHINE_VERDICTS, machineReasonSchema } from './screening.ts';

/**
 * Decision events (issue 12): what the app must enforce after an operator's (or the system's) action.
 * Written to the outbox in the transaction of the change, pushed as signed webhooks and readable
 * from the pull feed. Public API: add types and fields, never change or remove them.
 */
export const DECISION_EVENT_TYPES = [
  'post.passed',
  'post.rejected',
  'post.review_revoked',
  'post.deleted',
  'post.restored',
  'post.pinned',
  'post.unpinned',
  'video.passed',
  'video.rejected',
  'video.review_revoked',
  'user.frozen',
  'user.unfrozen',
] as const;
export type DecisionEventType = (typeof DECISION_EVENT_TYPES)[number];

export const DECISION_EVENT_LABEL: Record<DecisionEventType, string> = {
  'post.passed': '动态审核通过',
  'post.rejected': '动态审核拒绝',
  'post.review_revoked': '撤销动态审核',
  'post.deleted': '删除动态',
  'post.restored': '恢复动态',
  'post.pinned': '置顶动态',
  'post.unpinned': '取消置顶动态',
  'video.passed': '视频审核通过',
  'video.rejected': '视频审核拒绝',
  'video.review_revoked': '撤销视频审核',
  'user.frozen': '冻结用户',
  'user.unfrozen': '解冻用户',
};

/** The machine's verdicts travel with an operator decision's type; operators read them as what they are. */
const MACHINE_EVENT_LABEL: Partial<Record<DecisionEventType, string>> = {
  'post.passed': '动态机审通过',
  'post.review_revoked': '动态机审送人审',
  'post.rejected': '动态机审拒绝',
  'video.passed': '视频机审通过',
  'video.review_revoked': '视频机审送人审',
  'video.rejected': '视频机审拒绝',
};

/** An event's Chinese label on 系统对接: 动态审核通过, or 动态机审通过 when 机审 decided it. */
export function decisionEventLabel(type: DecisionEventType, operatorName: string): string {
  return (operatorName === MACHINE_ACTOR_NAME ? MACHINE_EVENT_LABEL[type] : undefined) ?? DECISION_EVENT_LABEL[type];
}

export const DECISION_SUBJECT_TYPES = ['post', 'video', 'user'] as const;
export type DecisionSubjectType = (typeof DECISION_SUBJECT_TYPES)[number];
export const DECISION_SUBJECT_LABEL: Record<DecisionSubjectType, string> = { post: '动态', video: '视频', user: '用户' };

/** Who decided: an operator, or the console itself (`id` null: 系统 for a freeze that expired, 机审 for machine review). */
export const decisionActorSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
export type DecisionActor = z.infer<typeof decisionActorSchema>;

const codeLabel = z.object({ code: z.string(), label: z.string() });

/** post.passed / rejected / review_revoked and the video ones: the item's new review state. */
export const reviewDecisionDataSchema = z.object({
  state: z.string(),
  stateLabel: z.string(),
  previousState: z.string(),
  operator: decisionActorSchema,
});
export type ReviewDecisionData = z.infer<typeof reviewDecisionDataSchema>;

/** post.deleted / restored: whether the post may be shown at all (its review state still applies). */
export const deletionDecisionDataSchema = z.object({ deleted: z.boolean(), state: z.string(), operator: decisionActorSchema });
export type DeletionDecisionData = z.infer<typeof deletionDecisionDataSchema>;

/** post.pinned / unpinned: topState 2 pinned, 1 not pinned. */
export const pinDecisionDataSchema = z.object({ topState: z.number().int(), operator: decisionActorSchema });
export type PinDecisionData = z.infer<typeof pinDecisionDataSchema>;

/** user.frozen: what is frozen (freezingRange), from when until when (`until` null: permanent), and why. */
export const freezeDecisionDataSchema = z.object({
  freezeId: z.number().int(),
  freezingTime: codeLabel,
  freezingRange: codeLabel,
  reason: codeLabel,
  remarks: z.string(),
  from: z.number().int(),
  until: z.number().int().nullable(),
  operator: decisionActorSchema,
});
export type FreezeDecisionData = z.infer<typeof freezeDecisionDataSchema>;

export const UNFREEZE_CAUSES = ['operator', 'expired'] as const;
/** user.unfrozen: lifted by an operator (with the thaw reason and remarks) or expired by itself. */
export const unfreezeDecisionDataSchema = z.object({
  freezeId: z.number().int(),
  cause: z.enum(UNFREEZE_CAUSES),
  reason: z.string(),
  remarks: z.string(),
  operator: decisionActorSchema,
});
export type UnfreezeDecisionData = z.infer<typeof unfreezeDecisionDataSchema>;

/**
 * The machine's verdict on a new post or video (issue 13), delivered with the types an operator's
 * decision has, so an app integrated before machine review needs no change: `pass` → post.passed
 * (state 2), `review` → post.review_revoked (state 3, waiting for a person; previousState 1),
 * `block` → post.rejected (state 6). The operator is 机审; `verdict` and `reasons` say why.
 */
export const screeningDecisionDataSchema = reviewDecisionDataSchema.extend({
  verdict: z.enum(MACHINE_VERDICTS),
  reasons: z.array(machineReasonSchema),
});
export type ScreeningDecisionData = z.infer<typeof screeningDecisionDataSchema>;

export const decisionDataSchema = z.union([
  screeningDecisionDataSchema,
  reviewDecisionDataSchema,
  deletionDecisionDataSchema,
  pinDecisionDataSchema,
  freezeDecisionDataSchema,
  unfreezeDecisionDataSchema,
]);
export type DecisionData = z.infer<typeof decisionDataSchema>;

/**
 * One event as the app receives it (webhook body and pull-feed item). `id` is unique and stable across
 * redeliveries (deduplicate on it); `sequence` grows in commit order (apply an event to its subject
 * only if its sequence is above the last one applied).
 */
export const decisionEventSchema = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  type: z.enum(DECISION_EVENT_TYPES),
  occurredAt: z.number().int(),
  subject: z.object({ type: z.enum(DECISION_SUBJECT_TYPES), id: z.number().int() }),
  data: decisionDataSchema,
});
export type DecisionEvent = z.infer<typeof decisionEventSchema>;

export const DECISION_FEED_LIMIT_MAX = 1000;
export const DECISION_FEED_LIMIT_DEFAULT = 100;

const feedLimitMessage = `limit 必须是 1 到 ${DECISION_FEED_LIMIT_MAX} 之间的整数`;
/** `GET /ingest/decisions`: events after the cursor (absent: from the oldest kept), in commit order. */
export const decisionFeedQuerySchema = z.object({
  after: z
    .string({ error: 'after 必须是上次返回的 next 游标' })
    .regex(/^\d{1,16}$/, { error: 'after 必须是上次返回的 next 游标' })
    .transform(Number)
    .optional(),
  limit: z.coerce
    .number({ error: feedLimitMessage })
    .int({ error: feedLimitMessage })
    .min(1, { error: feedLimitMessage })
    .max(DECISION_FEED_LIMIT_MAX, { error: feedLimitMessage })
    .default(DECISION_FEED_LIMIT_DEFAULT),
});
export type DecisionFeedQuery = z.input<typeof decisionFeedQuerySchema>;

/** `next` is the cursor for the following call (the same cursor again when nothing is new). */
export const decisionFeedSchema = z.object({
  events: z.array(decisionEventSchema),
  next: z.string(),
  hasMore: z.boolean(),
});
export type DecisionFeed = z.infer<typeof decisionFeedSchema>;

export const DECISION_MSG = {
  cursorExpired: '游标对应的事件已超过保留期被清理，请全量同步后从最早的事件重新拉取（不带 after）',
} as const;

/** Webhook request headers. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'x-event-id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'x-event-type';
