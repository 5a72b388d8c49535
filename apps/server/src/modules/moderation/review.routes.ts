import { apiErrorSchema } from '@ops/contracts/common';
import { batchResultSchema, idListBodySchema, type ReviewAction } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { reviewDecisionQuerySchema } from '@ops/contracts/review-queue';
import { PERMISSION } from '@ops/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { decideReviews } from './review.service.ts';
import type { ReviewTarget } from './review-targets.ts';

interface ReviewRoute {
  target: ReviewTarget;
  action: ReviewAction;
  path: string;
  tag: string;
  summary: string;
}

/** Pass, reject and revoke for posts and videos (spec 7 paths; the video revoke path is ours). */
const REVIEW_ROUTES: readonly ReviewRoute[] = [
  { target: 'post', action: 'pass', path: API.messagesPass, tag: '动态审核', summary: '批量通过动态审核（1、3 → 5）' },
  { target: 'post', action: 'reject', path: API.messagesReject, tag: '动态审核', summary: '批量拒绝动态审核（1、3 → 4）' },
  { target: 'post', action: 'revoke', path: API.messagesRevoke, tag: '动态审核', summary: '批量撤销动态审核（4、5 → 3）' },
  { target: 'video', action: 'pass', path: API.videosPass, tag: '视频审核', summary: '批量通过视频审核（1、3 → 5）' },
  { target: 'video', action: 'reject', path: API.videosReject, tag: '视频审核', summary: '批量拒绝视频审核（1、3 → 4），也可经 //video/reject 访问' },
  { target: 'video', action: 'revoke', path: API.videosRevoke, tag: '视频审核', summary: '批量撤销视频审核（4、5 → 3）' },
];

const description =
  '请求体为 id 数组（1 到 500 个，重复的 id 只算一次）。状态不符的 id 跳过并说明原因与最后处理人；他人在领取模式中持有的 id 跳过并说明持有人（带 takeover=1 则接管处理）；任一 id 不存在或已删除则整个请求 404，不做任何修改。';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  for (const route of REVIEW_ROUTES) {
    app.post(
      route.path,
      {
        config: { permission: PERMISSION.reviewDecide },
        schema: {
          tags: [route.tag],
          summary: route.summary,
          description,
          body: idListBodySchema,
          querystring: reviewDecisionQuerySchema,
          response: { 200: batchResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) =>
        decideReviews(db, route.target, request.body, route.action, actorOf(request), {
          takeover: request.query.takeover === '1',
          shownAt: request.query.shownAt,
        }),
    );
  }
};
