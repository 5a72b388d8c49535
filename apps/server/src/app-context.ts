import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppMetrics } from './modules/metrics/metrics.ts';

/** What every module reads from `app.ctx`: the database and the parsed configuration. */
export interface AppContext {
  db: Database;
  config: AppConfig;
}

/** Every route the app registered: what the route-enumeration tests walk. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: readonly RegisteredRoute[];
    /** Prometheus metrics of this app (issue 18): served by /metrics with METRICS_TOKEN, or on METRICS_PORT. */
    metrics: AppMetrics;
  }
}
