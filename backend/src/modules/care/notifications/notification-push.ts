import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../../core/config/app-config';
import { REDIS, duplicateRedisConnection } from '../../../core/redis-connection';
import { UserSocketEvents } from '../../chat/user-socket-events';
import { NotificationView } from './notification.view';

export const NOTIFICATION_EVENT = 'notification:new';

/**
 * Live delivery of new notifications to the user's open sockets ('notification:new' on the chat
 * socket). Notifications are written by the reminder scan, often in the worker process, which has no
 * sockets: with REDIS_URL they are published on a channel every api process listens to, and each
 * emits to its own sockets of that user. On the embedded default everything is one process.
 */
@Injectable()
export class NotificationPush implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('NotificationPush');
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly sockets: UserSocketEvents,
  ) {
    this.channel = `${config.redisPrefix}:notifications`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection of its own that queues commands while (re)connecting and re-subscribes after an
    // outage (the shared client fails fast); its errors are logged as JSON.
    this.subscriber = duplicateRedisConnection(this.redis, 'notification-subscriber');
    this.subscriber.on('message', (_channel: string, text: string) => this.deliverLocally(text));
    await this.subscriber.subscribe(this.channel);
  }

  async publish(notifications: (NotificationView & { userId: number })[]): Promise<void> {
    if (!notifications.length) return;
    const text = JSON.stringify(notifications);
    if (this.redis) {
      await this.redis.publish(this.channel, text).catch((error: Error) => {
        this.logger.warn(`notifications not pushed live (they are saved): ${error.message}`);
      });
    } else {
      this.deliverLocally(text);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private deliverLocally(text: string): void {
    try {
      for (const { userId, ...view } of JSON.parse(text) as (NotificationView & { userId: number })[]) {
        this.sockets.emitToUser(userId, NOTIFICATION_EVENT, view);
      }
    } catch (error) {
      this.logger.warn(`bad notification message: ${(error as Error).message}`);
    }
  }
}
