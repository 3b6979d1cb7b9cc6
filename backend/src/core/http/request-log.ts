import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HistogramMetric, MetricsRegistry } from '../metrics/metrics-registry';

/** The route label of a request no route answered (refused before routing, or an unknown path). */
export const NO_ROUTE = 'none';

/**
 * The JSON line logged for every /api/ request: method, path, status and milliseconds; and, with metrics on,
 * its duration in `http_request_duration_seconds` by method, route template (never the raw path) and status.
 */
export class RequestLog {
  private readonly logger = new Logger('Http');
  private readonly durations: HistogramMetric | null;

  constructor(metrics?: MetricsRegistry) {
    this.durations = metrics?.enabled
      ? metrics.histogram({
          name: 'http_request_duration_seconds',
          help: 'API requests answered by this process, by method, route template and status',
          labelNames: ['method', 'route', 'status'],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        })
      : null;
  }

  /** One line for an answer sent: `route` is the matched route's template. */
  record(method: string, path: string, status: number, seconds: number, route: string): void {
    this.logger.log({ msg: 'request', method, path, status, ms: Math.round(seconds * 1000) });
    this.durations?.observe({ method, route, status }, seconds);
  }

  /** fastify's onResponse hook: the line is written once the answer has been sent. */
  hook() {
    return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
      const path = request.url.split('?', 1)[0];
      if (path.startsWith('/api/')) {
        // The template fastify matched (`/api/homes/:id`), never the raw path.
        const route = request.is404 ? NO_ROUTE : (request.routeOptions.url ?? NO_ROUTE);
        this.record(request.method, path, reply.statusCode, reply.elapsedTime / 1000, route);
      }
      done();
    };
  }
}
