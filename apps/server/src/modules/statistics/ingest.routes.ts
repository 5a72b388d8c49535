import { apiErrorSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { ingestBodySchema, ingestResponseSchema } from '@ops/contracts/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIngestToken } from '../auth/ingest-token.ts';
import { ingestEvents } from './ingest.service.ts';

/** A full batch of 1,000 events is about 100 KB of JSON; leave room for pretty-printed bodies. */
const INGEST_BODY_LIMIT = 1024 * 1024;

/** `POST /ingest/events`: the app's own backend reports activity events (not an operator session). */
export const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  app.post(
    API.ingestEvents,
    {
      onRequest: requireIngestToken,
      config: { ingestScope: 'events' },
      bodyLimit: INGEST_BODY_LIMIT,
      schema: {
        tags: ['数据统计'],
        summary: '上报用户行为事件（Authorization: Bearer <接入令牌>，需 events 权限范围）',
        body: ingestBodySchema,
        response: { 200: ingestResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => ingestEvents(db, request.body.events, { now: Date.now(), retentionDays: config.eventsRetentionDays }),
  );
};
