import { apiErrorSchema, idParamSchema } from '@ops/contracts/common';
import {
  deliveryDetailSchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  integrationStatusSchema,
  redeliverAllResultSchema,
  redeliverBodySchema,
} from '@ops/contracts/integration';
import { batchResultSchema } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { getDeliveryDetail, integrationStatus, listDeliveryEvents, redeliverAllFailed, redeliverEvents } from './integration.service.ts';

const TAG = '系统对接';

/** 系统对接: how decision events reach the app, and 重新投递 for those that did not. */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  app.get(
    API.integrationStatus,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [TAG], summary: 'Webhook 与拉取接口的投递概况', response: { 200: integrationStatusSchema } } },
    () => integrationStatus(db, config),
  );
  app.get(
    API.integrationEvents,
    {
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [TAG],
        summary: '决定事件与投递状态（新的在前）',
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryListSchema, 400: apiErrorSchema },
      },
    },
    (request) => listDeliveryEvents(db, request.query),
  );
  app.get(
    API.integrationEvent(':id'),
    {
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [TAG],
        summary: '一个事件：应用收到的内容与每次投递尝试',
        params: idParamSchema,
        response: { 200: deliveryDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => getDeliveryDetail(db, request.params.id),
  );
  app.post(
    API.integrationRedeliver,
    {
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [TAG],
        summary: '重新投递所选事件（投递失败或重试中的）',
        body: redeliverBodySchema,
        response: { 200: batchResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => redeliverEvents(db, actorOf(request), request.body),
  );
  app.post(
    API.integrationRedeliverFailed,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [TAG], summary: '重新投递全部投递失败和重试中的事件', response: { 200: redeliverAllResultSchema } } },
    (request) => redeliverAllFailed(db, actorOf(request)),
  );
};
