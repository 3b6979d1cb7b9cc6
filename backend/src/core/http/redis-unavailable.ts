import { REDIS_UNAVAILABLE_MESSAGE } from '../redis-connection';

/** The JSON of the 503 a request gets while Redis (sessions, rate limits, queues) is unreachable. */
export const REDIS_UNAVAILABLE_ANSWER = {
  statusCode: 503,
  message: REDIS_UNAVAILABLE_MESSAGE,
  code: 'REDIS_UNAVAILABLE',
} as const;
