import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { Clock } from '../clock';
import { AppConfig } from '../config/app-config';
import { MailSender } from '../mail/mail-sender';
import { JobQueue, QueueDepth } from '../queue/job-queue';
import { listWorkerHeartbeats } from '../queue/worker-heartbeat';
import { REDIS } from '../redis-connection';
import { ObjectStorage } from '../storage/object-storage';
import { appVersion, SchemaVersion, schemaVersion } from './app-version';
import { HealthChecks, PartHealth } from './health-checks';
import { probeError } from './probe';

/** A process that runs jobs: a worker (BullMQ) or this api process itself (the embedded default). */
export interface WorkerBeat {
  workerId: string;
  /** 'worker': a worker process marked alive in Redis; 'in-process': this process runs the jobs. */
  kind: 'worker' | 'in-process';
  /** When it last marked itself alive (epoch ms). */
  beatAt: number;
  /** Until when its mark holds unless renewed (epoch ms). */
  expiresAt: number;
}

export interface SystemReport {
  parts: PartHealth[];
  /** Each queue's depth; null when the queue's store cannot be read (Redis down). */
  queues: QueueDepth[] | null;
  workers: WorkerBeat[];
  /** This process's. */
  uptimeSeconds: number;
  version: string;
  schema: SchemaVersion | null;
  checkedAt: number;
}

/**
 * The admin System tab's health report: each part of the instance (the platform's and those modules
 * registered in HealthChecks), the queues' depths, the workers' heartbeats, this process's uptime and the
 * versions. Every probe has the health probe's time limit; one failing part never hides the others.
 */
@Injectable()
export class SystemHealth {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly mail: MailSender,
    private readonly queue: JobQueue,
    private readonly checks: HealthChecks,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  async report(): Promise<SystemReport> {
    const [parts, queues, workers, schema] = await Promise.all([
      this.parts(),
      this.queue.depths().catch(() => null),
      this.workers(),
      schemaVersion(this.dataSource).catch(() => null),
    ]);
    return {
      parts,
      queues,
      workers,
      uptimeSeconds: Math.floor(process.uptime()),
      version: appVersion(),
      schema,
      checkedAt: this.clock.now(),
    };
  }

  private async parts(): Promise<PartHealth[]> {
    const embedded = !this.config.databaseUrl;
    const platform: Promise<PartHealth>[] = [
      part('database', embedded ? 'PGlite (embedded)' : 'Postgres', () => this.dataSource.query('SELECT 1')),
      this.redis
        ? part('queue', 'BullMQ on Redis', () => this.queue.ping())
        : Promise.resolve({ part: 'queue', state: 'up', detail: 'jobs run inside this process' }),
      part('object storage', this.config.s3 ? `S3 bucket ${this.config.s3.bucket}` : 'files on disk', () =>
        this.storage.ping(),
      ),
      part('mail', this.mail.destination, () => this.mail.verify()),
    ];
    const registered = this.checks.entries().map(async ([name, check]): Promise<PartHealth> => {
      let answer: Omit<PartHealth, 'part'> | undefined;
      const error = await probeError(async () => (answer = await check()));
      return error === null && answer ? { part: name, ...answer } : { part: name, state: 'down', detail: error ?? '' };
    });
    return Promise.all([...platform, ...registered]);
  }

  private async workers(): Promise<WorkerBeat[]> {
    const now = this.clock.now();
    if (!this.redis) {
      return [{ workerId: `${hostname()}:${process.pid}`, kind: 'in-process', beatAt: now, expiresAt: now }];
    }
    const beats = await listWorkerHeartbeats(this.redis, this.config.redisPrefix).catch(() => []);
    return beats.map((beat) => ({
      workerId: beat.workerId,
      kind: 'worker',
      beatAt: beat.beatAt,
      expiresAt: now + beat.expiresInMs,
    }));
  }
}

async function part(name: string, what: string, check: () => Promise<unknown>): Promise<PartHealth> {
  const error = await probeError(check);
  return error === null
    ? { part: name, state: 'up', detail: what }
    : { part: name, state: 'down', detail: `${what}: ${error}` };
}
