import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { RecallSyncState } from '../entities/recall-sync-state.entity';
import { recallModelKeys } from '../matching/recall-matcher';
import { normaliseRecallText } from '../matching/model-text';
import type { RecallSource } from '../recall-match';
import { RecallSyncEvents } from '../recall-sync-events';
import { RecallFeedError, RecallFeedRecord } from '../sources/recall-feed';
import { RecallFeeds } from '../sources/recall-feeds';
import { RecallClock } from './recall-clock';

export type RecallSyncOutcome =
  | { source: RecallSource; result: 'ok'; fetched: number; inserted: number; updated: number; skipped: number }
  | { source: RecallSource; result: 'failed'; code: string; message: string }
  | { source: RecallSource; result: 'not-due' };

/** Rows per INSERT statement (21 parameters each, well under Postgres' 65535). */
const ROWS_PER_STATEMENT = 200;
const COLUMNS = [
  'source',
  'source_id',
  'recall_number',
  'title',
  'description',
  'hazard',
  'remedy',
  'consumer_contact',
  'url',
  'recall_date',
  'published_at',
  'products',
  'manufacturers',
  'importers',
  'distributors',
  'image_captions',
  'search_text',
  'model_tokens',
  'content_hash',
  'raw',
] as const;
const CASTS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  recall_date: 'date',
  published_at: 'timestamptz',
  products: 'jsonb',
  manufacturers: 'text[]',
  importers: 'text[]',
  distributors: 'text[]',
  image_captions: 'text[]',
  model_tokens: 'text[]',
  raw: 'jsonb',
};

/**
 * The recall sync (docs/recalls.md, "Sync"): per enabled source, when due, read the feed from its cursor
 * within RECALL_FEED_TIMEOUT_SECONDS, then upsert everything it gave and the source's state in ONE
 * transaction (a failure writes nothing of the run); then tell RecallSyncEvents which recalls are new or
 * changed. A feed that fails, times out or answers garbage is recorded as failed and tried again after a
 * backoff (RECALL_RETRY_SECONDS, doubling per failure in a row, at most the interval). Never throws for a
 * feed: the app stays healthy whatever the sources do.
 */
@Injectable()
export class RecallSyncService {
  private readonly logger = new Logger('RecallSync');
  /** One run per source at a time in this process (a "Sync now" during a scheduled run waits for it). */
  private readonly running = new Map<RecallSource, Promise<RecallSyncOutcome>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly feeds: RecallFeeds,
    private readonly events: RecallSyncEvents,
    private readonly clock: RecallClock,
    private readonly config: AppConfig,
  ) {}

  /** Every enabled source that is due (all of them with `force`), one after the other. */
  async syncDue(options: { force?: boolean } = {}): Promise<RecallSyncOutcome[]> {
    const outcomes: RecallSyncOutcome[] = [];
    for (const source of this.feeds.enabled) {
      const state = await this.dataSource.getRepository(RecallSyncState).findOneBy({ source });
      const now = this.clock.now();
      if (!options.force && state?.nextAttemptAt && state.nextAttemptAt > now) {
        outcomes.push({ source, result: 'not-due' });
        continue;
      }
      outcomes.push(await this.sync(source));
    }
    return outcomes;
  }

  /** One source's run, now. */
  sync(source: RecallSource): Promise<RecallSyncOutcome> {
    const ongoing = this.running.get(source);
    if (ongoing) return ongoing;
    const run = this.run(source).finally(() => this.running.delete(source));
    this.running.set(source, run);
    return run;
  }

  private async run(source: RecallSource): Promise<RecallSyncOutcome> {
    const startedAt = this.clock.now();
    const started = performance.now();
    const previous = await this.dataSource.getRepository(RecallSyncState).findOneBy({ source });
    try {
      const batch = await this.feeds.feed(source).read(previous?.cursor ?? null, {
        signal: AbortSignal.timeout(this.config.recallFeedTimeoutMs),
        now: startedAt,
      });
      const { newIds, changedIds } = await this.dataSource.transaction(async (manager) => {
        const written = await this.upsert(manager, source, batch.records);
        await manager.getRepository(RecallSyncState).save({
          source,
          lastAttemptAt: startedAt,
          lastSuccessAt: startedAt,
          result: 'ok',
          errorCode: null,
          errorMessage: null,
          consecutiveFailures: 0,
          nextAttemptAt: this.after(startedAt, this.config.recallSyncIntervalSeconds),
          cursor: batch.cursor,
          fetchedCount: batch.records.length,
          insertedCount: written.newIds.length,
          updatedCount: written.changedIds.length,
          durationMs: Math.round(performance.now() - started),
        });
        return written;
      });
      this.logger.log(
        `${source}: ${batch.records.length} recalls read, ${newIds.length} new, ${changedIds.length} changed`,
      );
      if (newIds.length || changedIds.length) {
        await this.events.emit({ name: 'recalls.synced', source, newRecallIds: newIds, changedRecallIds: changedIds });
      }
      return {
        source,
        result: 'ok',
        fetched: batch.records.length,
        inserted: newIds.length,
        updated: changedIds.length,
        skipped: batch.skipped,
      };
    } catch (error) {
      const code = error instanceof RecallFeedError ? error.code : 'recalls.store-failed';
      const message = (error as Error).message.slice(0, 500);
      const failures = (previous?.consecutiveFailures ?? 0) + 1;
      const backoff = Math.min(
        this.config.recallRetrySeconds * 2 ** Math.min(failures - 1, 20),
        this.config.recallSyncIntervalSeconds || Number.MAX_SAFE_INTEGER,
      );
      this.logger.warn(`${source}: sync failed (${code}): ${message}; next try in ${backoff} s`);
      await this.dataSource.getRepository(RecallSyncState).save({
        source,
        lastAttemptAt: startedAt,
        lastSuccessAt: previous?.lastSuccessAt ?? null,
        result: 'failed',
        errorCode: code,
        errorMessage: message,
        consecutiveFailures: failures,
        nextAttemptAt: this.after(startedAt, backoff),
        cursor: previous?.cursor ?? null,
        fetchedCount: previous?.fetchedCount ?? 0,
        insertedCount: previous?.insertedCount ?? 0,
        updatedCount: previous?.updatedCount ?? 0,
        durationMs: Math.round(performance.now() - started),
      });
      return { source, result: 'failed', code, message };
    }
  }

  private after(from: Date, seconds: number): Date {
    return new Date(from.getTime() + seconds * 1000);
  }

  /**
   * Inserts new recalls and rewrites those whose content changed (an unchanged one is not touched: the
   * WHERE of ON CONFLICT); answers the ids of each.
   */
  private async upsert(
    manager: EntityManager,
    source: RecallSource,
    records: RecallFeedRecord[],
  ): Promise<{ newIds: number[]; changedIds: number[] }> {
    const newIds: number[] = [];
    const changedIds: number[] = [];
    for (let at = 0; at < records.length; at += ROWS_PER_STATEMENT) {
      const rows = records.slice(at, at + ROWS_PER_STATEMENT).map((record) => mirrorRow(source, record));
      const parameters: unknown[] = [];
      const values = rows.map(
        (row) =>
          `(${COLUMNS.map((column) => {
            parameters.push(row[column]);
            const cast = CASTS[column];
            return cast ? `$${parameters.length}::${cast}` : `$${parameters.length}`;
          }).join(', ')})`,
      );
      const updates = COLUMNS.filter((column) => column !== 'source' && column !== 'source_id')
        .map((column) => `${column} = EXCLUDED.${column}`)
        .join(', ');
      const written: Array<{ id: number; inserted: boolean }> = await manager.query(
        `INSERT INTO recalls (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}
         ON CONFLICT (source, source_id) DO UPDATE SET ${updates}, updated_at = now()
           WHERE recalls.content_hash <> EXCLUDED.content_hash
         RETURNING id, (xmax = 0) AS inserted`,
        parameters,
      );
      for (const row of written) (row.inserted ? newIds : changedIds).push(Number(row.id));
    }
    return { newIds, changedIds };
  }
}

/** A feed record as the mirror's row: normalised search text, model keys and a content hash added. */
function mirrorRow(source: RecallSource, record: RecallFeedRecord): Record<(typeof COLUMNS)[number], unknown> {
  const searchText = normaliseRecallText(
    [
      record.title,
      record.description,
      ...record.products.flatMap((product) => [product.name, product.model, product.description]),
      ...record.imageCaptions,
      ...record.manufacturers,
      ...record.importers,
      ...record.distributors,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const modelTokens = recallModelKeys({ id: 0, ...record });
  const { raw, publishedAt, ...content } = record;
  const contentHash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  return {
    source,
    source_id: record.sourceId,
    recall_number: record.recallNumber,
    title: record.title,
    description: record.description,
    hazard: record.hazard,
    remedy: record.remedy,
    consumer_contact: record.consumerContact,
    url: record.url,
    recall_date: record.recallDate,
    published_at: publishedAt,
    products: JSON.stringify(record.products),
    manufacturers: record.manufacturers,
    importers: record.importers,
    distributors: record.distributors,
    image_captions: record.imageCaptions,
    search_text: searchText,
    model_tokens: modelTokens,
    content_hash: contentHash,
    raw: JSON.stringify(raw),
  };
}
