import { Injectable } from '@nestjs/common';
import { JobHandler, JobName, JobPayload, JobResult } from './job-types';

/** Processors register here (in their module's onModuleInit); both queue drivers dispatch through it. */
@Injectable()
export class JobHandlerRegistry {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<N extends JobName>(handler: JobHandler<N>): void {
    if (this.handlers.has(handler.jobName)) throw new Error(`Two handlers for job ${handler.jobName}`);
    this.handlers.set(handler.jobName, handler as unknown as JobHandler<JobName>);
  }

  async handle<N extends JobName>(name: N, payload: JobPayload<N>): Promise<JobResult<N>> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${name}`);
    return (await handler.handle(payload)) as JobResult<N>;
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
