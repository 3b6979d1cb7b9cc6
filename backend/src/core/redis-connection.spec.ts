import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { createRedisConnection, isRedisUnavailableError, RedisUnavailableError } from './redis-connection';

/** A port nothing listens on (taken, then released). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the shared Redis client while Redis is unreachable', () => {
  let redis: Redis;
  afterEach(() => redis?.disconnect());

  it('fails a command at once with an error the app maps to 503 (no offline queue)', async () => {
    redis = createRedisConnection(`redis://127.0.0.1:${await closedPort()}`);
    const failure = await redis.get('anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isRedisUnavailableError(failure)).toBe(true);
  });

  it('recognises our own and wrapped unavailability errors, and nothing else', () => {
    expect(isRedisUnavailableError(new RedisUnavailableError('job x'))).toBe(true);
    expect(isRedisUnavailableError(new Error('wrapped', { cause: new Error('Connection is closed.') }))).toBe(true);
    expect(isRedisUnavailableError(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isRedisUnavailableError('Connection is closed.')).toBe(false);
  });
});
