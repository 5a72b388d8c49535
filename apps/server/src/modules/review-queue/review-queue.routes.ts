import { apiErrorSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { messageClaimResultSchema } from '@ops/contracts/posts';
import { claimBodySchema, releaseBodySchema, releaseResultSchema } from '@ops/contracts/review-queue';
import { videoClaimResultSchema } from '@ops/contracts/videos';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import { actorOf } from '../auth/auth.plugin.ts';
import type { ReviewTarget } from '../moderation/review-targets.ts';
import { claimMessages, claimVideos, releaseItems } from './review-queue.service.ts';

const DECIDE = { permission: PERMISSION.reviewDecide };
const claimDescription = (noun: string, minutes: number) =>
  `领取模式：count 为每页条数。续期本人仍在待审核的已领取${noun}（租约 ${minutes} 分钟），再按发布时间从早到晚补领无人持有的待审核${noun}，直到共持有 count 条；` +
  `返回本人现在持有的全部${noun}（与审核列表同样的字段，按待审核顺序）及租约到期时间 leaseUntil。两人同时领取不会拿到同一条；领取不改内容，不记入操作日志。`;
const releaseDescription = (noun: string) => `退出领取模式：结束本人对这些${noun}（不带 ids 则为全部${noun}）的领取，返回结束的条数；他人的领取不受影响。`;

/** The operator of the request (the session guard ran first, so there always is one). */
function operatorIdOf(request: FastifyRequest): number {
  const { operatorId } = actorOf(request);
  if (operatorId === null) throw unauthorized();
  return operatorId;
}

/** 领取模式 (issue 15): claim and release pending posts and videos; the decisions stay in modules/moderation. */
export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const leaseMinutes = config.reviewLeaseMinutes;

  app.post(
    API.messagesClaim,
    {
      config: DECIDE,
      schema: {
        tags: ['动态审核'],
        summary: '领取待审核动态（领取模式）',
        description: claimDescription('动态', leaseMinutes),
        body: claimBodySchema,
        response: { 200: messageClaimResultSchema, 400: apiErrorSchema },
      },
    },
    (request) => claimMessages(db, { operatorId: operatorIdOf(request), count: request.body.count, leaseMinutes }),
  );

  app.post(
    API.videosClaim,
    {
      config: DECIDE,
      schema: {
        tags: ['视频审核'],
        summary: '领取待审核视频（领取模式）',
        description: claimDescription('视频', leaseMinutes),
        body: claimBodySchema,
        response: { 200: videoClaimResultSchema, 400: apiErrorSchema },
      },
    },
    (request) => claimVideos(db, { operatorId: operatorIdOf(request), count: request.body.count, leaseMinutes }),
  );

  const releases: { path: string; target: ReviewTarget; tag: string; noun: string }[] = [
    { path: API.messagesRelease, target: 'post', tag: '动态审核', noun: '动态' },
    { path: API.videosRelease, target: 'video', tag: '视频审核', noun: '视频' },
  ];
  for (const release of releases) {
    app.post(
      release.path,
      {
        config: DECIDE,
        schema: {
          tags: [release.tag],
          summary: `结束领取${release.noun}（退出领取模式）`,
          description: releaseDescription(release.noun),
          body: releaseBodySchema,
          response: { 200: releaseResultSchema, 400: apiErrorSchema },
        },
      },
      (request) => releaseItems(db, release.target, operatorIdOf(request), request.body.ids),
    );
  }
};
