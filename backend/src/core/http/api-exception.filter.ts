import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { statusCode, body } = this.toBody(exception);
    if (statusCode >= 500) {
      this.logger.error({
        msg: 'request failed',
        method: request.method,
        path: request.url.split('?', 1)[0],
        statusCode,
        error: (exception as Error)?.message,
        stack: (exception as Error)?.stack,
      });
    }
    if (reply.sent || reply.raw.headersSent) {
      // The answer had begun (a stream failed midway): end the connection rather than leave it hanging.
      if (!reply.raw.writableEnded) reply.raw.destroy();
      return;
    }
    const retryAfter = (exception as { retryAfterSeconds?: unknown })?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
    void reply.code(statusCode).header('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  }

  private toBody(exception: unknown): { statusCode: number; body: Record<string, unknown> } {
    // The body parser's and fastify's refusals (a malformed or too deep body, one too large): answered in the
    // product's words instead of theirs.
    const requestError = requestErrorBody(exception instanceof HttpException ? exception.cause : exception);
    if (requestError) return requestError;
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
    const fastifyError = fastifyRequestError(exception);
    if (fastifyError) return fastifyError;
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
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return {
      statusCode: status,
      body: { statusCode: status, message: 'Something went wrong on our side. Please try again.' },
    };
  }
}

/**
 * A request the body parser or the upload parser could not take, in the product's words and with a code; null
 * for anything else. `cause`: the parser's own error (Nest keeps it as the HttpException's cause).
 */
function requestErrorBody(cause: unknown): { statusCode: number; body: Record<string, unknown> } | null {
  const { type, code } = (cause ?? {}) as { type?: string; code?: string };
  if (type === 'entity.parse.failed') {
    return {
      statusCode: 400,
      body: { statusCode: 400, message: 'Request body is not valid JSON', code: 'MALFORMED_JSON' },
    };
  }
  if (type === 'entity.too.deep') {
    return {
      statusCode: 400,
      body: { statusCode: 400, message: 'Request body is nested too deeply', code: 'JSON_TOO_DEEP' },
    };
  }
  if (type === 'entity.too.large' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, body: { statusCode: 413, message: 'Request body is too large', code: 'BODY_TOO_LARGE' } };
  }
  return null;
}

/**
 * fastify's own refusals of a request (`FST_ERR_*` with a 4xx status: an unsupported content type, a malformed
 * header, a multipart limit...): that status with fastify's message; null for anything else.
 */
function fastifyRequestError(error: unknown): { statusCode: number; body: Record<string, unknown> } | null {
  const { code, statusCode, message } = (error ?? {}) as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  if (!code.startsWith('FST_')) return null;
  return { statusCode, body: { statusCode, message: String(message ?? 'Bad request') } };
}
