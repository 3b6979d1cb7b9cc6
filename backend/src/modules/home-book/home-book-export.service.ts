import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { AppConfig } from '../../core/config/app-config';
import { TooManyRequestsException } from '../../core/http/rate-limiter';
import { KeyValueStore } from '../../core/kv/key-value-store';
import { JobQueue, QueueFullError } from '../../core/queue/job-queue';
import { ObjectStorage } from '../../core/storage/object-storage';
import { ABANDONED_MARK_MS, abandonedExportKey } from './abandoned-export';

/** What a failed rendering answers (spec §8 'Export Failed' description). */
export const PDF_FAILED = 'Failed to generate PDF. Please try again.';

export interface ExportedHomeBook {
  pdf: Buffer;
  pages: number;
}

/**
 * The one way a home book leaves the server, for the admin's export and the owner's download alike:
 * the 'home-book.render' job (on the worker, or inline in the embedded setup) renders it into a
 * temporary `exports/<uuid>.pdf` object, read back here and deleted before the caller answers.
 * Callers check who may read the home first; this renders any home by id. `requester` is whose
 * backlog the job counts against in the embedded queue (429 beyond it).
 */
@Injectable()
export class HomeBookExportService {
  private readonly logger = new Logger(HomeBookExportService.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly storage: ObjectStorage,
    private readonly kv: KeyValueStore,
    private readonly config: AppConfig,
  ) {}

  async render(homeId: number, requester: number): Promise<ExportedHomeBook> {
    const storageKey = `exports/${randomUUID()}.pdf`;
    // HOME_BOOK_WAIT_SECONDS: a 100-equipment home with photos renders in about a second; the wait only
    // bounds a stuck or killed worker.
    try {
      const { pages } = await this.queue.run('home-book.render', { homeId, storageKey }, this.config.homeBookWaitMs, {
        owner: requester,
      });
      const stored = await this.storage.get(storageKey);
      if (!stored) throw new Error('the rendered PDF is missing from storage');
      return { pdf: await buffer(stored.stream), pages };
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new TooManyRequestsException('Too many exports at once. Please try again in a minute.', 30);
      }
      throw error;
    } finally {
      // Mark first, then delete: a job that writes after this delete sees the mark and deletes its own file.
      await this.kv.set(abandonedExportKey(storageKey), '1', ABANDONED_MARK_MS).catch((error: Error) => {
        this.logger.error({ msg: 'abandoned-export mark not written', key: storageKey, error: error.message });
      });
      await this.storage.delete(storageKey).catch((error: Error) => {
        this.logger.error({ msg: 'temporary PDF not deleted', key: storageKey, error: error.message });
      });
    }
  }
}
