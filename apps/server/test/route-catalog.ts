import { DEMO_OPERATOR } from '@ops/contracts/limits';
import { API } from '@ops/contracts/paths';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Every registered route needs a live operator session, except the few below. A new route that is
 * neither behind the session guard nor listed here fails the route-access tests.
 */
export const PUBLIC_ROUTES: Record<string, InjectOptions> = {
  [`POST ${API.login}`]: { method: 'POST', url: API.login, payload: DEMO_OPERATOR },
  [`GET ${API.health}`]: { method: 'GET', url: API.health },
  [`GET ${API.livez}`]: { method: 'GET', url: API.livez },
  [`GET ${API.readyz}`]: { method: 'GET', url: API.readyz },
  [`GET ${API.systemInfo}`]: { method: 'GET', url: API.systemInfo },
  'GET /media/img/:kind/:name': { method: 'GET', url: '/media/img/avatar/7.svg' },
  'GET /media/videos/*': { method: 'GET', url: '/media/videos/clip-1.mp4' },
  // The Swagger UI library's own script and style files; the API description itself (/docs, /docs/json) needs a session.
  'GET /docs/static/*': { method: 'GET', url: '/docs/static/swagger-ui.css' },
};
/** The token-protected calls of the app's backend: refused without their own token, operator sessions included. */
export const TOKEN_ROUTES = [
  `POST ${API.ingestEvents}`,
  `POST ${API.ingestUsers}`,
  `POST ${API.ingestPosts}`,
  `POST ${API.ingestVideos}`,
  `POST ${API.ingestComments}`,
  `POST ${API.ingestReports}`,
  `POST ${API.ingestLogins}`,
  `GET ${API.ingestDecisions}`,
  `HEAD ${API.ingestDecisions}`,
];
/** Files of the built web app, served as static files (route-access.test.ts makes a stand-in build). */
export const WEB_FILES = ['/index.html', '/favicon.svg', '/assets/index-3f2a9c.js'];

export interface RouteKey {
  method: string;
  url: string;
}

export const keyOf = (route: RouteKey) => `${route.method} ${route.url}`;

/** Fastify adds a HEAD route beside every GET route; it is public exactly when the GET route is. */
function isPublic(method: string, url: string): boolean {
  const asGet = method === 'HEAD' ? 'GET' : method;
  return `${asGet} ${url}` in PUBLIC_ROUTES || (asGet === 'GET' && WEB_FILES.includes(url));
}

export function registeredRoutes(app: FastifyInstance): RouteKey[] {
  const seen = new Map(app.routeTable.map((route) => [keyOf(route), route]));
  return [...seen.values()];
}

/** Every route behind an operator session. */
export function protectedRoutes(app: FastifyInstance): RouteKey[] {
  return registeredRoutes(app).filter((route) => !TOKEN_ROUTES.includes(keyOf(route)) && !isPublic(route.method, route.url));
}

/** A concrete URL for a route pattern: every parameter becomes `id` (1 unless told). */
export const concreteUrl = (url: string, id = '1') => url.replace(/:\w+(\([^)]*\))?/g, id).replace(/\*/g, 'x');
