import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may look like: a UUID, a trace id, a proxy's `$request_id`; nothing that could forge a log line. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is a sensible token (a proxy or the app's
 * backend correlating its own logs with ours), else a new UUID. Every log line of the request carries
 * it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && ACCEPTED.test(value) ? value : randomUUID();
}

/** Every answer, errors and 421/404 included, names the request's id in `X-Request-Id`. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
