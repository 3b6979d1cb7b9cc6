import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../../core/queue/job-handler-registry';
import { JobHandler, JobPayload, JobResult } from '../../core/queue/job-types';
import { ObjectStorage } from '../../core/storage/object-storage';
import { HomeBookService } from './home-book.service';

/**
 * Renders a home book (admin export and owner download) on the worker (CPU-heavy: photo re-encoding and layout stay off the API
 * process) and leaves it in object storage under the key the API chose; the API sends and deletes it.
 */
@Injectable()
export class RenderHomeBookJob implements JobHandler<'home-book.render'>, OnModuleInit {
  readonly jobName = 'home-book.render' as const;
  private readonly logger = new Logger(RenderHomeBookJob.name);

  constructor(
    private readonly homeBook: HomeBookService,
    private readonly storage: ObjectStorage,
    private readonly registry: JobHandlerRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle({ homeId, storageKey }: JobPayload<'home-book.render'>): Promise<JobResult<'home-book.render'>> {
    const { pdf, pages, timings } = await this.homeBook.render(homeId);
    await this.storage.put(storageKey, pdf, 'application/pdf');
    this.logger.log({ msg: 'home book rendered', homeId, bytes: pdf.length, pages, ...timings });
    return { bytes: pdf.length, pages };
  }
}
