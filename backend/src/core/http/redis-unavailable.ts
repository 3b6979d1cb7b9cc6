import type { Response } from 'express';
import { REDIS_UNAVAILABLE_MESSAGE } from '../redis-connection';

/** The 503 a request gets when the session store (Redis) is unreachable while its session is read. */
export function answerRedisUnavailable(response: Response): void {
  response.status(503).json({ statusCode: 503, message: REDIS_UNAVAILABLE_MESSAGE, code: 'REDIS_UNAVAILABLE' });
}
