import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MailerModule, MailerService } from '@nestjs-modules/mailer';
import type { Redis } from 'ioredis';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { HomeAccessPolicy } from './access/home-access-policy';
import { HomeTransferHooks } from './access/home-transfer-hooks';
import { HomeMember } from './access/home-member.entity';
import { HomeMembershipEvents } from './access/home-membership-events';
import { Clock } from './clock';
import { AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database-features';
import { migrateAndSeed } from './database/database-migrator';
import { dataSourceOptions } from './database/data-source-options';
import { EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres';
import { HealthController } from './health/health.controller';
import { FileAccessPolicy } from './storage/file-access-policy';
import { FilesController } from './storage/files.controller';
import { KeyValueStore } from './kv/key-value-store';
import { MemoryKeyValueStore } from './kv/memory-key-value-store';
import { RedisKeyValueStore } from './kv/redis-key-value-store';
import { MailSender } from './mail/mail-sender';
import { OutboxMailSender } from './mail/outbox-mail-sender';
import { RateLimiter } from './http/rate-limiter';
import { SendMailJob } from './mail/send-mail.job';
import { SmtpMailSender } from './mail/smtp-mail-sender';
import { BullMqJobQueue } from './queue/bullmq-job-queue';
import { InlineJobQueue } from './queue/inline-job-queue';
import { JobHandlerRegistry } from './queue/job-handler-registry';
import { JobQueue } from './queue/job-queue';
import { REDIS, createRedisConnection, redisReady } from './redis-connection';
import { DatabaseSessionStore } from './session/database-session-store';
import { RedisSessionStore } from './session/redis-session-store';
import { SessionStore } from './session/session-store';
import { DiskObjectStorage } from './storage/disk-object-storage';
import { ObjectStorage } from './storage/object-storage';
import { S3ObjectStorage } from './storage/s3-object-storage';

export const EMBEDDED_POSTGRES = Symbol('EMBEDDED_POSTGRES');

/** Closes what the factories below opened, in dependency order, when the app shuts down. */
class CoreLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EMBEDDED_POSTGRES) private readonly embedded: EmbeddedPostgres | null,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.sessions instanceof DatabaseSessionStore) this.sessions.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.embedded?.stop();
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

/**
 * The platform: configuration, database, Redis, queue, storage, mail, sessions and rate-limit state.
 * Each port gets its embedded or configured driver here, once, from AppConfig (docs/architecture.md).
 */
@Global()
@Module({})
export class CoreModule {
  static register(config: AppConfig): DynamicModule {
    const providers: Provider[] = [
      { provide: AppConfig, useValue: config },
      Clock,
      {
        provide: EMBEDDED_POSTGRES,
        useFactory: () => (config.databaseUrl ? null : startEmbeddedPostgres(config.dataDir)),
      },
      {
        provide: DataSource,
        inject: [EMBEDDED_POSTGRES],
        useFactory: async (embedded: EmbeddedPostgres | null) => {
          const dataSource = new DataSource(dataSourceOptions(config, embedded));
          await dataSource.initialize();
          await migrateAndSeed(dataSource);
          new Logger('Database').log(embedded ? `embedded PGlite in ${config.dataDir}/db` : 'connected to Postgres');
          return dataSource;
        },
      },
      {
        provide: REDIS,
        useFactory: async () => {
          if (!config.redisUrl) return null;
          const redis = createRedisConnection(config.redisUrl);
          // The client fails fast while disconnected, so start-up waits for the first connection.
          await redisReady(redis).catch((error) => {
            redis.disconnect();
            throw error;
          });
          return redis;
        },
      },
      {
        provide: KeyValueStore,
        inject: [REDIS],
        useFactory: (redis: Redis | null) =>
          redis ? new RedisKeyValueStore(redis, `${config.redisPrefix}:kv:`) : new MemoryKeyValueStore(),
      },
      {
        provide: SessionStore,
        inject: [REDIS, DataSource],
        useFactory: (redis: Redis | null, dataSource: DataSource) =>
          redis
            ? new RedisSessionStore(redis, config.sessionTtlMs, `${config.redisPrefix}:sess:`)
            : new DatabaseSessionStore(dataSource, config.sessionTtlMs),
      },
      JobHandlerRegistry,
      {
        provide: JobQueue,
        inject: [REDIS, JobHandlerRegistry],
        useFactory: (redis: Redis | null, registry: JobHandlerRegistry) =>
          redis
            ? new BullMqJobQueue(redis, config.redisPrefix, registry)
            : new InlineJobQueue(registry, { concurrency: config.workerConcurrency }),
      },
      {
        provide: ObjectStorage,
        useFactory: async () => {
          if (!config.s3) return new DiskObjectStorage(join(config.dataDir, 'files'));
          const storage = new S3ObjectStorage(config.s3);
          await storage.ensureBucket();
          return storage;
        },
      },
      config.smtpUrl
        ? {
            provide: MailSender,
            inject: [MailerService],
            useFactory: (mailer: MailerService) => new SmtpMailSender(mailer, config.mailFrom),
          }
        : { provide: MailSender, useValue: new OutboxMailSender(join(config.dataDir, 'outbox'), config.mailFrom) },
      SendMailJob,
      RateLimiter,
      CoreLifecycle,
      HomeAccessPolicy,
      HomeTransferHooks,
      HomeMembershipEvents,
      FileAccessPolicy,
    ];
    return {
      module: CoreModule,
      imports: [
        // The access policy's memberships: declared like any module's entities.
        DatabaseModule.forFeature({ entities: [HomeMember] }),
        // FileAccessPolicy finds the modules' SharedFileReader providers.
        DiscoveryModule,
        ...(config.smtpUrl ? [MailerModule.forRoot({ transport: config.smtpUrl })] : []),
      ],
      controllers: [HealthController, FilesController],
      providers,
      exports: [
        AppConfig,
        Clock,
        DataSource,
        REDIS,
        KeyValueStore,
        SessionStore,
        JobHandlerRegistry,
        JobQueue,
        ObjectStorage,
        MailSender,
        RateLimiter,
        HomeAccessPolicy,
        HomeTransferHooks,
        HomeMembershipEvents,
      ],
    };
  }
}

export { REDIS };
