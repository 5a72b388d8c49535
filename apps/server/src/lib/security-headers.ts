import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the console's pages may load: the built web app (module scripts and CSS from /assets), antd's
 * CSS-in-JS (`<style>` elements and style attributes, hence 'unsafe-inline' for styles only), ECharts
 * drawing on canvas, images from /media, data:/blob: URLs and the app's media origins (MEDIA_ORIGINS,
 * issue 12), video from /media and those origins, and fetch to the API on the same origin. The
 * Swagger UI at /docs fits the same rules (its scripts are files, not inline). Scripts never run
 * inline or from strings; nothing may frame the console.
 */
export function contentSecurityPolicy(mediaOrigins: readonly string[] = []): string {
  const media = mediaOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sent with every response (API JSON, errors, static files, index.html and /docs) except the built app's
 * scripts and stylesheets, which get only `nosniff` (see applySecurityHeaders).
 * The referrer policy keeps the origin on same-origin requests: under `no-referrer` browsers send
 * `Origin: null` with form posts, which the cross-site check (origin-check.ts) refuses.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** HTTPS only (the scheme comes from X-Forwarded-Proto when TRUST_PROXY is set): a year, this host only. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The built app's hashed scripts and stylesheets (`/assets/x-hash.js|css`, answered 200 as JavaScript or CSS).
 * The document policies (CSP, framing, referrer, opener, permissions) act only on a document, and such a file never
 * becomes one: it is sent as script or style with `nosniff`. Leaving them off saves ~0.5 KB on each of the ~50
 * files a first visit loads (issue 16's byte budgets).
 */
function isBuiltScriptOrStyle(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || !request.url.startsWith('/assets/')) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('application/javascript') || type.startsWith('text/javascript') || type.startsWith('text/css');
}

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  if (isBuiltScriptOrStyle(request, reply)) {
    reply.header('x-content-type-options', 'nosniff');
    return;
  }
  reply.headers(SECURITY_HEADERS);
  reply.header('content-security-policy', contentSecurityPolicy(request.server.ctx.config.mediaOrigins));
}

/**
 * One onSend hook on the root instance, so every reply of every plugin registered after it carries
 * the headers. The router's own errors (a URL it cannot decode) skip hooks and apply them themselves.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}
