import { apiErrorSchema } from '@ops/contracts/common';
import type { FastifyInstance, RouteOptions } from 'fastify';

type Schema = NonNullable<RouteOptions['schema']> & { response?: Record<string, unknown>; security?: unknown[]; hide?: boolean };

function declare(route: RouteOptions, statuses: readonly number[]): Schema | null {
  const schema = (route.schema ?? {}) as Schema;
  if (schema.hide) return null;
  const response = { ...schema.response };
  for (const status of statuses) response[status] ??= apiErrorSchema;
  route.schema = { ...schema, response };
  return route.schema as Schema;
}

/**
 * Root onRoute hook (issue 18): every route's schema, and so the OpenAPI document, lists the error
 * answers any route can give: 421 (a foreign Host, before routing) and 503 (the database unreachable).
 * The app's token-protected calls (their onRequest holds `tokenHook`) also list 401 and 429 and require
 * the `ingestToken` scheme. Any other route that declares no permission and no security of its own is
 * public, and says so (`security: []`) instead of inheriting the document's global cookie/bearer requirement.
 */
export function declareCommonAnswers(app: FastifyInstance, tokenHook: unknown): void {
  app.addHook('onRoute', (route) => {
    const schema = declare(route, [421, 503]);
    if (!schema) return;
    if ([route.onRequest].flat().includes(tokenHook as never)) {
      declare(route, [401, 429]);
      (route.schema as Schema).security ??= [{ ingestToken: [] }];
      return;
    }
    const protectedRoute = (route.config as { permission?: string } | undefined)?.permission !== undefined;
    if (!protectedRoute) schema.security ??= [];
  });
}

/** onRoute hook of the session-protected scope: 401 (no live session), 403 (role or first steps), 429 (a throttled password check). */
export function declareSessionAnswers(route: RouteOptions): void {
  declare(route, [401, 403, 429]);
}
