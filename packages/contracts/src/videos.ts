import { z } from 'zod';
import { REVIEW_STATES } from './codes.ts';
import { epochMs, epochMsQuery, idFilterSchema, pageQuery, pagedSchema, queryInt } from './common.ts';
import { DETAIL_LIST_PAGE_SIZE } from './limits.ts';
import { totalsSchema } from './moderation.ts';
import { stateFilterSchema } from './posts.ts';
import { heldBySchema } from './review-queue.ts';
import { machineReviewSchema } from './screening.ts';

export const VIDEO_SORT_PROPS = ['createDate', 'likeCount', 'commentCount', 'forwardingCount', 'reportCount'] as const;
export type VideoSortProp = (typeof VIDEO_SORT_PROPS)[number];

/**
 * GET /manage/videos: the video audit list and a user's video records. Spec 5 gives the video id filter no rule; it
 * takes the one of every ID filter (0 to 15 digits, 长度在 0 到 15 个字符) rather than a cap of its own.
 */
export const videoListQuerySchema = z.object({
  id: idFilterSchema().optional(),
  uid: queryInt('uid', 1, Number.MAX_SAFE_INTEGER).optional(),
  state: stateFilterSchema.optional(),
  sd: epochMsQuery('sd'),
  ed: epochMsQuery('ed'),
  sortProp: z.enum(VIDEO_SORT_PROPS, { error: `sortProp 只能为 ${VIDEO_SORT_PROPS.join('、')}` }).optional(),
  ...pageQuery(DETAIL_LIST_PAGE_SIZE),
});
export type VideoListQuery = z.input<typeof videoListQuerySchema>;

export const videoItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  text: z.string(),
  state: z.enum(REVIEW_STATES),
  picUrl: z.string(),
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
  createDate: epochMs,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  forwardingCount: z.number().int(),
  reportCount: z.number().int(),
  /** The machine's verdict and reasons (issue 13); null until screened. */
  machineReview: machineReviewSchema.nullable(),
  /** Issue 15: who holds the video in 领取模式 while their lease runs (the caller included); null when no one does. */
  heldBy: heldBySchema.nullable(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;
export const videoListResultSchema = pagedSchema(videoItemSchema).extend({ totals: totalsSchema });
export type VideoListResult = z.infer<typeof videoListResultSchema>;

/** POST /manage/videos/claim (领取模式): every video the operator now holds, oldest first, as list items; `leaseUntil` epoch ms. */
export const videoClaimResultSchema = z.object({ items: z.array(videoItemSchema), leaseUntil: epochMs });
export type VideoClaimResult = z.infer<typeof videoClaimResultSchema>;
