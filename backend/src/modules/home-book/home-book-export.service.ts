import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { JobQueue } from '../../core/queue/job-queue';
import { ObjectStorage } from '../../core/storage/object-storage';

/** What a failed rendering answers (spec §8 'Export Failed' description). */
export const PDF_FAILED = 'Failed to generate PDF. Please try again.';

/** A 100-equipment home with photos renders in about a second; this only bounds a stuck worker. */
const RENDER_TIMEOUT_MS = 60_000;

export interface ExportedHomeBook {
  pdf: Buffer;
  pages: number;
}

/**
 * The one way a home book leaves the server, for the admin's export and the owner's download alike:
 * the 'home-book.render' job (on the worker, or inline in the embedded setup) renders it into a
 * temporary `exports/<uuid>.pdf` object, read back here and deleted before the caller answers.
 * Callers check who may read the home first; this renders any home by id.
 */
@Injectable()
export class HomeBookExportService {
  private readonly logger = new Logger(HomeBookExportService.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly storage: ObjectStorage,
  ) {}

  async render(homeId: number): Promise<ExportedHomeBook> {
    const storageKey = `exports/${randomUUID()}.pdf`;
    try {
      const { pages } = await this.queue.run('home-book.render', { homeId, storageKey }, RENDER_TIMEOUT_MS);
      const stored = await this.storage.get(storageKey);
      if (!stored) throw new Error('the rendered PDF is missing from storage');
      return { pdf: await buffer(stored.stream), pages };
    } finally {
      await this.storage.delete(storageKey).catch((error: Error) => {
        this.logger.error({ msg: 'temporary PDF not deleted', key: storageKey, error: error.message });
      });
    }
  }
}
