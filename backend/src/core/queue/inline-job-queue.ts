import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobHandlerRegistry } from './job-handler-registry';
import { JobQueue, JobTimeoutError } from './job-queue';
import { JobName, JobPayload, JobResult } from './job-types';

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

/** The embedded driver: same processors, run in this process; enqueued jobs retry with back-off. */
export class InlineJobQueue extends JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly running = new Set<Promise<unknown>>();
  private readonly timers = new Map<JobName, NodeJS.Timeout>();
  /** A scheduled job still running when its next turn comes is not started twice. */
  private readonly busy = new Set<JobName>();

  constructor(private readonly registry: JobHandlerRegistry) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> {
    const job = this.attempt(name, payload, 0).finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Nothing is stored in this driver, so RunOptions.keepNothing holds by construction. */
  async run<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs: number): Promise<JobResult<N>> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JobTimeoutError(`Job ${name} timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.registry.handle(name, payload), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async schedule<N extends JobName>(name: N, payload: JobPayload<N>, everyMs: number): Promise<void> {
    clearInterval(this.timers.get(name));
    this.timers.delete(name);
    if (everyMs <= 0) return;
    const tick = () => {
      if (this.busy.has(name)) return;
      this.busy.add(name);
      const job = this.registry
        .handle(name, payload)
        .catch((error: Error) => this.logger.error(`scheduled job ${name} failed: ${error.message}`))
        .finally(() => {
          this.busy.delete(name);
          this.running.delete(job);
        });
      this.running.add(job);
    };
    setImmediate(tick);
    this.timers.set(name, setInterval(tick, everyMs).unref());
  }

  async ping(): Promise<void> {}

  /** Graceful shutdown: let in-flight jobs finish. */
  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private async attempt<N extends JobName>(name: N, payload: JobPayload<N>, failures: number): Promise<void> {
    try {
      await this.registry.handle(name, payload);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[failures];
      this.logger.error(`job ${name} failed (attempt ${failures + 1}): ${(error as Error).message}`);
      if (delay === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      await this.attempt(name, payload, failures + 1);
    }
  }
}
