import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { KeyValueStore } from '../../core/kv/key-value-store';
import { JobHandlerRegistry } from '../../core/queue/job-handler-registry';
import { JobHandler, JobPayload, JobResult } from '../../core/queue/job-types';
import { ObjectStorage } from '../../core/storage/object-storage';
import { abandonedExportKey } from './abandoned-export';
import { HomeBookService } from './home-book.service';

declare module '../../core/queue/job-types' {
  interface JobTypes {
    /** A home-book PDF (admin export, owner download), written to storageKey (a temporary object the API sends, then deletes). */
    'home-book.render': { payload: { homeId: number; storageKey: string }; result: { bytes: number; pages: number } };
  }
}

/**
 * Renders a home book (admin export and owner download) on the worker (CPU-heavy: photo re-encoding and
 * layout stay off the API process) and leaves it in object storage under the key the API chose; the API
 * sends and deletes it.
 */
@Injectable()
export class RenderHomeBookJob implements JobHandler<'home-book.render'>, OnModuleInit {
  readonly jobName = 'home-book.render' as const;
  private readonly logger = new Logger(RenderHomeBookJob.name);

  constructor(
    private readonly homeBook: HomeBookService,
    private readonly storage: ObjectStorage,
    private readonly registry: JobHandlerRegistry,
    private readonly kv: KeyValueStore,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle({ homeId, storageKey }: JobPayload<'home-book.render'>): Promise<JobResult<'home-book.render'>> {
    const { pdf, pages, timings } = await this.homeBook.render(homeId);
    await this.storage.put(storageKey, pdf, 'application/pdf');
    // A re-run (its first worker was killed) may finish after the API stopped waiting: then nobody will read
    // or delete this file, so the job deletes it itself.
    if (await this.kv.get(abandonedExportKey(storageKey))) {
      await this.storage.delete(storageKey);
      this.logger.warn({ msg: 'home book rendered after its caller left: deleted', homeId, key: storageKey });
      return { bytes: pdf.length, pages };
    }
    this.logger.log({ msg: 'home book rendered', homeId, bytes: pdf.length, pages, ...timings });
    return { bytes: pdf.length, pages };
  }
}
