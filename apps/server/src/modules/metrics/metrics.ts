import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { readBacklogs } from './backlog.repository.ts';

/** Process metrics (CPU, RSS, heap, event-loop lag, GC) are the process's own: registered once, whatever number of apps it builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; from a cached page to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  /** The exposition text (Prometheus 0.0.4) and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * One app's metrics: requests and their latency per route (the route's pattern, never the raw URL,
 * so the label set stays bounded), the connection pools, and the three backlogs an operator of the
 * console watches (roll-up lag, undelivered decision events, items waiting for the machine review),
 * read from their counters at scrape time.
 */
export function registerMetrics(app: FastifyInstance, db: Database, pools: Record<string, pg.Pool | undefined>): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({ name: 'ops_http_requests_total', help: 'HTTP requests answered, per method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'ops_http_request_duration_seconds',
    help: 'Time from request to answer, per method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Requests no route matched (404s, 421s before routing) share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const live = Object.entries(pools).filter((entry): entry is [string, pg.Pool] => entry[1] !== undefined);
  new Gauge({
    name: 'ops_db_pool_connections',
    help: 'Connections of each PostgreSQL pool: open (total), idle, and requests waiting for one.',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [name, pool] of live) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });

  const rollupLag = new Gauge({ name: 'ops_rollup_lag_seconds', help: 'Age of the oldest batch of activity events the statistics roll-up has not folded in yet.', registers: [registry] });
  const outboxBacklog = new Gauge({ name: 'ops_outbox_backlog_events', help: 'Decision events not yet delivered to the app, per delivery status.', labelNames: ['status'], registers: [registry] });
  const screeningBacklog = new Gauge({ name: 'ops_screening_backlog_items', help: 'Posts and videos waiting for the machine review (机审).', labelNames: ['kind'], registers: [registry] });
  const backlogReadFailures = new Counter({ name: 'ops_backlog_read_failures_total', help: 'Scrapes whose backlog figures could not be read (the database did not answer); the gauges keep their last values.', registers: [registry] });

  /** The three backlogs in one statement per scrape. */
  async function readBacklogGauges(): Promise<void> {
    try {
      const backlogs = await readBacklogs(db);
      rollupLag.set(backlogs.rollupLagSeconds);
      outboxBacklog.set({ status: 'pending' }, backlogs.outbox.pending);
      outboxBacklog.set({ status: 'retrying' }, backlogs.outbox.retrying);
      screeningBacklog.set({ kind: 'post' }, backlogs.screening.post);
      screeningBacklog.set({ kind: 'video' }, backlogs.screening.video);
    } catch {
      backlogReadFailures.inc();
    }
  }

  return {
    render: async () => {
      await readBacklogGauges();
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
