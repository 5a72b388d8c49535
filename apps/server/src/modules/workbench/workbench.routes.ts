import { API } from '@ops/contracts/paths';
import { PERMISSION } from '@ops/contracts/permissions';
import { workbenchResponseSchema } from '@ops/contracts/workbench';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workbenchFor } from './workbench.service.ts';

/** 工作台 (issue 15): open to every operator; the answer holds only the tiles their role may see. */
export const workbenchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.workbench,
    {
      config: { permission: PERMISSION.self, readReplica: true },
      schema: { tags: ['工作台'], summary: '工作台指标（按角色只含可见的指标）', response: { 200: workbenchResponseSchema } },
    },
    (request) => {
      if (!request.session) throw new Error('requireSession must run first');
      return workbenchFor(request.readDb, request.session.role);
    },
  );
};
