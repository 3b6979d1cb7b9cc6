import { JobName, JobPayload, JobResult } from './job-types';

/** Background work: BullMQ over Redis when REDIS_URL is set, otherwise run in this process. */
export abstract class JobQueue {
  /** Fire and forget (retried by the driver on failure). */
  abstract enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Enqueue and wait for the result, failing after timeoutMs. */
  abstract run<N extends JobName>(name: N, payload: JobPayload<N>, timeoutMs: number): Promise<JobResult<N>>;
  abstract ping(): Promise<void>;
}
