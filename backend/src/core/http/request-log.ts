import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { HistogramMetric, MetricsRegistry } from '../metrics/metrics-registry';

/** When the lean read lane received a request it then handed to express (its log line counts from there). */
export const RECEIVED_AT = Symbol('receivedAt');

interface Received {
  [RECEIVED_AT]?: bigint;
}

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

  /**
   * One line for an answer sent; `started` is process.hrtime.bigint() when the request came in, `route` the
   * matched route's template (the lean lane's routes are fixed paths: their path is their template).
   */
  record(method: string | undefined, path: string, status: number, started: bigint, route: string = path): void {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.logger.log({ msg: 'request', method, path, status, ms: Math.round(seconds * 1000) });
    this.durations?.observe({ method: method ?? '', route, status }, seconds);
  }

  /** The express pipeline's middleware: the line is written once the answer has finished. */
  middleware() {
    return (request: Request, response: Response, next: NextFunction) => {
      if (!request.path.startsWith('/api/')) return next();
      const started = (request as Received)[RECEIVED_AT] ?? process.hrtime.bigint();
      response.on('finish', () =>
        this.record(request.method, request.path, response.statusCode, started, routeTemplate(request)),
      );
      next();
    };
  }
}

/** The template of the route express matched (`/api/homes/:id`, express's documented `req.route`), if any. */
function routeTemplate(request: Request): string {
  const path: unknown = (request.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? request.baseUrl + path : NO_ROUTE;
}
