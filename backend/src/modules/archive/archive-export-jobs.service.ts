import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HomeAccessPolicy } from '../../core/access/home-access-policy';
import { AppConfig } from '../../core/config/app-config';
import { KeyValueStore } from '../../core/kv/key-value-store';
import { JobQueue } from '../../core/queue/job-queue';
import { ObjectStorage } from '../../core/storage/object-storage';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import { HomesPortability } from '../homes/homes-portability.service';
import { ArchiveClock } from './archive-clock';
import type { ExportJobStatus } from './export-job.view';

/** One worker-built export, kept in the key-value store (shared by the API and the worker). */
export interface ExportJobRecord {
  id: string;
  userId: number;
  homeId: number | null;
  status: ExportJobStatus;
  filesDone: number;
  filesTotal: number;
  /** Bytes of the zip written so far (all of it once done). */
  bytes: number;
  /** The name the download is offered under (HomeBook_export_<date>.zip), known once the job starts. */
  fileName: string | null;
  createdAt: number;
  /** When the job ended (done or failed): the retention counts from here. */
  finishedAt: number | null;
}

export interface ExportJobDownload {
  stream: Readable;
  size: number;
  fileName: string;
}

export const EXPORT_JOB_NOT_FOUND = 'Export not found';
export const EXPORT_NOT_READY = 'The export is not ready yet';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ARCHIVE_KEY = /^exports\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.zip$/;
/** The record outlives its archive by a day, so the sweep still knows when the archive ended. */
const RECORD_GRACE_MS = 24 * 3_600_000;

/** Where a worker-built export's zip is stored. */
export function exportArchiveKey(jobId: string): string {
  return `exports/${jobId}.zip`;
}

const recordKey = (jobId: string) => `archive-export:${jobId}`;
const activeKey = (userId: number) => `archive-export-active:${userId}`;

/**
 * Exports built by the 'archive.export' job (docs/export-format.md, "Large exports"): started here, their
 * state read and written here (by the API and the job alike), downloaded by their owner only, and swept
 * EXPORT_RETENTION_HOURS after they ended.
 */
@Injectable()
export class ArchiveExportJobs {
  private readonly logger = new Logger(ArchiveExportJobs.name);

  constructor(
    private readonly kv: KeyValueStore,
    private readonly storage: ObjectStorage,
    private readonly queue: JobQueue,
    private readonly clock: ArchiveClock,
    private readonly config: AppConfig,
    private readonly homes: HomesPortability,
    private readonly access: HomeAccessPolicy,
  ) {}

  /**
   * Queues an export of everything the user owns, or of one of their homes (404 when it is not theirs). While
   * one of the user's exports is queued or running, asking again answers that one: a double click (or a
   * script) cannot fill storage with copies.
   */
  async start(userId: number, homeId?: number): Promise<ExportJobRecord> {
    // An archive is its owner's data: a member of the home gets 403 HOME_OWNER_ONLY, a stranger 404.
    if (homeId !== undefined) await this.access.home(userId, homeId, 'own');
    if (homeId !== undefined && !(await this.homes.homes(userId, homeId)).length) {
      throw new NotFoundException(HOME_NOT_FOUND);
    }
    const activeId = await this.kv.get(activeKey(userId));
    const active = activeId ? await this.load(activeId) : null;
    if (active && (active.status === 'queued' || active.status === 'running')) {
      if (active.createdAt + this.config.exportRetentionMs > this.clock.now()) return active;
    }
    // Every new export also clears the expired ones (besides the hourly 'archive.sweep-exports').
    await this.sweep().catch((error: Error) => this.logger.error({ msg: 'export sweep failed', error: error.message }));
    const record: ExportJobRecord = {
      id: randomUUID(),
      userId,
      homeId: homeId ?? null,
      status: 'queued',
      filesDone: 0,
      filesTotal: 0,
      bytes: 0,
      fileName: null,
      createdAt: this.clock.now(),
      finishedAt: null,
    };
    await this.save(record);
    await this.kv.set(activeKey(userId), record.id, this.config.exportRetentionMs);
    await this.queue.enqueue('archive.export', { jobId: record.id });
    return record;
  }

  /** The caller's export: 404 for an unknown id, someone else's, or one past its retention. */
  async find(userId: number, jobId: string): Promise<ExportJobRecord> {
    const record = UUID.test(jobId) ? await this.load(jobId) : null;
    if (!record || record.userId !== userId || this.expired(record, this.clock.now())) {
      throw new NotFoundException({ message: EXPORT_JOB_NOT_FOUND, code: 'EXPORT_NOT_FOUND' });
    }
    return record;
  }

  /** The finished zip (409 while it is being built or when it failed). */
  async download(userId: number, jobId: string): Promise<ExportJobDownload> {
    const record = await this.find(userId, jobId);
    if (record.status !== 'done') {
      throw new ConflictException({ message: EXPORT_NOT_READY, code: 'EXPORT_NOT_READY' });
    }
    const stored = await this.storage.get(exportArchiveKey(jobId));
    if (!stored) throw new NotFoundException({ message: EXPORT_JOB_NOT_FOUND, code: 'EXPORT_NOT_FOUND' });
    return { stream: stored.stream, size: stored.size, fileName: record.fileName ?? `HomeBook_export_${jobId}.zip` };
  }

  /**
   * Deletes every stored export archive whose job ended EXPORT_RETENTION_HOURS ago or more, or whose record
   * is gone (expired, or lost with the memory of an embedded server that restarted). Archives still being
   * written are not listed yet (a disk temp file, an S3 multipart upload). Answers how many were deleted.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    let deleted = 0;
    for (const key of await this.storage.list('exports/')) {
      const match = ARCHIVE_KEY.exec(key);
      if (!match) continue; // not an export archive (e.g. a home book PDF on its way out)
      const record = await this.load(match[1]);
      if (record && !this.expired(record, now)) continue;
      await this.storage.delete(key);
      if (record) await this.kv.delete(recordKey(record.id));
      deleted += 1;
    }
    if (deleted) this.logger.log({ msg: 'expired exports deleted', deleted });
    return deleted;
  }

  async load(jobId: string): Promise<ExportJobRecord | null> {
    const value = await this.kv.get(recordKey(jobId));
    return value ? (JSON.parse(value) as ExportJobRecord) : null;
  }

  async save(record: ExportJobRecord): Promise<void> {
    await this.kv.set(recordKey(record.id), JSON.stringify(record), this.config.exportRetentionMs + RECORD_GRACE_MS);
  }

  now(): number {
    return this.clock.now();
  }

  private expired(record: ExportJobRecord, now: number): boolean {
    return record.finishedAt !== null && record.finishedAt + this.config.exportRetentionMs <= now;
  }
}
