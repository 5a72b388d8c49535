import { SESSION_COOKIE } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorizationOf } from '../../lib/authorization-header.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../oplog/record-operation.ts';
import type { ActiveSession } from './auth.repository.ts';
import { authenticate, sessionPolicyOf } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

/**
 * The session token of a request: `Authorization: Bearer <token>` for API clients, else the session
 * cookie. Exactly one of them: a request with any `Authorization` header is judged by that header alone
 * (an unreadable one gives no token), never by a cookie it also carries.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = authorizationOf(request);
  if (header.kind === 'bearer') return header.token;
  if (header.kind === 'other') return undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** onRequest hook for every protected route: 401 unless the request carries a live session. */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = tokenOf(request);
  if (!token) throw unauthorized(MSG.loginRequired);
  const { db, config } = request.server.ctx;
  const session = await authenticate(db, sessionPolicyOf(config), token);
  if (!session) throw unauthorized(MSG.sessionExpired);
  request.session = session;
}

/** The acting operator of an authenticated request. */
export function actorOf(request: FastifyRequest): Actor {
  const session = request.session;
  if (!session) throw unauthorized(MSG.loginRequired);
  return { operatorId: session.operatorId, operatorName: session.username, ip: request.ip };
}
