import { ERROR_CODE, MSG } from '@ops/contracts/messages';
import { API } from '@ops/contracts/paths';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './errors.ts';

/** Names that only this machine can put in `Host`: a page on another site never reaches the server with them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * Probes that orchestrators send to a pod's or machine's own address (whatever `Host` that makes).
 * They answer nothing a rebound page could use.
 */
const UNCHECKED_PATHS = new Set<string>([API.health, API.livez, API.readyz]);

export const misdirectedRequest = () => new AppError(421, ERROR_CODE.misdirectedRequest, MSG.misdirectedRequest);

/** The host names this server answers to: those of `PUBLIC_ORIGIN`, and the loopback names. */
export function servedHostNames(config: Pick<AppConfig, 'publicOrigins'>): Set<string> {
  return new Set([...LOOPBACK_NAMES, ...config.publicOrigins.map((origin) => new URL(origin).hostname)]);
}

/** The host name of a `Host` value (port dropped, lower case, IPv6 in brackets), or null when it is not one. */
export function hostNameOf(host: string): string | null {
  if (host === '' || /[\s/?#@\\]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * onRequest hook, the first of all: a request whose `Host` (with TRUST_PROXY, the proxy's
 * X-Forwarded-Host) names none of the console's own host names gets 421 before any route runs.
 * This is what stops DNS rebinding: a page on evil.example whose name was re-pointed at this server
 * is same-origin with itself, so its Origin matches its Host and the cross-site check passes; only the
 * Host it carries (`evil.example`) gives it away. Ports are not compared: a rebound page's host name
 * is already foreign.
 */
export function hostCheck(config: Pick<AppConfig, 'publicOrigins'>): (request: FastifyRequest) => Promise<void> {
  const served = servedHostNames(config);
  return async (request) => {
    if (UNCHECKED_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
    const name = hostNameOf(request.host);
    if (name === null || !served.has(name)) throw misdirectedRequest();
  };
}
