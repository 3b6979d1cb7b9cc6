import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { duplicateRedisConnection } from '../redis-connection';
import { JobHandlerRegistry } from './job-handler-registry';
import { markWorkerAlive } from './worker-heartbeat';

export interface WorkerHostOptions {
  concurrency: number;
  /**
   * A job's lock: renewed every half of it while the job runs. When a worker dies, its jobs' locks expire
   * and the stalled-job check (every third of this) puts them back in the queue for another worker, well
   * within the API's wait (BullMQ's defaults, 30 s + 30 s, were slower than the API's 45 s and 60 s).
   */
  stallMs: number;
  /** The lifetime of the "consuming" mark /api/health reads (worker-heartbeat.ts); renewed every third of it. */
  heartbeatMs: number;
}

/**
 * Consumer side of BullMQ, started only by worker.ts: one BullMQ Worker per job name, dispatching to
 * the same processors the inline driver uses.
 */
export class BullMqWorkerHost {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];
  /** BullMQ leaves connections it was given open: these duplicates are ours to close. */
  private readonly connections: Redis[] = [];
  private lastActivity = Date.now();
  private heartbeat?: NodeJS.Timeout;
  private heartbeatFailing = false;

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly options: WorkerHostOptions,
  ) {}

  start(): void {
    const names = this.registry.names();
    if (!names.length) throw new Error('No job handlers registered: nothing to consume');
    for (const name of names) {
      const connection = duplicateRedisConnection(this.connection, `worker:${name}`);
      this.connections.push(connection);
      const worker = new Worker(name, (job) => this.registry.handle(name, job.data), {
        connection,
        prefix: this.prefix,
        concurrency: this.options.concurrency,
        lockDuration: this.options.stallMs,
        stalledInterval: Math.max(1_000, Math.round(this.options.stallMs / 3)),
      });
      worker.on('stalled', (jobId) =>
        this.logger.warn({ msg: 'stalled job put back in the queue', queue: name, jobId }),
      );
      worker.on('completed', () => (this.lastActivity = Date.now()));
      worker.on('failed', (job, error) => this.logger.error(`job ${name} #${job?.id} failed: ${error.message}`));
      worker.on('error', (error) => this.logger.warn(`worker ${name}: ${error.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`consuming ${names.join(', ')} (concurrency ${this.options.concurrency})`);
    this.beat();
    this.heartbeat = setInterval(() => this.beat(), Math.max(500, Math.round(this.options.heartbeatMs / 3)));
    this.heartbeat.unref();
  }

  /** Renews the "consuming" mark while every processor runs; it expires when this worker dies or stops. */
  private beat(): void {
    if (!this.isConsuming()) return;
    markWorkerAlive(this.connection, this.prefix, this.options.heartbeatMs, `${hostname()}:${process.pid}`).then(
      () => (this.heartbeatFailing = false),
      (error: Error) => {
        if (!this.heartbeatFailing) this.logger.warn({ msg: 'worker heartbeat not written', error: error.message });
        this.heartbeatFailing = true;
      },
    );
  }

  /** Health: every worker is running (not closed or paused). */
  isConsuming(): boolean {
    return this.workers.length > 0 && this.workers.every((worker) => worker.isRunning() && !worker.isPaused());
  }

  get lastActivityAt(): number {
    return this.lastActivity;
  }

  /** Graceful shutdown: BullMQ's close waits for the jobs in progress. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    await Promise.allSettled(this.connections.map((connection) => connection.quit()));
  }
}
