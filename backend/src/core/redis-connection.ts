import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/** Injection token of the shared client (null on the embedded default). */
export const REDIS = Symbol('REDIS');

/** The process's shared Redis client (sessions, rate limits, queue producers). */
export function createRedisConnection(url: string): Redis {
  const logger = new Logger('Redis');
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true, lazyConnect: false });
  // Without a listener ioredis would print every failed reconnect; log once per state change instead.
  let healthy = true;
  redis.on('error', (error) => {
    if (healthy) logger.warn(`connection error: ${error.message}`);
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) logger.log('reconnected');
    healthy = true;
  });
  return redis;
}
