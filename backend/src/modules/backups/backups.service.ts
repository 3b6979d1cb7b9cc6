import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock';
import { AppConfig } from '../../core/config/app-config';
import { ObjectStorage } from '../../core/storage/object-storage';
import { APP_VERSION } from './app-version';
import { configuredDrivers } from './backup-drivers';
import { backupsToPrune } from './backup-retention';
import { BackupRun, BackupRunsRepository } from './backup-runs.repository';
import { BackupManifest } from './backup-manifest';
import { writeBackup } from './backup-writer';
import { toBackupView } from './backup.mapper';
import type { BackupView, BackupsView } from './backup.view';

/** Names of backups the app writes: `home-book-20261128T030000Z-1a2b3c.zip`. Nothing else is served. */
export const BACKUP_NAME = /^home-book-\d{8}T\d{6}Z-[0-9a-f]{6}\.zip$/;
const LISTED_RUNS = 50;

function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `home-book-${stamp}-${randomBytes(3).toString('hex')}.zip`;
}

/**
 * Backups into BACKUP_DIR (scheduled or "Back up now"), each recorded in the ledger, old ones pruned by
 * the retention rules, and optionally copied off the box to an S3 server.
 */
@Injectable()
export class BackupsService {
  private readonly logger = new Logger('Backups');

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly runs: BackupRunsRepository,
  ) {}

  /** A backup to a given path (the `npm run backup` of a running embedded app). */
  writeTo(output: string): Promise<BackupManifest> {
    return writeBackup(
      {
        dataSource: this.dataSource,
        storage: this.storage,
        drivers: configuredDrivers(this.config),
        appVersion: APP_VERSION,
        now: () => new Date(this.clock.now()),
      },
      output,
    );
  }

  /** Takes a backup into BACKUP_DIR and records it; a failure is recorded and logged, never thrown. */
  async run(trigger: BackupRun['trigger']): Promise<BackupView> {
    const startedAt = new Date(this.clock.now());
    const name = backupName(startedAt);
    const path = join(this.config.backupDir, name);
    let run: BackupRun;
    try {
      await mkdir(this.config.backupDir, { recursive: true });
      await this.writeTo(path);
      const { size } = await stat(path);
      const offBoxError = await this.copyOffBox(name, path);
      run = {
        name,
        trigger,
        result: 'success',
        sizeBytes: size,
        error: offBoxError,
        startedAt,
        finishedAt: now(this.clock),
      };
      this.logger.log({
        msg: 'backup written',
        name,
        sizeBytes: size,
        ms: run.finishedAt.getTime() - startedAt.getTime(),
      });
    } catch (error) {
      const message = (error as Error).message;
      run = {
        name,
        trigger,
        result: 'failed',
        sizeBytes: null,
        error: message,
        startedAt,
        finishedAt: now(this.clock),
      };
      this.logger.error({ msg: 'backup failed', name, error: message });
    }
    await this.runs.record(run);
    if (run.result === 'success')
      await this.prune().catch((error: Error) => this.logger.warn(`pruning: ${error.message}`));
    return toBackupView(run);
  }

  async list(): Promise<BackupsView> {
    const runs = await this.runs.recent(LISTED_RUNS);
    const lastSuccess = await this.runs.lastFinished('success');
    const lastFailure = await this.runs.lastFinished('failed');
    return {
      backups: runs.map(toBackupView),
      schedule: this.config.backupSchedule,
      nextRunAt: this.nextRunAt()?.toISOString() ?? null,
      lastSuccessAt: lastSuccess?.finishedAt.toISOString() ?? null,
      lastFailure: lastFailure ? { at: lastFailure.finishedAt.toISOString(), error: lastFailure.error ?? '' } : null,
    };
  }

  /** The next slot of BACKUP_SCHEDULE after the clock's now (null when off). */
  nextRunAt(): Date | null {
    if (!this.config.backupSchedule) return null;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when backups are listed
    const { CronExpressionParser } = require('cron-parser') as typeof import('cron-parser');
    return CronExpressionParser.parse(this.config.backupSchedule, {
      tz: 'UTC',
      currentDate: new Date(this.clock.now()),
    })
      .next()
      .toDate();
  }

  /** A successful backup's file, by its exact name (null: no such backup). */
  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    if (!BACKUP_NAME.test(name) || !(await this.runs.findSuccess(name))) return null;
    const path = join(this.config.backupDir, name);
    if (!existsSync(path)) return null;
    return { stream: createReadStream(path), size: (await stat(path)).size };
  }

  private async prune(): Promise<void> {
    const kept = (await this.runs.successes()).map((run) => ({ name: run.name, takenAt: run.startedAt }));
    const names = backupsToPrune(kept, this.config.backupKeepDaily, this.config.backupKeepWeekly);
    for (const name of names) await rm(join(this.config.backupDir, name), { force: true });
    await this.runs.remove(names);
  }

  /** The off-box copy (BACKUP_S3_*); its failure is reported with the run, the local backup stands. */
  private async copyOffBox(name: string, path: string): Promise<string | null> {
    const target = this.config.backupS3;
    if (!target) return null;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
      const { Client } = require('minio') as typeof import('minio');
      const client = new Client({
        endPoint: target.endPoint,
        port: target.port,
        useSSL: target.useSSL,
        region: target.region,
        accessKey: target.accessKey,
        secretKey: target.secretKey,
      });
      if (!(await client.bucketExists(target.bucket))) await client.makeBucket(target.bucket, target.region);
      await client.fPutObject(target.bucket, name, path, { 'Content-Type': 'application/zip' });
      return null;
    } catch (error) {
      this.logger.error({ msg: 'off-box copy failed', name, error: (error as Error).message });
      return `Off-box copy failed: ${(error as Error).message}`;
    }
  }
}

function now(clock: Clock): Date {
  return new Date(clock.now());
}
