import { apiErrorSchema, idParamSchema } from '@ops/contracts/common';
import { auditVerifySchema, logDetailSchema, logListQuerySchema, logListSchema, restoreResultSchema, systemLogQuerySchema } from '@ops/contracts/oplog';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { getLogDetail, listLogs } from './logs.service.ts';
import { restorePostFromLog } from './restore.service.ts';

const TAGS = ['操作日志'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    API.logs,
    { schema: { tags: TAGS, summary: '操作日志列表（uid：针对该用户的操作）', querystring: logListQuerySchema, response: { 200: logListSchema, 400: apiErrorSchema } } },
    (request) => listLogs(db, request.query),
  );

  app.get(
    API.systemLogs,
    { schema: { tags: TAGS, summary: '操作日志列表（id：日志编号；time：该时刻所在的一天）', querystring: systemLogQuerySchema, response: { 200: logListSchema, 400: apiErrorSchema } } },
    (request) => listLogs(db, request.query),
  );

  app.get(
    API.auditVerify,
    { schema: { tags: TAGS, summary: '校验操作日志哈希链，报告第一处断链', response: { 200: auditVerifySchema } } },
    () => verifyAuditChain(db),
  );

  app.get(
    API.systemLogDetail(':id'),
    { schema: { tags: TAGS, summary: '日志详情', params: idParamSchema, response: { 200: logDetailSchema, ...errors } } },
    (request) => getLogDetail(db, request.params.id),
  );

  app.post(
    API.logRestore(':id'),
    {
      schema: {
        tags: TAGS,
        summary: '从“删除动态”日志恢复该动态',
        params: idParamSchema,
        response: { 200: restoreResultSchema, ...errors, 409: apiErrorSchema },
      },
    },
    (request) => restorePostFromLog(db, actorOf(request), request.params.id),
  );
};
