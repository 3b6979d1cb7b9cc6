import { Controller, Get, HttpCode, NotFoundException, Param, Post, StreamableFile, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../core/http/auth.guards';
import { JobQueue } from '../../core/queue/job-queue';
import { BackupsService } from './backups.service';
import type { BackupView, BackupsView } from './backup.view';

const BACKUP_NOT_FOUND = { code: 'BACKUP_NOT_FOUND', message: 'Backup not found' };
/** "Back up now" waits for the backup (the worker's, with Redis) up to this long. */
const BACK_UP_NOW_WAIT_MS = 30 * 60 * 1000;

/** The System tab's backups: list, "Back up now", download. Administrators only. */
@Controller('admin/backups')
@UseGuards(AdminGuard)
export class BackupsController {
  constructor(
    private readonly backups: BackupsService,
    private readonly queue: JobQueue,
  ) {}

  @Get()
  list(): Promise<BackupsView> {
    return this.backups.list();
  }

  @Post()
  @HttpCode(201)
  backUpNow(): Promise<BackupView> {
    return this.queue.run('backups.run', { trigger: 'manual' }, BACK_UP_NOW_WAIT_MS);
  }

  @Get(':name')
  async download(@Param('name') name: string): Promise<StreamableFile> {
    const file = await this.backups.open(name);
    if (!file) throw new NotFoundException(BACKUP_NOT_FOUND);
    return new StreamableFile(file.stream, {
      type: 'application/zip',
      disposition: `attachment; filename="${name}"`,
      length: file.size,
    });
  }
}
