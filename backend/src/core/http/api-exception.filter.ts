import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { REDIS_UNAVAILABLE_MESSAGE, isRedisUnavailableError } from '../redis-connection';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every error leaves as `{ statusCode, message, errors?, code? }` (docs/api.md). Unexpected errors are
 * logged with their stack and answered with a generic 500 that reveals nothing.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const { statusCode, body } = this.toBody(exception);
    if (statusCode >= 500) {
      this.logger.error({
        msg: 'request failed',
        method: request.method,
        path: request.path,
        statusCode,
        error: (exception as Error)?.message,
        stack: (exception as Error)?.stack,
      });
    }
    if (response.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(statusCode).json(body);
  }

  private toBody(exception: unknown): { statusCode: number; body: Record<string, unknown> } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const details = typeof raw === 'string' ? { message: raw } : (raw as Record<string, unknown>);
      const message = Array.isArray(details.message)
        ? String(details.message[0])
        : String(details.message ?? exception.message);
      return { statusCode, body: { ...details, statusCode, message, error: undefined } };
    }
    // Redis (sessions, rate limits, queues) is unreachable: a prompt 503 that says so, not a generic 500.
    if (isRedisUnavailableError(exception)) {
      return {
        statusCode: 503,
        body: { statusCode: 503, message: REDIS_UNAVAILABLE_MESSAGE, code: 'REDIS_UNAVAILABLE' },
      };
    }
    const multerCode = (exception as { code?: string })?.code;
    if (multerCode === 'LIMIT_FILE_SIZE') {
      return { statusCode: 413, body: { statusCode: 413, message: 'File too large' } };
    }
    const typeOrmCode = (exception as { driverError?: { code?: string } })?.driverError?.code;
    if (typeOrmCode === '23505') {
      return { statusCode: 409, body: { statusCode: 409, message: 'This record already exists' } };
    }
    // Postgres "data exception" class (e.g. a NUL character in text, a number out of range): bad input.
    if (typeOrmCode?.startsWith('22')) {
      return {
        statusCode: 400,
        body: { statusCode: 400, message: 'The request contains a value the server cannot store' },
      };
    }
    if ((exception as { type?: string })?.type === 'entity.parse.failed') {
      return { statusCode: 400, body: { statusCode: 400, message: 'Request body is not valid JSON' } };
    }
    if ((exception as { type?: string })?.type === 'entity.too.large') {
      return { statusCode: 413, body: { statusCode: 413, message: 'Request body is too large' } };
    }
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return {
      statusCode: status,
      body: { statusCode: status, message: 'Something went wrong on our side. Please try again.' },
    };
  }
}
