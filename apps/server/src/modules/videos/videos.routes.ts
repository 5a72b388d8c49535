import { apiErrorSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { videoListQuerySchema, videoListResultSchema } from '@ops/contracts/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listVideos } from './videos.service.ts';

/** The video list; pass, reject and revoke live with the review state machine (modules/moderation). */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.videos,
    {
      config: { permission: PERMISSION.contentView, readReplica: true },
      schema: {
        tags: ['视频审核'],
        summary: '视频列表（视频审核、用户视频记录），附状态标签页统计 totals',
        querystring: videoListQuerySchema,
        response: { 200: videoListResultSchema, 400: apiErrorSchema },
      },
    },
    (request) => listVideos(request.readDb, request.query),
  );
};
