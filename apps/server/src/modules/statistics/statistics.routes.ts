import { apiErrorSchema } from '@ops/contracts/common';
import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import {
  dauResponseSchema,
  realtimeResponseSchema,
  registrationResponseSchema,
  retentionResponseSchema,
  statisticsQuerySchema,
} from '@ops/contracts/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonTextSerializer } from '../../lib/json-text.ts';
import { dauStatistics, realtimeStatistics, registrationStatistics, retentionStatistics } from './statistics.service.ts';

const TAGS = ['数据统计'];
const errors = { 400: apiErrorSchema };

/**
 * The answers arrive as JSON text (PostgreSQL writes the rows in the contract's shape, and a remembered
 * answer is reused while the roll-ups are unchanged: statistics.service.ts), so these routes send them as
 * they are; the schemas still document the answers, and the route tests parse them against them.
 */
const plainJson = jsonTextSerializer;

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const querystring = statisticsQuerySchema;

  app.get(
    API.statisticsDau,
    { ...plainJson, config: { permission: PERMISSION.statisticsView, readReplica: true }, schema: { tags: TAGS, summary: '日活统计（按天）', querystring, response: { 200: dauResponseSchema, ...errors } } },
    (request) => dauStatistics(request.readDb, request.query),
  );
  app.get(
    API.statisticsDays,
    { ...plainJson, config: { permission: PERMISSION.statisticsView, readReplica: true }, schema: { tags: TAGS, summary: '注册激活统计（按天）', querystring, response: { 200: registrationResponseSchema, ...errors } } },
    (request) => registrationStatistics(request.readDb, request.query),
  );
  app.get(
    API.statisticsRetention,
    { ...plainJson, config: { permission: PERMISSION.statisticsView, readReplica: true }, schema: { tags: TAGS, summary: '留存统计（按注册日）', querystring, response: { 200: retentionResponseSchema, ...errors } } },
    (request) => retentionStatistics(request.readDb, request.query),
  );
  app.get(
    API.statisticsRealtime,
    { ...plainJson, config: { permission: PERMISSION.statisticsView, readReplica: true }, schema: { tags: TAGS, summary: '实时数据（今日按小时）', querystring, response: { 200: realtimeResponseSchema, ...errors } } },
    (request) => realtimeStatistics(request.readDb, request.query),
  );
};
