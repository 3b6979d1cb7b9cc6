import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** When the lean read lane received a request it then handed to express (its log line counts from there). */
export const RECEIVED_AT = Symbol('receivedAt');

interface Received {
  [RECEIVED_AT]?: bigint;
}

/** The JSON line logged for every /api/ request: method, path, status and milliseconds. */
export class RequestLog {
  private readonly logger = new Logger('Http');

  /** One line for an answer sent; `started` is process.hrtime.bigint() when the request came in. */
  record(method: string | undefined, path: string, status: number, started: bigint): void {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    this.logger.log({ msg: 'request', method, path, status, ms: Math.round(ms) });
  }

  /** The express pipeline's middleware: the line is written once the answer has finished. */
  middleware() {
    return (request: Request, response: Response, next: NextFunction) => {
      if (!request.path.startsWith('/api/')) return next();
      const started = (request as Received)[RECEIVED_AT] ?? process.hrtime.bigint();
      response.on('finish', () => this.record(request.method, request.path, response.statusCode, started));
      next();
    };
  }
}
