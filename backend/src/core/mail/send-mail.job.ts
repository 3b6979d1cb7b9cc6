import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../queue/job-handler-registry';
import { JobHandler } from '../queue/job-types';
import { MailMessage, MailSender } from './mail-sender';

/** Mail leaves through the queue: requests never wait on SMTP, and failed sends are retried. */
@Injectable()
export class SendMailJob implements JobHandler<'mail.send'>, OnModuleInit {
  readonly jobName = 'mail.send' as const;

  constructor(
    private readonly sender: MailSender,
    private readonly registry: JobHandlerRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  handle(message: MailMessage): Promise<void> {
    return this.sender.send(message);
  }
}
