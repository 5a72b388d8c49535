import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@ops/contracts/paths';
import type { Database } from '../db/client.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unavailable']) });

/** A load balancer's probe must get an answer even when the database hangs instead of refusing. */
const DATABASE_PROBE_TIMEOUT_MS = 3_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and database reachability, for load balancers; public. 503 while the database cannot be reached. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.health, { schema: { tags: ['系统'], summary: '健康检查', response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    if (await databaseAnswers(app.ctx.db)) return { status: 'ok' as const, database: 'ok' as const };
    return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
  });
};
