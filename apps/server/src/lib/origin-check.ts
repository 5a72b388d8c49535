import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import type { FastifyRequest } from 'fastify';
import { normalizeOrigin } from '../config.ts';
import { authorizationOf } from './authorization-header.ts';
import { AppError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteRefused = () => new AppError(403, ERROR_CODE.forbidden, MSG.crossSiteRequest);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The origins this request may come from: this server as the browser addresses it. With TRUST_PROXY
 * the scheme and host are the proxy's (X-Forwarded-Proto/Host); without it the external scheme is
 * unknown (a TLS proxy may stand in front), so http and https on the request's own host both count.
 */
function ownOrigins(request: FastifyRequest): string[] {
  const schemes = request.server.ctx.config.trustProxy ? [request.protocol] : ['http', 'https'];
  return schemes.map((scheme) => normalizeOrigin(`${scheme}://${request.host}`)).filter((origin) => origin !== null);
}

/** Where a browser says the request comes from: `Origin`, else the origin of `Referer`; '' when unreadable. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = header(request, 'origin');
  if (origin !== undefined) return normalizeOrigin(origin) ?? '';
  const referer = header(request, 'referer');
  if (referer !== undefined) return normalizeOrigin(referer) ?? '';
  return undefined;
}

/**
 * onRequest hook (ahead of every route, login included): a state-changing request that a browser
 * sent from another site is refused with 403 before any handler runs. SameSite=Lax cookies already
 * stay home on cross-site POSTs; this is the second lock, and the only one for same-site sibling
 * hosts and for login CSRF.
 *
 * - `Authorization: Bearer` requests (API clients, the ingestion token) are exempt: a page on another
 *   site cannot add that header without a CORS preflight, which this server never grants. The header
 *   is read by `authorizationOf`, as the session lookup reads it, and a request with that header is
 *   authenticated by it alone, never by a cookie beside it.
 * - Browsers send `Origin` on every POST, PUT, PATCH and DELETE; `Origin: null` (sandboxed frames,
 *   `file:`, privacy redirects) is refused. `Referer` is the fallback when `Origin` is missing.
 * - With neither header the request is not from a browser's cross-site form or fetch (curl, scripts,
 *   Playwright's request API) and passes, unless `Sec-Fetch-Site` says it is cross-site.
 */
export async function rejectCrossSiteRequests(request: FastifyRequest): Promise<void> {
  if (!STATE_CHANGING.has(request.method)) return;
  if (authorizationOf(request).kind === 'bearer') return;
  const claimed = claimedOrigin(request);
  if (claimed === undefined) {
    const site = header(request, 'sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw crossSiteRefused();
    return;
  }
  if (claimed !== '' && (ownOrigins(request).includes(claimed) || request.server.ctx.config.allowedOrigins.includes(claimed))) return;
  throw crossSiteRefused();
}
