import type { Response } from 'express';
import { REDIS_UNAVAILABLE_MESSAGE } from '../redis-connection';

/** The JSON of that 503 (also written by the lean read lane, lean-read.ts). */
export const REDIS_UNAVAILABLE_ANSWER = {
  statusCode: 503,
  message: REDIS_UNAVAILABLE_MESSAGE,
  code: 'REDIS_UNAVAILABLE',
} as const;

/** The 503 a request gets when the session store (Redis) is unreachable while its session is read. */
export function answerRedisUnavailable(response: Response): void {
  response.status(503).json(REDIS_UNAVAILABLE_ANSWER);
}
