import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../../../core/http/auth.guards';
import { RecallSyncStatusService } from './recall-sync-status.service';
import type { RecallSyncView } from './recall-sync.view';

/** The recall feeds' sync for administrators: 401 without a session, 403 for a non-admin (AdminGuard). */
@Controller('admin/recalls/sync')
@UseGuards(AdminGuard)
export class RecallSyncController {
  constructor(private readonly status: RecallSyncStatusService) {}

  @Get()
  view(): Promise<RecallSyncView> {
    return this.status.view();
  }

  /** "Sync now": every enabled source is read at once (202: it runs as a job; GET shows when it is done). */
  @Post()
  @HttpCode(202)
  syncNow(): Promise<RecallSyncView> {
    return this.status.syncNow();
  }
}
