import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApiApp } from '../../src/app.factory';
import { AppConfig } from '../../src/core/config/app-config';
import { BullMqWorkerHost } from '../../src/core/queue/bullmq-worker-host';
import { JobHandlerRegistry } from '../../src/core/queue/job-handler-registry';
import { REDIS } from '../../src/core/redis-connection';
import { ObjectStorage } from '../../src/core/storage/object-storage';
import { migratedTemplateDatabase, provideMigratedEmbeddedDatabase } from './migrated-databases';
import { S3Server } from './s3-server';
import { SmtpInbox } from './smtp-inbox';

export type Drivers = 'services' | 'embedded';

const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_BASE_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The real app for integration tests. 'services': a fresh Postgres database, a Redis database of its
 * own, an S3 server and an SMTP server started here, and a BullMQ worker in this process.
 * 'embedded': the no-configuration default (PGlite, inline jobs, disk files, mail outbox).
 */
export class TestApp {
  app!: NestFastifyApplication;
  config!: AppConfig;
  readonly inbox = new SmtpInbox();
  readonly s3 = new S3Server();
  private worker: BullMqWorkerHost | null = null;
  private databaseName: string | null = null;
  private freshDatabase = false;
  /** Set on a second api process started with startSibling (it owns none of the services). */
  private primary: TestApp | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'hb-test-'));

  private constructor(readonly drivers: Drivers) {}

  /**
   * `freshDatabase`: the app creates and migrates its database itself, as on a first start in production,
   * instead of starting on a copy of the run's migrated one (migrated-databases.ts).
   */
  static async start(
    drivers: Drivers,
    env: Record<string, string> = {},
    { freshDatabase = false }: { freshDatabase?: boolean } = {},
  ): Promise<TestApp> {
    const testApp = new TestApp(drivers);
    if (drivers === 'embedded' && !freshDatabase) await provideMigratedEmbeddedDatabase(testApp.dataDir);
    testApp.freshDatabase = freshDatabase;
    await testApp.boot(env);
    return testApp;
  }

  /**
   * Another api process of the same deployment ('services' only): the primary's configuration, so the
   * same database, Redis prefix, S3 bucket and SMTP server; no worker of its own (the primary's consumes
   * every job). stop() closes only this app; stop siblings before their primary.
   */
  static async startSibling(primary: TestApp): Promise<TestApp> {
    if (primary.drivers !== 'services') throw new Error('A sibling api process needs the services drivers');
    const sibling = new TestApp('services');
    sibling.primary = primary;
    sibling.config = primary.config;
    sibling.app = await createApiApp(primary.config, {
      logger: process.env.TEST_LOGS ? undefined : false,
      spaDir: null,
    });
    await sibling.app.init();
    await sibling.app.getHttpAdapter().getInstance().ready();
    return sibling;
  }

  private async boot(env: Record<string, string>): Promise<void> {
    // Every test of a file signs up from 127.0.0.1: per-address limits scaled up unless a test sets them.
    // No scheduled reminder scans: suites that test them run scans themselves, with their own clock.
    const base = {
      DATA_DIR: this.dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'error',
      ADDRESS_LIMIT_SCALE: '100',
      REMINDER_SCAN_INTERVAL_SECONDS: '0',
      REPLY_MAIL_SCAN_SECONDS: '0',
      // No recall feeds and no scheduled syncs: nothing is downloaded (the recall suites set their own).
      RECALLS_SOURCES: 'none',
      RECALL_SYNC_INTERVAL_SECONDS: '0',
      // Jobs' answers never depend on the machine's speed: a loaded CI machine may take minutes for what
      // takes a second here (tests of the bounds set their own, and the fault suite keeps the defaults).
      LABEL_ANALYSIS_WAIT_SECONDS: '600',
      HOME_BOOK_WAIT_SECONDS: '600',
      ...env,
    };
    if (this.drivers === 'services') {
      await Promise.all([this.inbox.start(), this.s3.start(), this.createDatabase()]);
      this.config = new AppConfig({
        ...base,
        DATABASE_URL: ADMIN_DATABASE_URL.replace(/\/[^/]*$/, `/${this.databaseName}`),
        REDIS_URL: REDIS_BASE_URL,
        // A key prefix of its own: test files (and other runs on this machine) never share keys.
        REDIS_PREFIX: `hbt${process.pid}x${Math.random().toString(36).slice(2, 8)}`,
        S3_ENDPOINT: this.s3.endpoint,
        S3_ACCESS_KEY: this.s3.accessKey,
        S3_SECRET_KEY: this.s3.secretKey,
        S3_BUCKET: 'home-book-test',
        SMTP_URL: `smtp://127.0.0.1:${this.inbox.port}`,
      });
    } else {
      this.config = new AppConfig(base);
    }
    this.app = await createApiApp(this.config, { logger: process.env.TEST_LOGS ? undefined : false, spaDir: null });
    await this.app.init();
    await this.app.getHttpAdapter().getInstance().ready();
    if (this.drivers === 'services') {
      this.worker = new BullMqWorkerHost(this.app.get(JobHandlerRegistry), this.redis!, this.config.redisPrefix, {
        concurrency: 2,
        stallMs: this.config.jobStallMs,
        heartbeatMs: this.config.workerHeartbeatMs,
      });
      this.worker.start();
    }
  }

  get http() {
    return this.app.getHttpServer();
  }

  agent() {
    return request.agent(this.http);
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  get storage(): ObjectStorage {
    return this.app.get(ObjectStorage);
  }

  get redis(): Redis | null {
    return this.app.get<Redis | null>(REDIS);
  }

  async stop(): Promise<void> {
    if (this.primary) {
      await this.app?.close();
      rmSync(this.dataDir, { recursive: true, force: true });
      return;
    }
    await this.worker?.stop();
    if (this.drivers === 'services') await this.deleteRedisKeys();
    await this.app?.close();
    if (this.drivers === 'services') {
      await Promise.all([this.inbox.stop(), this.s3.stop()]);
      await this.dropDatabase();
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async deleteRedisKeys(): Promise<void> {
    const keys = await this.redis!.keys(`${this.config.redisPrefix}:*`);
    if (keys.length) await this.redis!.del(...keys);
  }

  private async createDatabase(): Promise<void> {
    this.databaseName = `hb_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const template = this.freshDatabase ? null : await migratedTemplateDatabase(ADMIN_DATABASE_URL);
    await withAdminClient((client) =>
      client.query(`CREATE DATABASE ${this.databaseName}${template ? ` TEMPLATE ${template}` : ''}`),
    );
  }

  private async dropDatabase(): Promise<void> {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`));
  }
}

async function withAdminClient(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Integration tests need PostgreSQL at ${ADMIN_DATABASE_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
