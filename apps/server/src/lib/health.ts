import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@ops/contracts/paths';
import type { Database } from '../db/client.ts';
import { migrationsApplied } from '../db/migration-state.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unavailable']) });
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});

/** A load balancer's probe must get an answer even when the database hangs instead of refusing. */
const DATABASE_PROBE_TIMEOUT_MS = 3_000;

async function withinProbeTimeout<T>(work: Promise<T>, onTimeout: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout), DATABASE_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function databaseAnswers(db: Database): Promise<boolean> {
  return withinProbeTimeout(
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    false,
  );
}

/** The database's migration state; `unknown` when it does not answer in time. */
function migrationState(db: Database): Promise<'applied' | 'pending' | 'unknown'> {
  return withinProbeTimeout(
    migrationsApplied(db).then(
      (applied) => (applied ? ('applied' as const) : ('pending' as const)),
      () => 'unknown' as const,
    ),
    'unknown' as const,
  );
}

/**
 * Probes for load balancers and orchestrators; public, and answered under any `Host` (host-check.ts).
 * - `/livez`: the process serves requests (restart it when this fails); never touches the database.
 * - `/readyz`: send it traffic: the database answers and holds every migration this code ships (503 otherwise).
 * - `/health`: the earlier probe (database reachability), kept for deployments that use it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.health, { schema: { tags: ['系统'], summary: '健康检查', response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    if (await databaseAnswers(app.ctx.db)) return { status: 'ok' as const, database: 'ok' as const };
    return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
  });
  app.get(API.livez, { schema: { tags: ['系统'], summary: '存活探针（进程在响应请求）', response: { 200: liveSchema } } }, () => ({ status: 'ok' as const }));
  app.get(
    API.readyz,
    { schema: { tags: ['系统'], summary: '就绪探针（数据库可用且迁移已全部执行）', response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const migrations = await migrationState(app.ctx.db);
      const database = migrations === 'unknown' && !(await databaseAnswers(app.ctx.db)) ? 'unavailable' : 'ok';
      const ready = migrations === 'applied';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', database, migrations });
    },
  );
};
