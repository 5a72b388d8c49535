import { z } from 'zod';
import { BATCH_IDS_MAX, PAGE_SIZE_MAX } from './limits.ts';

/**
 * 领取模式 and 快速审核 (issue 15). A claim hands the operator the oldest pending items (state 3) that no
 * one else holds, up to `count` held in all, and extends the leases of those they already hold; a
 * decision, a release or the lease running out ends a lease. Deciding an item someone else holds
 * needs `takeover=1` on the decision call; without it the item is skipped naming the holder.
 */
export const REVIEW_LEASE_MINUTES_DEFAULT = 10;

export const REVIEW_QUEUE_MSG = {
  heldByOther: (name: string) => `由 ${name} 处理中`,
  takeoverConfirm: (noun: string, name: string) => `该${noun}由 ${name} 处理中，确定接管并处理吗？`,
} as const;

/** Who holds a listed item, while their lease runs (epoch ms). */
export const heldBySchema = z.object({ operatorId: z.number().int(), name: z.string(), until: z.number().int() });
export type HeldBy = z.infer<typeof heldBySchema>;

export const claimBodySchema = z.object({
  count: z
    .number({ error: `count 必须是 1 到 ${PAGE_SIZE_MAX} 的整数` })
    .int({ error: `count 必须是 1 到 ${PAGE_SIZE_MAX} 的整数` })
    .min(1, { error: `count 必须是 1 到 ${PAGE_SIZE_MAX} 的整数` })
    .max(PAGE_SIZE_MAX, { error: `count 必须是 1 到 ${PAGE_SIZE_MAX} 的整数` }),
});
export type ClaimBody = z.infer<typeof claimBodySchema>;

const releaseIdsMessage = `ids 必须是最多 ${BATCH_IDS_MAX} 个正整数 id 组成的数组`;
/** Without `ids`: every item of this kind the operator holds (leaving 领取模式 or the page). */
export const releaseBodySchema = z.object({
  ids: z
    .array(z.number({ error: releaseIdsMessage }).int({ error: releaseIdsMessage }).positive({ error: releaseIdsMessage }), { error: releaseIdsMessage })
    .max(BATCH_IDS_MAX, { error: releaseIdsMessage })
    .optional(),
});
export type ReleaseBody = z.infer<typeof releaseBodySchema>;
export const releaseResultSchema = z.object({ released: z.number().int() });

/** Query of the pass / reject / revoke calls (all optional, so the spec's calls are unchanged). */
export const reviewDecisionQuerySchema = z.object({
  /** 1: decide items another operator holds, ending their lease (the console asks first). */
  takeover: z.enum(['0', '1'], { error: 'takeover 只能是 0 或 1' }).optional(),
  /** When the console first showed the cards (epoch ms), for 审核效率's time-to-decision. */
  shownAt: z.coerce.number({ error: 'shownAt 必须是毫秒时间戳' }).int({ error: 'shownAt 必须是毫秒时间戳' }).nonnegative({ error: 'shownAt 必须是毫秒时间戳' }).max(8.64e15, { error: 'shownAt 必须是毫秒时间戳' }).optional(),
});
export type ReviewDecisionQuery = z.infer<typeof reviewDecisionQuerySchema>;
