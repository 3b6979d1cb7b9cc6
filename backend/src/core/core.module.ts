import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
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
import { HealthChecks } from './health/health-checks';
import { HealthController } from './health/health.controller';
import { SystemHealth } from './health/system-health';
import { CountedMailSender } from './mail/counted-mail-sender';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsRegistry } from './metrics/metrics-registry';
import { FileAccessPolicy } from './storage/file-access-policy';
import { FilesController } from './storage/files.controller';
import { KeyValueStore } from './kv/key-value-store';
import { MemoryKeyValueStore } from './kv/memory-key-value-store';
import { RedisKeyValueStore } from './kv/redis-key-value-store';
import { MailSender } from './mail/mail-sender';
import { OutboxMailSender } from './mail/outbox-mail-sender';
import { RateLimiter } from './http/rate-limiter';
import { SendMailJob } from './mail/send-mail.job';
import { InlineJobQueue } from './queue/inline-job-queue';
import { JobHandlerRegistry } from './queue/job-handler-registry';
import { JobQueue } from './queue/job-queue';
import { REDIS, createRedisConnection, redisReady } from './redis-connection';
import { DatabaseSessionStore } from './session/database-session-store';
import { RedisSessionStore } from './session/redis-session-store';
import { SessionStore } from './session/session-store';
import { DiskObjectStorage } from './storage/disk-object-storage';
import { ObjectStorage } from './storage/object-storage';

export const EMBEDDED_POSTGRES = Symbol('EMBEDDED_POSTGRES');

/*
 * The service drivers' classes, and with them their client libraries (ioredis, BullMQ, minio, nodemailer),
 * are required inside the factories below, only when their service is configured: the embedded default
 * never loads them (~25 MB of memory and ~0.2 s of start-up, docs/architecture.md "Footprint").
 */
function bullMqJobQueue(): typeof import('./queue/bullmq-job-queue').BullMqJobQueue {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  return (require('./queue/bullmq-job-queue') as typeof import('./queue/bullmq-job-queue')).BullMqJobQueue;
}

function s3ObjectStorage(): typeof import('./storage/s3-object-storage').S3ObjectStorage {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  return (require('./storage/s3-object-storage') as typeof import('./storage/s3-object-storage')).S3ObjectStorage;
}

/** SMTP: the mailer module (nodemailer) and the MailSender driver that sends through it. */
function smtpMail(config: AppConfig): { module: DynamicModule; sender: Provider } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  const { MailerModule, MailerService } = require('@nestjs-modules/mailer') as typeof import('@nestjs-modules/mailer');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  const { SmtpMailSender } = require('./mail/smtp-mail-sender') as typeof import('./mail/smtp-mail-sender');
  return {
    module: MailerModule.forRoot({ transport: config.smtpUrl }),
    sender: {
      provide: MailSender,
      inject: [MailerService, MetricsRegistry],
      useFactory: (mailer: InstanceType<typeof MailerService>, metrics: MetricsRegistry) =>
        new CountedMailSender(new SmtpMailSender(mailer, config.mailFrom), metrics),
    },
  };
}

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
    const smtp = config.smtpUrl ? smtpMail(config) : null;
    const providers: Provider[] = [
      { provide: AppConfig, useValue: config },
      Clock,
      { provide: MetricsRegistry, useValue: new MetricsRegistry(config.metricsToken) },
      HealthChecks,
      SystemHealth,
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
            ? new (bullMqJobQueue())(redis, config.redisPrefix, registry)
            : new InlineJobQueue(registry, { concurrency: config.workerConcurrency }),
      },
      {
        provide: ObjectStorage,
        useFactory: async () => {
          if (!config.s3) return new DiskObjectStorage(join(config.dataDir, 'files'));
          const storage = new (s3ObjectStorage())(config.s3);
          await storage.ensureBucket();
          return storage;
        },
      },
      smtp
        ? smtp.sender
        : {
            provide: MailSender,
            inject: [MetricsRegistry],
            useFactory: (metrics: MetricsRegistry) =>
              new CountedMailSender(new OutboxMailSender(join(config.dataDir, 'outbox'), config.mailFrom), metrics),
          },
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
        ...(smtp ? [smtp.module] : []),
      ],
      controllers: [HealthController, FilesController, MetricsController],
      providers,
      exports: [
        AppConfig,
        Clock,
        MetricsRegistry,
        HealthChecks,
        SystemHealth,
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
