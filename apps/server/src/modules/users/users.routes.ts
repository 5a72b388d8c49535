import { apiErrorSchema, idParamSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import {
  freezeBodySchema,
  freezeHistoryQuerySchema,
  freezeHistorySchema,
  freezeResultSchema,
  loginLogListSchema,
  loginLogQuerySchema,
  unfreezeBodySchema,
  userDetailSchema,
  userListQuerySchema,
  userListResultSchema,
} from '@ops/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { freezeUser, unfreezeUser } from './freeze.service.ts';
import { getUserDetail, listUserFreezes, listUserLoginLogs, listUsers } from './users.service.ts';

const TAGS = ['用户管理'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    API.users,
    { config: { permission: PERMISSION.usersView, readReplica: true }, schema: { tags: TAGS, summary: '用户列表', querystring: userListQuerySchema, response: { 200: userListResultSchema, 400: apiErrorSchema } } },
    (request) => listUsers(request.readDb, request.query),
  );

  app.get(
    API.userLoginLogs,
    { config: { permission: PERMISSION.usersView, readReplica: true }, schema: { tags: TAGS, summary: '用户登录记录', querystring: loginLogQuerySchema, response: { 200: loginLogListSchema, ...errors } } },
    (request) => listUserLoginLogs(request.readDb, request.query),
  );

  app.get(
    API.userFreezes,
    { config: { permission: PERMISSION.usersView, readReplica: true }, schema: { tags: TAGS, summary: '用户冻结记录', querystring: freezeHistoryQuerySchema, response: { 200: freezeHistorySchema, ...errors } } },
    (request) => listUserFreezes(request.readDb, request.query),
  );

  app.get(
    '/manage/users/:id',
    { config: { permission: PERMISSION.usersView }, schema: { tags: TAGS, summary: '用户详情', params: idParamSchema, response: { 200: userDetailSchema, ...errors } } },
    (request) => getUserDetail(db, request.params.id),
  );

  app.post(
    API.freeze,
    {
      config: { permission: PERMISSION.usersFreeze },
      schema: {
        tags: TAGS,
        summary: '冻结用户',
        body: freezeBodySchema,
        response: { 200: freezeResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) => freezeUser(db, actorOf(request), request.body),
  );

  app.post(
    API.unfreeze,
    {
      config: { permission: PERMISSION.usersFreeze },
      schema: {
        tags: TAGS,
        summary: '解冻用户',
        body: unfreezeBodySchema,
        response: { 200: freezeResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) => unfreezeUser(db, actorOf(request), request.body),
  );
};
