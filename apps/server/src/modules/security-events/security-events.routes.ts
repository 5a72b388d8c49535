import { apiErrorSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { securityEventListSchema, securityEventQuerySchema } from '@ops/contracts/security-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityEventPage } from './security-events.service.ts';

/** 安全事件 (issue 18): whoever reads everyone's operation log reads these too. */
export const securityEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.securityEvents,
    {
      config: { permission: PERMISSION.logsViewAll, readReplica: true },
      schema: {
        tags: ['操作日志'],
        summary: '安全事件（登录失败、登录受限、接入令牌错误），最新在前',
        querystring: securityEventQuerySchema,
        response: { 200: securityEventListSchema, 400: apiErrorSchema },
      },
    },
    (request) => securityEventPage(request.readDb, request.query),
  );
};
