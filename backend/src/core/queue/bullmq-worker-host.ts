import { Logger } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobHandlerRegistry } from './job-handler-registry';
import { JOB_NAMES } from './job-types';

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

  constructor(
    private readonly registry: JobHandlerRegistry,
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly concurrency: number,
  ) {}

  start(): void {
    const missing = this.registry.missingHandlers();
    if (missing.length) throw new Error(`No handler registered for job(s): ${missing.join(', ')}`);
    for (const name of JOB_NAMES) {
      const connection = this.connection.duplicate({ maxRetriesPerRequest: null });
      this.connections.push(connection);
      const worker = new Worker(name, (job) => this.registry.handle(name, job.data), {
        connection,
        prefix: this.prefix,
        concurrency: this.concurrency,
      });
      worker.on('completed', () => (this.lastActivity = Date.now()));
      worker.on('failed', (job, error) => this.logger.error(`job ${name} #${job?.id} failed: ${error.message}`));
      worker.on('error', (error) => this.logger.warn(`worker ${name}: ${error.message}`));
      this.workers.push(worker);
    }
    this.logger.log(`consuming ${JOB_NAMES.join(', ')} (concurrency ${this.concurrency})`);
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
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    await Promise.allSettled(this.connections.map((connection) => connection.quit()));
  }
}
