import { JobName, JobPayload, JobResult } from './job-types';

export interface RunOptions {
  /**
   * Remove the job and its payload from the queue's store as soon as it finishes, whatever the
   * outcome (and on a timeout when it has not started): for payloads that must not be kept, such as
   * an uploaded photo.
   */
  keepNothing?: boolean;
  /**
   * Whose job this is (e.g. the user id). The embedded driver bounds each owner's backlog and takes
   * owners in turn, so one user's burst cannot starve the others; BullMQ runs jobs in order.
   */
  owner?: string | number;
  /** The caller stopped waiting (e.g. the client went away): a job that has not started is dropped. */
  signal?: AbortSignal;
}

/** The queue's backlog is full (for this owner or in total): the caller should answer 429. */
export class QueueFullError extends Error {}

/** run() gave up waiting: the job did not finish within timeoutMs. */
export class JobTimeoutError extends Error {}

/** One queue's backlog (the System tab): jobs waiting, running and failed. */
export interface QueueDepth {
  queue: JobName;
  waiting: number;
  active: number;
  failed: number;
}

/** Background work: BullMQ over Redis when REDIS_URL is set, otherwise run in this process. */
export abstract class JobQueue {
  /**
   * True when jobs run inside this process (the embedded default's inline driver), false when a
   * worker process consumes them (BullMQ). The one answer to "where do jobs run" for the modules.
   */
  abstract readonly runsJobsInThisProcess: boolean;
  /** Fire and forget (retried by the driver on failure). */
  abstract enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Enqueue and wait for the result; a JobTimeoutError after timeoutMs. */
  abstract run<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    timeoutMs: number,
    options?: RunOptions,
  ): Promise<JobResult<N>>;
  /**
   * Runs the job now and then every `everyMs` (a BullMQ job scheduler shared by every process, or an
   * in-process timer on the embedded default). everyMs 0 removes the schedule.
   */
  abstract schedule<N extends JobName>(name: N, payload: JobPayload<N>, everyMs: number): Promise<void>;
  /**
   * Runs the job at every slot of a cron pattern (UTC): a BullMQ job scheduler shared by every process
   * (one job per slot, whichever worker takes it), or an in-process timer on the embedded default. null
   * removes the schedule. Unlike schedule(), no run at start.
   */
  abstract scheduleCron<N extends JobName>(name: N, payload: JobPayload<N>, pattern: string | null): Promise<void>;
  abstract ping(): Promise<void>;
  /**
   * Each queue's depth. BullMQ: the queue's own counts (failed: kept failed jobs). Embedded: this process's
   * waiting and running jobs, and its failed runs since it started.
   */
  abstract depths(): Promise<QueueDepth[]>;
}
