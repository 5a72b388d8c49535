import { ERROR_CODE } from '@ops/contracts/messages';
import { INTEGRATION_TOKEN_MSG, type IntegrationScope } from '@ops/contracts/integration-tokens';
import { STATS_MSG } from '@ops/contracts/statistics';
import type { FastifyRequest } from 'fastify';
import { authorizationOf } from '../../lib/authorization-header.ts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { countIngestFailure, ingestThrottleOf } from '../integration-tokens/ingest-throttle.ts';
import { tokenHashOf } from '../integration-tokens/integration-tokens.service.ts';
import { liveTokenByHash } from '../integration-tokens/token-cache.ts';
import { recordSecurityEvent } from '../security-events/security-events.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an integration token must allow to call this `/ingest/*` route (issue 18); every such route declares one. */
    ingestScope?: IntegrationScope;
  }
}

/** The name a refused or throttled call is recorded under on 安全事件 (the token itself is never kept). */
const UNKNOWN_TOKEN = '（未知令牌）';

/**
 * onRequest hook of the app's calls (`/ingest/*`): `Authorization: Bearer <token>` holding the bootstrap
 * `INGEST_TOKEN` (every scope, compared in constant time) or a live named token (looked up by its
 * SHA-256) that allows the route's declared `ingestScope`. Wrong tokens are counted per client IP and
 * recorded on 安全事件; past the limit every call from that IP gets 429 until its window ends, before
 * any token is checked.
 */
export async function requireIngestToken(request: FastifyRequest): Promise<void> {
  const { db, config } = request.server.ctx;
  const scope = request.routeOptions.config.ingestScope;
  if (!scope) throw new Error(`${request.routeOptions.url ?? request.url} uses requireIngestToken without config.ingestScope`);
  const throttle = await ingestThrottleOf(db, request.ip);
  if (throttle.throttled) {
    if (throttle.firstRefusal) {
      await recordSecurityEvent(db, { kind: 'ingest_token_throttled', name: UNKNOWN_TOKEN, ip: request.ip, detail: `${request.method} ${request.routeOptions.url ?? ''}` });
    }
    throw tooManyRequests(INTEGRATION_TOKEN_MSG.throttled(throttle.retryAfterSeconds), throttle.retryAfterSeconds);
  }
  const header = authorizationOf(request);
  const given = header.kind === 'bearer' ? header.token : '';
  if (given && config.ingestToken && sameSecret(given, config.ingestToken)) return;
  const token = given ? await liveTokenByHash(db, tokenHashOf(given)) : null;
  if (!token) {
    await countIngestFailure(db, request.ip);
    await recordSecurityEvent(db, { kind: 'ingest_token_refused', name: UNKNOWN_TOKEN, ip: request.ip, detail: `${request.method} ${request.routeOptions.url ?? ''}` });
    throw unauthorized(STATS_MSG.ingestTokenMissing);
  }
  if (!token.scopes.includes(scope)) throw new AppError(403, ERROR_CODE.forbidden, INTEGRATION_TOKEN_MSG.scopeRefused);
}
