import { apiErrorSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { reviewThroughputQuerySchema, reviewThroughputResponseSchema } from '@ops/contracts/review-throughput';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';
import { reviewThroughput } from './review-throughput.service.ts';

/** 审核效率 (issue 15): the reviewers' figures; a moderator's answer holds only their own. */
export const reviewThroughputRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.reviewThroughput,
    {
      config: { permission: PERMISSION.reviewDecide, readReplica: true },
      schema: {
        tags: ['审核效率'],
        summary: '审核效率（按审核员、按天）',
        description:
          '每位审核员每天（上海时间）的处理量（通过 + 拒绝）、通过、拒绝、撤销、推翻机审、中位处理时长（卡片显示到决定，仅控制台计时的决定）与中位内容等待（决定时距发布的时长），以及整个范围的合计（中位数按整个范围计算）。审核员只能查看本人的数据，指定他人的 operatorId 返回 403。',
        querystring: reviewThroughputQuerySchema,
        response: { 200: reviewThroughputResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => {
      const { session } = request;
      if (!session) throw unauthorized();
      return reviewThroughput(request.readDb, request.query, { operatorId: session.operatorId, role: session.role }, Date.now());
    },
  );
};
