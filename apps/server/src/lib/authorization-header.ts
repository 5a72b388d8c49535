import type { FastifyRequest } from 'fastify';

/**
 * What a request's `Authorization` header carries, read by the one parser every check uses (the
 * cross-site exemption, the session lookup, the ingestion token), so that no two of them can disagree
 * on what a header means.
 *
 * - `none`: no header; a session cookie may stand in.
 * - `bearer`: `Bearer <token>`, the scheme in any case (RFC 9110 §11.1), the token non-empty.
 * - `other`: any other header (another scheme, an empty token). It is still the request's credential:
 *   a request that carries a header never falls back to its cookie, so it is refused, not read as the
 *   cookie's session.
 */
export type AuthorizationHeader = { kind: 'none' } | { kind: 'bearer'; token: string } | { kind: 'other' };

const BEARER = /^bearer[ \t]+(\S+)[ \t]*$/i;

export function authorizationOf(request: FastifyRequest): AuthorizationHeader {
  const raw = request.headers.authorization;
  if (raw === undefined) return { kind: 'none' };
  const match = BEARER.exec(raw);
  return match?.[1] ? { kind: 'bearer', token: match[1] } : { kind: 'other' };
}
