import type { Redis } from 'ioredis';
import { duplicateRedisConnection } from '../../core/redis-connection';
import type { Server } from 'socket.io';

/**
 * With REDIS_URL, socket.io's Redis adapter relays room broadcasts between api processes (a message
 * sent through one process reaches sockets connected to any other). It needs a publishing and a
 * subscribed connection: duplicates of the app's client. `key` prefixes the pub/sub channels, so
 * deployments (and parallel test runs) with different REDIS_PREFIX values never hear each other.
 * Returns the function that closes both connections (at shutdown, after the sockets are closed).
 */
export function useRedisFanout(server: Server, redis: Redis, key: string): () => Promise<void> {
  // Required here, not at the top: without REDIS_URL the adapter is never loaded.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  const { createAdapter } = require('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter');
  // Their own connections, which queue commands while reconnecting: the adapter subscribes at once, and
  // ioredis re-subscribes after an outage. Errors are logged as JSON (duplicateRedisConnection).
  const publisher = duplicateRedisConnection(redis, 'chat-publisher', { maxRetriesPerRequest: 1 });
  const subscriber = duplicateRedisConnection(redis, 'chat-subscriber');
  server.adapter(createAdapter(publisher, subscriber, { key, publishOnSpecificResponseChannel: true }));
  return async () => {
    await Promise.all(
      [publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())),
    );
  };
}
