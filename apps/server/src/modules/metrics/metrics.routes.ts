import { apiErrorSchema } from '@ops/contracts/common';
import { ERROR_CODE } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authorizationOf } from '../../lib/authorization-header.ts';
import { AppError } from '../../lib/errors.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import type { AppMetrics } from './metrics.ts';

export const METRICS_MSG = { tokenMissing: '缺少或错误的监控令牌（Authorization: Bearer <METRICS_TOKEN>）' } as const;

function requireMetricsToken(expected: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const header = authorizationOf(request);
    if (header.kind !== 'bearer' || !sameSecret(header.token, expected)) throw new AppError(401, ERROR_CODE.unauthorized, METRICS_MSG.tokenMissing);
  };
}

/**
 * `GET /metrics` on the console's own port, for a Prometheus that scrapes it over the network: only with
 * `Authorization: Bearer <METRICS_TOKEN>` (its own token: not an operator session, not the app's
 * ingestion token). Without METRICS_TOKEN the route does not exist; METRICS_PORT serves the same text
 * on a loopback-only listener instead (metrics-listener.ts).
 */
export function metricsRoutes(metrics: AppMetrics, token: string): FastifyPluginAsync {
  return async (app) => {
    app.get(
      API.metrics,
      { onRequest: requireMetricsToken(token), schema: { tags: ['系统'], summary: 'Prometheus 监控指标（需 METRICS_TOKEN）', security: [{ metricsToken: [] }], response: { 401: apiErrorSchema } } },
      async (_request, reply) => {
        const { contentType, body } = await metrics.render();
        return reply.type(contentType).send(body);
      },
    );
  };
}
