import { apiErrorSchema, idParamSchema } from '@ops/contracts/common';
import { integrationTokenBodySchema, integrationTokenListSchema, integrationTokenRowSchema, issuedIntegrationTokenSchema } from '@ops/contracts/integration-tokens';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { createIntegrationToken, integrationTokenList, revokeIntegrationToken, rotateIntegrationToken } from './integration-tokens.service.ts';

const TAG = '系统对接';

/** 系统对接 › 接入令牌 (issue 18): the app backend's named, scoped tokens; each change is logged. */
export const integrationTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  app.get(
    API.integrationTokens,
    { config: { permission: PERMISSION.systemManage }, schema: { tags: [TAG], summary: '接入令牌列表（不含令牌本身）', response: { 200: integrationTokenListSchema } } },
    () => integrationTokenList(db, config),
  );
  app.post(
    API.integrationTokens,
    {
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [TAG],
        summary: '新建接入令牌（令牌只在此答复中出现一次）',
        body: integrationTokenBodySchema,
        response: { 200: issuedIntegrationTokenSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    (request) => createIntegrationToken(db, actorOf(request), request.body),
  );
  app.post(
    API.integrationTokenRotate(':id'),
    {
      config: { permission: PERMISSION.systemManage },
      schema: {
        tags: [TAG],
        summary: '轮换接入令牌：换发新令牌，旧令牌立即失效（令牌只在此答复中出现一次）',
        params: idParamSchema,
        response: { 200: issuedIntegrationTokenSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => rotateIntegrationToken(db, actorOf(request), request.params.id),
  );
  app.post(
    API.integrationTokenRevoke(':id'),
    {
      config: { permission: PERMISSION.systemManage },
      schema: { tags: [TAG], summary: '吊销接入令牌', params: idParamSchema, response: { 200: integrationTokenRowSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
    },
    (request) => revokeIntegrationToken(db, actorOf(request), request.params.id),
  );
};
