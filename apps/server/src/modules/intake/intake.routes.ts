import { apiErrorSchema } from '@ops/contracts/common';
import {
  INTAKE_BATCH_MAX,
  intakeCommentsBodySchema,
  intakeLoginsBodySchema,
  intakePostsBodySchema,
  intakeReportsBodySchema,
  intakeResultSchema,
  intakeUsersBodySchema,
  intakeVideosBodySchema,
  type IntakeResult,
} from '@ops/contracts/intake';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { requireIngestToken } from '../auth/ingest-token.ts';
import {
  type IntakeContext,
  ingestComments,
  ingestLogins,
  ingestPosts,
  ingestReports,
  ingestUsers,
  ingestVideos,
} from './intake.service.ts';

/** A full batch of 1,000 posts with long texts and nine image URLs each stays well under this. */
export const INTAKE_BODY_LIMIT = 8 * 1024 * 1024;

const TAG = '应用对接';
const DESCRIPTION = `Authorization: Bearer <接入令牌>（需 content 权限范围）。每批 1 到 ${INTAKE_BATCH_MAX} 条，整批校验：任一条有误则返回 400（message 与 index、field 指明哪一条哪个字段），整批不写入。id 为应用自己的 id；重复发送不产生变化；updatedAt 不新于已存版本的更新被忽略（计入 unchanged）。详见 docs/integration.md。`;

interface IntakeRoute<S extends z.ZodType> {
  path: string;
  summary: string;
  body: S;
  ingest: (db: Database, body: z.output<S>, context: IntakeContext) => Promise<IntakeResult>;
}

/** Content intake from the app's backend (issue 12): the ingestion token, never an operator session. */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const register = <S extends z.ZodType>(route: IntakeRoute<S>) => {
    app.post(
      route.path,
      {
        onRequest: requireIngestToken,
        config: { ingestScope: 'content' },
        bodyLimit: INTAKE_BODY_LIMIT,
        schema: {
          tags: [TAG],
          summary: route.summary,
          description: DESCRIPTION,
          body: route.body,
          response: { 200: intakeResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      (request) => route.ingest(db, request.body as z.output<S>, { now: Date.now(), mediaOrigins: config.mediaOrigins }),
    );
  };
  register({ path: API.ingestUsers, summary: '发送用户（新增或更新）', body: intakeUsersBodySchema, ingest: (d, b, c) => ingestUsers(d, b.users, c) });
  register({ path: API.ingestPosts, summary: '发送动态（新动态进入待机审）', body: intakePostsBodySchema, ingest: (d, b, c) => ingestPosts(d, b.posts, c) });
  register({ path: API.ingestVideos, summary: '发送视频（新视频进入待机审）', body: intakeVideosBodySchema, ingest: (d, b, c) => ingestVideos(d, b.videos, c) });
  register({ path: API.ingestComments, summary: '发送评论', body: intakeCommentsBodySchema, ingest: (d, b, c) => ingestComments(d, b.comments, c) });
  register({ path: API.ingestReports, summary: '发送举报', body: intakeReportsBodySchema, ingest: (d, b, c) => ingestReports(d, b.reports, c) });
  register({ path: API.ingestLogins, summary: '发送登录记录', body: intakeLoginsBodySchema, ingest: (d, b, c) => ingestLogins(d, b.logins, c) });
};
