import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transform, pipeline } from 'node:stream';
import { JobHandlerRegistry } from '../../core/queue/job-handler-registry';
import { JobHandler, JobPayload, JobResult } from '../../core/queue/job-types';
import { ObjectStorage } from '../../core/storage/object-storage';
import { ArchiveExportService } from './archive-export.service';
import { ArchiveExportJobs, ExportJobRecord, exportArchiveKey } from './archive-export-jobs.service';

declare module '../../core/queue/job-types' {
  interface JobTypes {
    /** An export built into exports/<jobId>.zip, its progress in the job's record (ArchiveExportJobs). */
    'archive.export': { payload: { jobId: string }; result: { status: 'done' | 'failed' | 'gone'; bytes: number } };
  }
}

/** Progress is written about every 1 % of the files (and at the end), not after each of 100,000 photos. */
const PROGRESS_STEPS = 100;

/**
 * Builds an export on the worker (inline on the embedded default): the same zip as GET /api/export,
 * streamed into object storage through putStream, with the files copied and the bytes written recorded
 * as it goes. A failure is recorded (status 'failed') rather than retried: the same export would fail the
 * same way, and the user can start another.
 */
@Injectable()
export class ArchiveExportJob implements JobHandler<'archive.export'>, OnModuleInit {
  readonly jobName = 'archive.export' as const;
  private readonly logger = new Logger(ArchiveExportJob.name);

  constructor(
    private readonly exports: ArchiveExportService,
    private readonly jobs: ArchiveExportJobs,
    private readonly storage: ObjectStorage,
    private readonly registry: JobHandlerRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle({ jobId }: JobPayload<'archive.export'>): Promise<JobResult<'archive.export'>> {
    const found = await this.jobs.load(jobId);
    if (!found) return { status: 'gone', bytes: 0 };
    if (found.status === 'done') return { status: 'done', bytes: found.bytes };
    const record: ExportJobRecord = { ...found, status: 'running', filesDone: 0, bytes: 0 };
    const key = exportArchiveKey(jobId);
    let written = Promise.resolve();
    const progress = () => {
      const snapshot = { ...record };
      written = written
        .then(() => this.jobs.save(snapshot))
        .catch((error: Error) => {
          this.logger.warn({ msg: 'export progress not recorded', jobId, error: error.message });
        });
    };
    try {
      let step = 1;
      const archive = await this.exports.export(record.userId, record.homeId ?? undefined, {
        onFileCopied: () => {
          record.filesDone += 1;
          if (record.filesDone % step === 0) progress();
        },
      });
      record.filesTotal = archive.counts.files;
      record.fileName = archive.fileName;
      step = Math.max(1, Math.ceil(record.filesTotal / PROGRESS_STEPS));
      progress();
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          record.bytes += chunk.length;
          done(null, chunk);
        },
      });
      pipeline(archive.stream, counter, () => undefined);
      record.bytes = await this.storage.putStream(key, counter, 'application/zip');
      await written;
      await this.jobs.save({ ...record, status: 'done', filesDone: record.filesTotal, finishedAt: this.jobs.now() });
      this.logger.log({ msg: 'export built', jobId, files: record.filesTotal, bytes: record.bytes });
      return { status: 'done', bytes: record.bytes };
    } catch (error) {
      await written;
      await this.storage.delete(key).catch(() => undefined);
      await this.jobs.save({ ...record, status: 'failed', finishedAt: this.jobs.now() });
      this.logger.error({ msg: 'export failed', jobId, error: (error as Error).message });
      return { status: 'failed', bytes: record.bytes };
    }
  }
}
