import { z } from 'zod';
import { REVIEW_STATES } from './codes.ts';
import { epochMs, epochMsQuery, idFilterSchema, pageQuery, pagedSchema, positiveIdSchema, queryInt } from './common.ts';
import { DETAIL_LIST_PAGE_SIZE } from './limits.ts';
import { totalsSchema } from './moderation.ts';
import { heldBySchema } from './review-queue.ts';
import { machineReviewSchema } from './screening.ts';

/** Posts ("dynamics"): the management list, the image-and-text audit list and a user's dynamic records. */
export const MESSAGE_SORT_PROPS = ['createDate', 'likeCount', 'commentCount', 'forwardingCount', 'reportCount'] as const;
export type MessageSortProp = (typeof MESSAGE_SORT_PROPS)[number];

const reviewStateSchema = z.enum(REVIEW_STATES, { error: 'state 只能为 1 到 6' });
/** `all` is the audit lists' 全部 tab (every state), `machine` their 机审 tab (2 and 6); omitted means every state. */
export const stateFilterSchema = z.enum(['all', 'machine', ...REVIEW_STATES], { error: 'state 只能为 all、machine 或 1 到 6' });

/** GET /manage/messages */
export const messageListQuerySchema = z.object({
  id: idFilterSchema().optional(),
  uid: queryInt('uid', 1, Number.MAX_SAFE_INTEGER).optional(),
  state: stateFilterSchema.optional(),
  type: z.enum(['', '1'], { error: 'type 只能为空或 1（被举报）' }).optional(),
  sd: epochMsQuery('sd'),
  ed: epochMsQuery('ed'),
  sortProp: z.enum(MESSAGE_SORT_PROPS, { error: `sortProp 只能为 ${MESSAGE_SORT_PROPS.join('、')}` }).optional(),
  ...pageQuery(DETAIL_LIST_PAGE_SIZE),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** The fields a post shows everywhere: list rows, audit cards and the detail dialog. */
const messageFields = {
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  userLogo: z.string().nullable(),
  text: z.string(),
  medias: z.array(z.string()),
  state: reviewStateSchema,
  topState: z.union([z.literal(1), z.literal(2)]),
  createDate: epochMs,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  forwardingCount: z.number().int(),
  reportCount: z.number().int(),
  /** The machine's verdict and reasons (issue 13); null until screened. */
  machineReview: machineReviewSchema.nullable(),
};

export const messageListItemSchema = z.object({
  ...messageFields,
  /** Issue 15: who holds the post in 领取模式 while their lease runs (the caller included); null when no one does. */
  heldBy: heldBySchema.nullable(),
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;
export const messageListResultSchema = pagedSchema(messageListItemSchema).extend({ totals: totalsSchema });
export type MessageListResult = z.infer<typeof messageListResultSchema>;

/** POST /manage/messages/claim (领取模式): every post the operator now holds, oldest first, as list items; `leaseUntil` epoch ms. */
export const messageClaimResultSchema = z.object({ items: z.array(messageListItemSchema), leaseUntil: epochMs });
export type MessageClaimResult = z.infer<typeof messageClaimResultSchema>;

/** GET /manage/messages/{id}: the message detail dialog (spec 2.9). */
export const messageDetailSchema = z.object({
  ...messageFields,
  reportReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const COMMENT_SORT_PROPS = ['id', 'createDate'] as const;
/** GET /manage/messages/comments */
export const commentQuerySchema = z.object({
  messageID: positiveIdSchema('messageID'),
  sortProp: z.enum(COMMENT_SORT_PROPS, { error: `sortProp 只能为 ${COMMENT_SORT_PROPS.join('、')}` }).optional(),
  ...pageQuery(DETAIL_LIST_PAGE_SIZE),
});
export const commentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  userLogo: z.string().nullable(),
  createDate: epochMs,
  content: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = pagedSchema(commentSchema);

export const REPORT_REASONS = ['色情低俗', '垃圾广告', '人身攻击', '违法违规', '虚假信息', '其他'] as const;
