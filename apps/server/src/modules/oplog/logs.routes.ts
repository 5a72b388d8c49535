import { apiErrorSchema, idParamSchema } from '@ops/contracts/common';
import { auditVerifySchema, logDetailSchema, logListQuerySchema, logListSchema, restoreResultSchema, systemLogQuerySchema } from '@ops/contracts/oplog';
import { API } from '@ops/contracts/paths';
import { PERMISSION, roleCan } from '@ops/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/auth.plugin.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { readCheckpoints } from './audit-checkpoints.ts';
import { getLogDetail, listLogs, type LogScope } from './logs.service.ts';
import { restorePostFromLog } from './restore.service.ts';

const TAGS = ['操作日志'];

/** A role with logs.view but not logs.view_all (审核员) reads only its own actions. */
function logScopeOf(request: FastifyRequest): LogScope {
  const { session } = request;
  if (!session) throw new Error('requireSession must run first');
  return roleCan(session.role, PERMISSION.logsViewAll) ? { all: true } : { all: false, operatorName: session.username };
}
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    API.logs,
    { config: { permission: PERMISSION.logsView, readReplica: true }, schema: { tags: TAGS, summary: '操作日志列表（uid：针对该用户的操作）', querystring: logListQuerySchema, response: { 200: logListSchema, 400: apiErrorSchema } } },
    (request) => listLogs(request.readDb, request.query, logScopeOf(request)),
  );

  app.get(
    API.systemLogs,
    { config: { permission: PERMISSION.logsView, readReplica: true }, schema: { tags: TAGS, summary: '操作日志列表（id：日志编号；time：该时刻所在的一天）', querystring: systemLogQuerySchema, response: { 200: logListSchema, 400: apiErrorSchema } } },
    (request) => listLogs(request.readDb, request.query, logScopeOf(request)),
  );

  app.get(
    API.auditVerify,
    { config: { permission: PERMISSION.logsVerify }, schema: { tags: TAGS, summary: '校验操作日志哈希链，报告第一处断链', response: { 200: auditVerifySchema } } },
    () => verifyAuditChain(db, readCheckpoints(app.ctx.config.auditCheckpointFile)),
  );

  app.get(
    API.systemLogDetail(':id'),
    { config: { permission: PERMISSION.logsView }, schema: { tags: TAGS, summary: '日志详情', params: idParamSchema, response: { 200: logDetailSchema, ...errors } } },
    (request) => getLogDetail(db, request.params.id, logScopeOf(request)),
  );

  app.post(
    API.logRestore(':id'),
    {
      config: { permission: PERMISSION.contentManage },
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
