import { Logger } from '@nestjs/common';
import type { Redis, RedisOptions } from 'ioredis';

/** Injection token of the shared client (null on the embedded default). */
export const REDIS = Symbol('REDIS');

/**
 * How long one command may wait for Redis's answer on a connection that looks open (a hung server or network)
 * before it fails; a stopped server fails commands at once (no offline queue).
 */
const COMMAND_TIMEOUT_MS = 5_000;
/** Start-up waits this long for Redis before giving up with a message naming it. */
const READY_TIMEOUT_MS = 30_000;

/** The answer given for anything that needs Redis while it is unreachable (503). */
export const REDIS_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * The process's shared Redis client (sessions, rate limits, queue producers, the worker heartbeat). It
 * fails fast while Redis is unreachable: no offline queue (a command fails at once instead of waiting for
 * retries), and a bound on each command. Callers map that failure to a 503 (isRedisUnavailableError).
 * ioredis keeps reconnecting in the background, so the process recovers by itself when Redis is back.
 */
export function createRedisConnection(url: string): Redis {
  // Required here, not at the top: the embedded default (no REDIS_URL) never loads ioredis.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  const { Redis } = require('ioredis') as typeof import('ioredis');
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });
  watchRedisErrors(redis, 'shared');
  return redis;
}

/** Resolves once the client is connected (start-up: the fail-fast client refuses commands before that). */
export function redisReady(redis: Redis, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', ready);
      reject(new Error(`Redis did not answer within ${timeoutMs / 1000} s (REDIS_URL): is it running?`));
    }, timeoutMs);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', ready);
  });
}

/**
 * A connection of its own for BullMQ's blocking reads and for pub/sub: it queues commands while
 * reconnecting and never gives up on one (BullMQ requires that of blocking connections), and has no
 * command timeout (a blocking read waits on purpose). Logged like the shared client.
 */
export function duplicateRedisConnection(redis: Redis, name: string, options: RedisOptions = {}): Redis {
  const connection = redis.duplicate({
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    commandTimeout: undefined,
    ...options,
  });
  watchRedisErrors(connection, name);
  return connection;
}

/**
 * Every Redis client gets an error listener: without one, ioredis prints "[ioredis] Unhandled error
 * event" lines that are not JSON. Logged once per outage (not once per reconnect attempt) as JSON.
 */
export function watchRedisErrors(redis: Redis, name: string): void {
  const logger = new Logger('Redis');
  let healthy = true;
  redis.on('error', (error: Error) => {
    if (healthy) logger.warn({ msg: 'connection error', connection: name, error: error.message });
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) logger.log({ msg: 'reconnected', connection: name });
    healthy = true;
  });
}

/** Thrown by our own code when it sees that Redis is not connected (before trying a command). */
export class RedisUnavailableError extends Error {
  constructor(what: string) {
    super(`Redis is not connected (${what})`);
    this.name = 'RedisUnavailableError';
  }
}

const UNAVAILABLE_MESSAGES = [
  "Stream isn't writeable", // no connection and no offline queue
  'Connection is closed',
  'Command timed out',
  'Reached the max retries per request limit',
];

/** True for the errors ioredis raises while Redis is unreachable (also when wrapped as a `cause`). */
export function isRedisUnavailableError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error instanceof RedisUnavailableError || error.name === 'MaxRetriesPerRequestError') return true;
  if (UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message))) return true;
  return isRedisUnavailableError((error as { cause?: unknown }).cause, depth + 1);
}
