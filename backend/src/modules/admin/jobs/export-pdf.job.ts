import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../../../core/queue/job-handler-registry';
import { JobHandler, JobPayload, JobResult } from '../../../core/queue/job-types';
import { ObjectStorage } from '../../../core/storage/object-storage';
import { HomeBookService } from '../home-book/home-book.service';

/**
 * Renders a home book on the worker (CPU-heavy: photo re-encoding and layout stay off the API
 * process) and leaves it in object storage under the key the API chose; the API sends and deletes it.
 */
@Injectable()
export class ExportPdfJob implements JobHandler<'admin.export-pdf'>, OnModuleInit {
  readonly jobName = 'admin.export-pdf' as const;
  private readonly logger = new Logger(ExportPdfJob.name);

  constructor(
    private readonly homeBook: HomeBookService,
    private readonly storage: ObjectStorage,
    private readonly registry: JobHandlerRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle({ homeId, storageKey }: JobPayload<'admin.export-pdf'>): Promise<JobResult<'admin.export-pdf'>> {
    const { pdf, pages, timings } = await this.homeBook.render(homeId);
    await this.storage.put(storageKey, pdf, 'application/pdf');
    this.logger.log({ msg: 'home book rendered', homeId, bytes: pdf.length, pages, ...timings });
    return { bytes: pdf.length, pages };
  }
}
