import { z } from 'zod';
import { epochMsQuery, queryInt } from './common.ts';

/**
 * 审核效率 (issue 15): per operator and Asia/Shanghai day, what they decided, from the review facts the
 * decisions write (ADR 0014 defines every figure). Admins see every operator; a moderator only themself.
 */

export const REVIEW_THROUGHPUT_TARGETS = ['all', 'post', 'video'] as const;
export type ReviewThroughputTarget = (typeof REVIEW_THROUGHPUT_TARGETS)[number];
export const REVIEW_THROUGHPUT_TARGET_LABEL: Record<ReviewThroughputTarget, string> = { all: '全部', post: '动态', video: '视频' };

export const REVIEW_THROUGHPUT_MSG = {
  /** A moderator (no `review.stats_all`) asking for another operator's figures. */
  othersForbidden: '只能查看本人的审核效率',
} as const;

/**
 * `sd`/`ed` epoch ms (-1 unset: the last 7 Shanghai days, today included, as on the statistics pages; at most
 * 366 days), `operatorId` (one operator), `target` (post, video or all).
 */
export const reviewThroughputQuerySchema = z.object({
  sd: epochMsQuery('sd'),
  ed: epochMsQuery('ed'),
  operatorId: queryInt('operatorId', 1, 2_147_483_647).optional(),
  target: z.enum(REVIEW_THROUGHPUT_TARGETS, { error: 'target 只能为 all、post 或 video' }).default('all'),
});
export type ReviewThroughputQuery = z.input<typeof reviewThroughputQuerySchema>;

const count = z.number().int();
const seconds = z.number().nullable();

/** One operator's figures over a set of decisions (a day, or the whole range). */
const figures = {
  /** The operator's account id; null for decisions recorded under a name only (no account). */
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  /** 处理量: passes + rejects. */
  decisions: count,
  passed: count,
  rejected: count,
  revoked: count,
  /** 推翻机审: passes of a machine rejection (6) and rejects of a machine pass (2). */
  overturned: count,
  /** Decisions the console timed (sent when the card was shown): the sample of `medianDecisionSeconds`. */
  timedDecisions: count,
  /** Median seconds from the card being shown to the decision, over `timedDecisions`; null when none. */
  medianDecisionSeconds: seconds,
  /** Median age of the items when decided (decision time − publication time), seconds; null when no decision. */
  medianItemAgeSeconds: seconds,
};

/** An operator's figures on one Shanghai day (`time` `YYYY-MM-DD`); only days with a decision or revoke appear. */
export const reviewThroughputRowSchema = z.object({ time: z.string(), ...figures });
export type ReviewThroughputRow = z.infer<typeof reviewThroughputRowSchema>;

/** An operator's figures over the whole range: medians over all the range's decisions (not averages of daily medians). */
export const reviewThroughputTotalSchema = z.object(figures);
export type ReviewThroughputTotal = z.infer<typeof reviewThroughputTotalSchema>;

export const reviewThroughputResponseSchema = z.object({
  /** First and last day asked for. */
  from: z.string(),
  to: z.string(),
  /** By operator name, then day. */
  items: z.array(reviewThroughputRowSchema),
  /** One per operator of `items`, same order. */
  totals: z.array(reviewThroughputTotalSchema),
});
export type ReviewThroughputResponse = z.infer<typeof reviewThroughputResponseSchema>;
