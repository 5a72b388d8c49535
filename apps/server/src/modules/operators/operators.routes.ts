import { apiErrorSchema } from '@ops/contracts/common';
import {
  changeRoleBodySchema,
  createOperatorBodySchema,
  operatorIdParamSchema,
  operatorListSchema,
  operatorSchema,
  resetPasswordBodySchema,
  revokedCountSchema,
} from '@ops/contracts/operators';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import {
  changeOperatorRole,
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperatorPassword,
  resetOperatorTwoFactor,
  revokeOperatorSessions,
} from './operators.service.ts';

const TAGS = ['账号管理'];
const SYSTEM = { permission: PERMISSION.systemManage };
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** 系统管理 → 账号管理 (issue 14): administrators only. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    API.operators,
    { config: SYSTEM, schema: { tags: TAGS, summary: '运营账号列表（角色、状态、最近登录、两步验证）', response: { 200: operatorListSchema } } },
    () => listOperators(db),
  );

  app.post(
    API.operators,
    {
      config: SYSTEM,
      schema: { tags: TAGS, summary: '新建运营账号（首次登录须修改密码）', body: createOperatorBodySchema, response: { 200: operatorSchema, ...errors } },
    },
    (request) => createOperator(db, request.body, actorOf(request)),
  );

  app.post(
    API.operatorRole(':id'),
    {
      config: SYSTEM,
      schema: { tags: TAGS, summary: '修改角色（不能让启用中的超级管理员少于一名）', params: operatorIdParamSchema, body: changeRoleBodySchema, response: { 200: operatorSchema, ...errors } },
    },
    (request) => changeOperatorRole(db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    API.operatorDisable(':id'),
    { config: SYSTEM, schema: { tags: TAGS, summary: '停用账号（其会话立即失效；不能停用自己或最后一名超级管理员）', params: operatorIdParamSchema, response: { 200: operatorSchema, ...errors } } },
    (request) => disableOperator(db, request.params.id, actorOf(request)),
  );

  app.post(
    API.operatorEnable(':id'),
    { config: SYSTEM, schema: { tags: TAGS, summary: '启用账号', params: operatorIdParamSchema, response: { 200: operatorSchema, ...errors } } },
    (request) => enableOperator(db, request.params.id, actorOf(request)),
  );

  app.post(
    API.operatorPassword(':id'),
    {
      config: SYSTEM,
      schema: { tags: TAGS, summary: '重置密码（下次登录须修改；其会话立即失效）', params: operatorIdParamSchema, body: resetPasswordBodySchema, response: { 200: operatorSchema, ...errors } },
    },
    (request) => resetOperatorPassword(db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    API.operatorSessionsRevoke(':id'),
    { config: SYSTEM, schema: { tags: TAGS, summary: '结束该账号的全部会话', params: operatorIdParamSchema, response: { 200: revokedCountSchema, ...errors } } },
    (request) => revokeOperatorSessions(db, request.params.id, actorOf(request)),
  );

  app.post(
    API.operatorTwoFactorReset(':id'),
    { config: SYSTEM, schema: { tags: TAGS, summary: '重置两步验证（丢失验证器与恢复码时；其会话立即失效）', params: operatorIdParamSchema, response: { 200: operatorSchema, ...errors } } },
    (request) => resetOperatorTwoFactor(db, request.params.id, actorOf(request)),
  );
};
