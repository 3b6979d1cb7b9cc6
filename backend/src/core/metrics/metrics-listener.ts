import { Logger } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { answerMetrics } from './metrics-answer';
import { MetricsRegistry } from './metrics-registry';

/**
 * The worker process has no HTTP server: with METRICS_TOKEN set it listens on METRICS_PORT for GET /metrics
 * only (same answers as the api's), so each process is scraped for its own metrics.
 */
export async function listenForMetrics(registry: MetricsRegistry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
        .end('{"statusCode":404,"code":"NOT_FOUND","message":"Not found"}');
      return;
    }
    answerMetrics(registry, request.headers.authorization).then(
      (answer) =>
        response
          .writeHead(answer.status, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' })
          .end(answer.body),
      (error: Error) => {
        new Logger('Metrics').warn(`metrics not collected: ${error.message}`);
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  new Logger('Metrics').log(`worker metrics on http://${host}:${port}/metrics`);
  return server;
}
