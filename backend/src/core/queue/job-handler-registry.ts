import { Injectable, Optional } from '@nestjs/common';
import { CounterMetric, HistogramMetric, MetricsRegistry, secondsSince } from '../metrics/metrics-registry';
import { JobHandler, JobName, JobPayload, JobResult } from './job-types';

/** Processors register here (in their module's onModuleInit); both queue drivers dispatch through it. */
@Injectable()
export class JobHandlerRegistry {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  /** Jobs of each name running in this process now (the System tab's "active" on the embedded default). */
  private readonly running = new Map<JobName, number>();
  /** Runs of each name that failed in this process since it started. */
  private readonly failures = new Map<JobName, number>();
  private readonly jobs: CounterMetric;
  private readonly durations: HistogramMetric;

  constructor(@Optional() metrics?: MetricsRegistry) {
    const registry = metrics ?? new MetricsRegistry(null);
    this.jobs = registry.counter({
      name: 'jobs_total',
      help: 'Jobs run by this process, by queue and outcome (completed or failed; a retried job counts each run)',
      labelNames: ['queue', 'outcome'],
    });
    this.durations = registry.histogram({
      name: 'job_duration_seconds',
      help: 'How long the jobs run by this process took, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    });
  }

  register<N extends JobName>(handler: JobHandler<N>): void {
    if (this.handlers.has(handler.jobName)) throw new Error(`Two handlers for job ${handler.jobName}`);
    this.handlers.set(handler.jobName, handler as unknown as JobHandler<JobName>);
  }

  async handle<N extends JobName>(name: N, payload: JobPayload<N>): Promise<JobResult<N>> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    const started = process.hrtime.bigint();
    this.running.set(name, (this.running.get(name) ?? 0) + 1);
    let outcome = 'failed';
    try {
      const result = (await handler.handle(payload)) as JobResult<N>;
      outcome = 'completed';
      return result;
    } finally {
      this.running.set(name, (this.running.get(name) ?? 1) - 1);
      if (outcome === 'failed') this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
      this.jobs.inc({ queue: name, outcome });
      this.durations.observe({ queue: name, outcome }, secondsSince(started));
    }
  }

  /** Jobs of this name running in this process now. */
  runningCount(name: JobName): number {
    return this.running.get(name) ?? 0;
  }

  /** Runs of this name that failed in this process since it started. */
  failedCount(name: JobName): number {
    return this.failures.get(name) ?? 0;
  }

  /** The job names with a handler: every queue there is (each module registers its own in onModuleInit). */
  names(): JobName[] {
    return [...this.handlers.keys()];
  }

  /** Enqueuing a job nobody handles is a programming error: refused at once, not left in a queue. */
  assertHandled(name: JobName): void {
    if (!this.handlers.has(name)) throw new Error(`No handler registered for job ${name}`);
  }
}
