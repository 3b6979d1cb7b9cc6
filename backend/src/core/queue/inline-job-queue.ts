import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobHandlerRegistry } from './job-handler-registry';
import { JobQueue, JobTimeoutError, QueueDepth, QueueFullError, RunOptions } from './job-queue';
import { JobName, JobPayload, JobResult } from './job-types';

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

export interface InlineQueueLimits {
  /** Jobs of run() executing at once (label analysis is CPU-bound: about one per core). */
  concurrency: number;
  /** Jobs one owner may have waiting or running; beyond → QueueFullError. */
  maxPerOwner: number;
  /** Jobs waiting in total; beyond → QueueFullError. */
  maxWaiting: number;
}

const DEFAULT_LIMITS: InlineQueueLimits = { concurrency: 2, maxPerOwner: 4, maxWaiting: 32 };

interface WaitingJob {
  name: JobName;
  owner: string;
  start: () => void;
}

/**
 * The embedded driver: same processors, run in this process; enqueued jobs retry with back-off.
 *
 * run() (a caller waits for the result) goes through a bounded, fair backlog: at most `concurrency`
 * at once, each owner's jobs capped and owners served in turn, the whole backlog capped; a job whose
 * caller stopped waiting (timeout or abort) before it started is dropped, never run for nobody.
 */
export class InlineJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly runsJobsInThisProcess = true;
  private readonly logger = new Logger('Jobs');
  private readonly running = new Set<Promise<unknown>>();
  private readonly limits: InlineQueueLimits;
  /** Waiting run() jobs by owner; Map order is the turn order. */
  private readonly waiting = new Map<string, WaitingJob[]>();
  private readonly perOwner = new Map<string, number>();
  /** When each owner with jobs last had one started (a sequence number): the longest unserved goes next. */
  private readonly lastStarted = new Map<string, number>();
  private startSequence = 0;
  private waitingCount = 0;
  private active = 0;
  private readonly timers = new Map<JobName, NodeJS.Timeout>();
  /** A scheduled job still running when its next turn comes is not started twice. */
  private readonly busy = new Set<JobName>();

  constructor(
    private readonly registry: JobHandlerRegistry,
    limits: Partial<InlineQueueLimits> = {},
  ) {
    super();
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void> {
    const job = this.attempt(name, payload, 0).finally(() => this.running.delete(job));
    this.running.add(job);
  }

  /** Nothing is stored in this driver, so RunOptions.keepNothing holds by construction. */
  run<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    timeoutMs: number,
    options: RunOptions = {},
  ): Promise<JobResult<N>> {
    const owner = String(options.owner ?? '');
    if ((this.perOwner.get(owner) ?? 0) >= this.limits.maxPerOwner) {
      return Promise.reject(new QueueFullError(`Too many ${name} jobs for one caller`));
    }
    if (this.active >= this.limits.concurrency && this.waitingCount >= this.limits.maxWaiting) {
      return Promise.reject(new QueueFullError(`The ${name} backlog is full`));
    }
    this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
    return new Promise<JobResult<N>>((resolve, reject) => {
      let settled = false;
      let started = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const waitingJob: WaitingJob = {
        name,
        owner,
        start: () => {
          started = true;
          this.active++;
          this.lastStarted.set(owner, ++this.startSequence);
          const work = this.registry.handle(name, payload).then(
            (result) => finish(() => resolve(result)),
            (error: unknown) => finish(() => reject(error)),
          );
          const tracked = work.finally(() => {
            this.active--;
            this.release(owner);
            this.running.delete(tracked);
            this.startNext();
          });
          this.running.add(tracked);
        },
      };
      const abandon = (reason: string) => {
        // A job that has started runs to its end (its slot stays taken); one still waiting is dropped.
        if (!started && this.removeWaiting(waitingJob)) this.release(owner);
        finish(() => reject(new JobTimeoutError(`Job ${name} ${reason}`)));
      };
      const onAbort = () => abandon('was abandoned by its caller');
      const timer = setTimeout(() => abandon(`timed out after ${timeoutMs} ms`), timeoutMs);
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.addWaiting(waitingJob);
      this.startNext();
    });
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

  async scheduleCron<N extends JobName>(name: N, payload: JobPayload<N>, pattern: string | null): Promise<void> {
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
    if (!pattern) return;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when a cron job is scheduled
    const { CronExpressionParser } = require('cron-parser') as typeof import('cron-parser');
    const arm = () => {
      const next = CronExpressionParser.parse(pattern, { tz: 'UTC', currentDate: new Date() }).next().getTime();
      // setTimeout holds at most ~24.8 days: a longer wait is re-armed on the way.
      const wait = Math.min(next - Date.now(), 2 ** 31 - 1);
      const timer = setTimeout(
        () => {
          if (Date.now() + 1_000 >= next && !this.busy.has(name)) {
            this.busy.add(name);
            const job = this.registry
              .handle(name, payload)
              .catch((error: Error) => this.logger.error(`scheduled job ${name} failed: ${error.message}`))
              .finally(() => {
                this.busy.delete(name);
                this.running.delete(job);
              });
            this.running.add(job);
          }
          arm();
        },
        Math.max(wait, 0),
      );
      timer.unref();
      this.timers.set(name, timer);
    };
    arm();
  }

  async ping(): Promise<void> {}

  async depths(): Promise<QueueDepth[]> {
    const waiting = new Map<JobName, number>();
    for (const jobs of this.waiting.values()) {
      for (const job of jobs) waiting.set(job.name, (waiting.get(job.name) ?? 0) + 1);
    }
    return this.registry.names().map((queue) => ({
      queue,
      waiting: waiting.get(queue) ?? 0,
      active: this.registry.runningCount(queue),
      failed: this.registry.failedCount(queue),
    }));
  }

  /** Graceful shutdown: let in-flight jobs finish. */
  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private addWaiting(job: WaitingJob): void {
    const list = this.waiting.get(job.owner);
    if (list) list.push(job);
    else this.waiting.set(job.owner, [job]);
    this.waitingCount++;
  }

  private removeWaiting(job: WaitingJob): boolean {
    const list = this.waiting.get(job.owner);
    const index = list?.indexOf(job) ?? -1;
    if (!list || index < 0) return false;
    list.splice(index, 1);
    if (!list.length) this.waiting.delete(job.owner);
    this.waitingCount--;
    return true;
  }

  /**
   * Starts waiting jobs while slots are free, taking owners in turn: next is the waiting owner whose
   * last job started longest ago (a newcomer first), so a burst from one owner cannot starve another.
   */
  private startNext(): void {
    while (this.active < this.limits.concurrency && this.waitingCount > 0) {
      let owner = '';
      let list: WaitingJob[] = [];
      let oldest = Infinity;
      for (const [candidate, jobs] of this.waiting) {
        const last = this.lastStarted.get(candidate) ?? 0;
        if (last < oldest) [owner, list, oldest] = [candidate, jobs, last];
      }
      const job = list.shift()!;
      this.waiting.delete(owner);
      if (list.length) this.waiting.set(owner, list); // back of the line
      this.waitingCount--;
      job.start();
    }
  }

  private release(owner: string): void {
    const count = (this.perOwner.get(owner) ?? 1) - 1;
    if (count > 0) this.perOwner.set(owner, count);
    else {
      this.perOwner.delete(owner);
      this.lastStarted.delete(owner);
    }
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
