import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@ops/contracts/paths';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unavailable']) });

/** Liveness and database reachability, for load balancers; public. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.health, { schema: { tags: ['系统'], summary: '健康检查', response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
    }
  });
};
