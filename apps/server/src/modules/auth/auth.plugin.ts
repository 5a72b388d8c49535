import { SESSION_COOKIE } from '@ops/contracts/auth';
import { MSG } from '@ops/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../oplog/record-operation.ts';
import type { ActiveSession } from './auth.repository.ts';
import { authenticate, sessionPolicyOf } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

/** The bearer token of a request: the session cookie, or `Authorization: Bearer <token>` for API clients. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
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
