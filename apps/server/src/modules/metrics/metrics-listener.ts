import { createServer, type Server } from 'node:http';
import { API } from '@ops/contracts/paths';
import type { AppMetrics } from './metrics.ts';

/**
 * `METRICS_PORT`: the metrics on a listener of their own, bound to 127.0.0.1 only, for a collector on
 * the same machine (node exporter's textfile, a sidecar agent). Nothing else is served there, and no
 * request from another machine can reach it, so it needs no token.
 */
export async function startMetricsListener(metrics: AppMetrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== API.metrics) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
