import type { MailMessage } from '../mail/mail-sender';

/**
 * Every background job: its name (also its BullMQ queue), payload and result. The platform declares
 * its own ('mail.send'); each module adds its jobs to this interface where it registers their handler
 * (`declare module '.../core/queue/job-types' { interface JobTypes { ... } }`), so the platform never
 * imports a module. The queues are the names with a registered handler (JobHandlerRegistry).
 */
export interface JobTypes {
  'mail.send': { payload: MailMessage; result: void };
}

export type JobName = keyof JobTypes;
export type JobPayload<N extends JobName> = JobTypes[N]['payload'];
export type JobResult<N extends JobName> = JobTypes[N]['result'];

export interface JobHandler<N extends JobName> {
  readonly jobName: N;
  handle(payload: JobPayload<N>): Promise<JobResult<N>>;
}
