import { apiErrorSchema } from '@ops/contracts/common';
import { decisionFeedQuerySchema, decisionFeedSchema } from '@ops/contracts/decisions';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIngestToken } from '../auth/ingest-token.ts';
import { readDecisionFeed } from './decision-feed.service.ts';

/** The pull side of decision delivery, for apps that poll instead of receiving webhooks. */
export const decisionFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    API.ingestDecisions,
    {
      onRequest: requireIngestToken,
      config: { ingestScope: 'decisions' },
      schema: {
        tags: ['应用对接'],
        summary: '拉取运营决定（按提交顺序，游标分页）',
        description:
          'Authorization: Bearer <接入令牌>（需 decisions 权限范围）。返回 after 之后的事件（不带 after：从保留的最早事件开始），按提交顺序，最多 limit 条；下次以返回的 next 作为 after。游标不会越过之后才提交的事件。游标早于保留期内最早事件时返回 410（code cursor_expired）。',
        querystring: decisionFeedQuerySchema,
        response: { 200: decisionFeedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    (request) => readDecisionFeed(db, request.query),
  );
};
