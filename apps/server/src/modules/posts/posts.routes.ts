import { apiErrorSchema, idParamSchema } from '@ops/contracts/common';
import { batchResultSchema, idListBodySchema } from '@ops/contracts/moderation';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { commentListSchema, commentQuerySchema, messageDetailSchema, messageListQuerySchema, messageListResultSchema } from '@ops/contracts/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { deletePosts } from './delete.service.ts';
import { changePin, getMessageDetail, listComments, listMessages } from './posts.service.ts';

const TAGS = ['动态管理'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    API.messages,
    {
      config: { permission: PERMISSION.contentView, readReplica: true },
      schema: {
        tags: TAGS,
        summary: '动态列表（动态管理、图文审核、用户动态记录），附状态标签页统计 totals',
        querystring: messageListQuerySchema,
        response: { 200: messageListResultSchema, 400: apiErrorSchema },
      },
    },
    (request) => listMessages(request.readDb, request.query),
  );

  app.get(
    API.comments,
    { config: { permission: PERMISSION.contentView, readReplica: true }, schema: { tags: TAGS, summary: '动态的评论（分页）', querystring: commentQuerySchema, response: { 200: commentListSchema, ...errors } } },
    (request) => listComments(request.readDb, request.query),
  );

  app.get(
    '/manage/messages/:id',
    { config: { permission: PERMISSION.contentView }, schema: { tags: TAGS, summary: '动态详情（含举报原因统计）', params: idParamSchema, response: { 200: messageDetailSchema, ...errors } } },
    (request) => getMessageDetail(db, request.params.id),
  );

  app.post(
    '/manage/messages/:id/top',
    { config: { permission: PERMISSION.contentManage }, schema: { tags: TAGS, summary: '置顶动态（topState 1 → 2）', params: idParamSchema, response: { 200: messageDetailSchema, ...errors, 409: apiErrorSchema } } },
    (request) => changePin(db, actorOf(request), request.params.id, 'top'),
  );

  app.post(
    '/manage/messages/:id/untop',
    { config: { permission: PERMISSION.contentManage }, schema: { tags: TAGS, summary: '取消置顶动态（topState 2 → 1）', params: idParamSchema, response: { 200: messageDetailSchema, ...errors, 409: apiErrorSchema } } },
    (request) => changePin(db, actorOf(request), request.params.id, 'untop'),
  );

  app.delete(
    API.messagesDelete,
    {
      config: { permission: PERMISSION.contentManage },
      schema: {
        tags: TAGS,
        summary: '批量删除动态（软删除，记入操作日志）',
        description: '请求体为 id 数组（1 到 500 个）。任一 id 不存在或已删除则整个请求 404，不做任何修改。',
        body: idListBodySchema,
        response: { 200: batchResultSchema, ...errors },
      },
    },
    (request) => deletePosts(db, actorOf(request), request.body),
  );
};
