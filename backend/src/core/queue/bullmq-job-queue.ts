import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { RedisUnavailableError, duplicateRedisConnection } from '../redis-connection';
import { JobQueue, JobTimeoutError, QueueDepth, RunOptions } from './job-queue';
import { JobHandlerRegistry } from './job-handler-registry';
import { JobName, JobPayload, JobResult } from './job-types';

/** Producer side of BullMQ: the API enqueues; processors run in worker.ts (see bullmq-worker-host.ts). */
export class BullMqJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly runsJobsInThisProcess = false;
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<JobName, Queue>();
  private readonly events = new Map<JobName, QueueEvents>();
  /** BullMQ leaves connections it was given open: these duplicates are ours to close. */
  private readonly eventConnections: Redis[] = [];

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly registry: JobHandlerRegistry,
  ) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> {
    if (this.connection.status !== 'ready') throw new RedisUnavailableError(`job ${name}`);
    await this.queue(name).add(name, payload, {
      attempts: 4,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: 1_000,
      removeOnFail: 5_000,
    });
  }

  async run<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    timeoutMs: number,
    options: RunOptions = {},
  ): Promise<JobResult<N>> {
    // Fail fast while Redis is down (the events connection would wait for it to come back).
    if (this.connection.status !== 'ready') throw new RedisUnavailableError(`job ${name}`);
    // Listening before adding: a job removed on completion could otherwise finish unseen.
    const events = this.queueEvents(name);
    await events.waitUntilReady();
    const job = await this.queue(name).add(name, payload, {
      removeOnComplete: options.keepNothing ? true : 100,
      removeOnFail: options.keepNothing ? true : 1_000,
    });
    const deadline = Date.now() + timeoutMs;
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as JobResult<N>;
    } catch (error) {
      if (Date.now() < deadline) throw error;
      // Nobody waits for its result any more: drop it if no live worker holds it (not started yet, or its
      // worker died and the lock expired), so it does not run later for nobody. A job in progress on a live
      // worker is locked and finishes; with keepNothing it is removed then.
      await job.remove().catch(() => undefined);
      throw new JobTimeoutError(`Job ${name} timed out after ${timeoutMs} ms`, { cause: error });
    }
  }

  /** One scheduler per job name in Redis (upsert: every process may call it); plus one run at start. */
  async schedule<N extends JobName>(name: N, payload: JobPayload<N>, everyMs: number): Promise<void> {
    if (everyMs <= 0) {
      await this.queue(name).removeJobScheduler(name);
      return;
    }
    await this.queue(name).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: payload, opts: { removeOnComplete: 100, removeOnFail: 500 } },
    );
    await this.queue(name).add(name, payload, { removeOnComplete: 100, removeOnFail: 500 });
  }

  async scheduleCron<N extends JobName>(name: N, payload: JobPayload<N>, pattern: string | null): Promise<void> {
    if (!pattern) {
      await this.queue(name).removeJobScheduler(name);
      return;
    }
    await this.queue(name).upsertJobScheduler(
      name,
      { pattern, tz: 'UTC' },
      { name, data: payload, opts: { removeOnComplete: 100, removeOnFail: 500 } },
    );
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  async depths(): Promise<QueueDepth[]> {
    if (this.connection.status !== 'ready') throw new RedisUnavailableError('queue depths');
    return Promise.all(
      this.registry.names().map(async (queue) => {
        // Waiting: ready to run now (a schedule's next run and a retry's back-off are delayed, not waiting).
        const counts = await this.queue(queue).getJobCounts('waiting', 'prioritized', 'active', 'failed');
        return {
          queue,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          failed: counts.failed ?? 0,
        };
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.events.values()].map((events) => events.close()));
    await Promise.allSettled(this.eventConnections.map((connection) => connection.quit()));
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
  }

  /** One producer per job name, made on first use (the names are those with a registered handler). */
  private queue(name: JobName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      this.registry.assertHandled(name);
      const made = new Queue(name, { connection: this.connection, prefix: this.prefix });
      made.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, made);
      queue = made;
    }
    return queue;
  }

  /** Created lazily: only callers that wait for results need a QueueEvents connection. */
  private queueEvents(name: JobName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      // QueueEvents blocks on XREAD: BullMQ refuses a connection that gives up after N retries.
      const connection = duplicateRedisConnection(this.connection, `events:${name}`);
      this.eventConnections.push(connection);
      events = new QueueEvents(name, { connection, prefix: this.prefix });
      this.events.set(name, events);
    }
    return events;
  }
}
