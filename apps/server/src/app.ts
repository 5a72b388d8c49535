import path from 'node:path';
import { SERVER_ROOT } from './server-root.ts';
import fastifyCookie from '@fastify/cookie';
import type { ReadReplica } from './db/read-replica.ts';
import { registerReadRouting } from './db/read-routing.ts';
import type pg from 'pg';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RegisteredRoute } from './app-context.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiDocs } from './lib/api-docs.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { rejectNulBytes } from './lib/reject-nul-bytes.ts';
import { declareCommonAnswers, declareSessionAnswers } from './lib/declared-answers.ts';
import { hostCheck } from './lib/host-check.ts';
import { echoRequestId, requestIdOf } from './lib/request-id.ts';
import { rejectCrossSiteRequests } from './lib/origin-check.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { healthRoutes } from './lib/health.ts';
import { registerWebApp } from './lib/web-static.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { requireSession } from './modules/auth/auth.plugin.ts';
import { requireIngestToken } from './modules/auth/ingest-token.ts';
import { useAuditKey } from './modules/oplog/audit-key.ts';
import { authorize, requireDeclaredPermission } from './modules/auth/authorize.ts';
import { protectedAuthRoutes, publicAuthRoutes } from './modules/auth/auth.routes.ts';
import { systemInfoRoutes } from './modules/auth/system-info.routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import { operatorRoutes } from './modules/operators/operators.routes.ts';
import { reviewRoutes } from './modules/moderation/review.routes.ts';
import { logRoutes } from './modules/oplog/logs.routes.ts';
import { demoAppRoutes } from './modules/demo-app/demo-webhook.routes.ts';
import { intakeRoutes } from './modules/intake/intake.routes.ts';
import { decisionFeedRoutes } from './modules/outbox/decision-feed.routes.ts';
import { integrationRoutes } from './modules/outbox/integration.routes.ts';
import { screeningRoutes } from './modules/screening/screening.routes.ts';
import { ingestRoutes } from './modules/statistics/ingest.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { postRoutes } from './modules/posts/posts.routes.ts';
import { regionRoutes } from './modules/regions/regions.routes.ts';
import { reviewQueueRoutes } from './modules/review-queue/review-queue.routes.ts';
import { reviewThroughputRoutes } from './modules/review-throughput/review-throughput.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { videoRoutes } from './modules/videos/videos.routes.ts';
import { workbenchRoutes } from './modules/workbench/workbench.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.ts';
import { securityEventRoutes } from './modules/security-events/security-events.routes.ts';
import { integrationTokenRoutes } from './modules/integration-tokens/integration-tokens.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';

export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/** Largest request body accepted (413 above it); the ingestion route allows more for a full batch of events. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; omitted in API tests. */
  webDist?: string;
  /**
   * Called after a state-changing request succeeded, i.e. after its transaction committed: the
   * webhook dispatcher of this instance looks for new decision events at once instead of at its
   * next poll.
   */
  onWriteCommitted?: () => void;
  /** DATABASE_READ_URL's replica: routes declaring `readReplica` read from it (ADR 0020). */
  readReplica?: ReadReplica | null;
  /** The primary's connection pool, for the pool gauges of the metrics (PostgreSQL only). */
  pool?: pg.Pool;
  /** The express lane's pool (`expressLaneOf`), for the same gauges. */
  expressPool?: pg.Pool;
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the whole application without listening: server.ts listens, tests call `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.config.trustProxy,
    // `//video/reject` (spec 7) must reach the `/video/reject` handler.
    routerOptions: { ignoreDuplicateSlashes: true },
    frameworkErrors: answerFrameworkError,
    genReqId: requestIdOf,
  });
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('ctx', { db: options.db, config: options.config });
  if (options.config.auditKey) useAuditKey(options.config.auditKey);
  app.decorate('routeTable', routeTable);
  app.decorateRequest('session', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Root hooks, ahead of every plugin below: headers on every reply, no state change from another site.
  registerSecurityHeaders(app);
  echoRequestId(app);
  declareCommonAnswers(app, requireIngestToken);
  app.decorate('metrics', registerMetrics(app, options.db, { primary: options.pool, express: options.expressPool, replica: options.readReplica?.pool }));
  app.addHook('onRequest', hostCheck(options.config));
  app.addHook('onRequest', rejectCrossSiteRequests);
  app.addHook('preValidation', rejectNulBytes);
  const { onWriteCommitted } = options;
  if (onWriteCommitted) {
    app.addHook('onResponse', async (request, reply) => {
      if (STATE_CHANGING_METHODS.has(request.method) && reply.statusCode < 400) onWriteCommitted();
    });
  }

  await app.register(fastifyCookie);
  registerReadRouting(app, options.db, options.readReplica ?? null, {
    consistency: options.config.databaseReadConsistency,
    secureCookie: (request) => (options.config.cookieSecure === 'auto' ? request.protocol === 'https' : options.config.cookieSecure),
  });
  await registerApiDocs(app);

  await app.register(healthRoutes);
  if (options.config.metricsToken) await app.register(metricsRoutes(app.metrics, options.config.metricsToken));
  await app.register(publicAuthRoutes);
  await app.register(systemInfoRoutes);
  await app.register(mediaRoutes);
  await app.register(ingestRoutes);
  await app.register(intakeRoutes);
  await app.register(decisionFeedRoutes);
  if (options.config.demoApp.enabled) await app.register(demoAppRoutes);

  await app.register(async (protectedScope) => {
    // Every route below declares its permission (issue 14): checked once here, after the session.
    protectedScope.addHook('onRoute', requireDeclaredPermission);
    protectedScope.addHook('onRoute', declareSessionAnswers);
    protectedScope.addHook('onRequest', requireSession);
    protectedScope.addHook('onRequest', authorize);
    await protectedScope.register(protectedAuthRoutes);
    await protectedScope.register(accountRoutes);
    await protectedScope.register(operatorRoutes);
    await protectedScope.register(userRoutes);
    await protectedScope.register(regionRoutes);
    await protectedScope.register(postRoutes);
    await protectedScope.register(videoRoutes);
    await protectedScope.register(reviewRoutes);
    await protectedScope.register(reviewQueueRoutes);
    await protectedScope.register(reviewThroughputRoutes);
    await protectedScope.register(statisticsRoutes);
    await protectedScope.register(logRoutes);
    await protectedScope.register(securityEventRoutes);
    await protectedScope.register(integrationRoutes);
    await protectedScope.register(integrationTokenRoutes);
    await protectedScope.register(screeningRoutes);
    await protectedScope.register(workbenchRoutes);
  });

  await registerWebApp(app, options.webDist);
  return app;
}
