import { Logger } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * With REDIS_URL, socket.io's Redis adapter relays room broadcasts between api processes (a message
 * sent through one process reaches sockets connected to any other). It needs a publishing and a
 * subscribed connection: duplicates of the app's client. `key` prefixes the pub/sub channels, so
 * deployments (and parallel test runs) with different REDIS_PREFIX values never hear each other.
 * Returns the function that closes both connections (at shutdown, after the sockets are closed).
 */
export function useRedisFanout(server: Server, redis: Redis, key: string): () => Promise<void> {
  const logger = new Logger('ChatFanout');
  const publisher = redis.duplicate();
  const subscriber = redis.duplicate();
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => logger.warn(`Redis adapter connection error: ${error.message}`));
  }
  server.adapter(createAdapter(publisher, subscriber, { key, publishOnSpecificResponseChannel: true }));
  return async () => {
    await Promise.all(
      [publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())),
    );
  };
}
