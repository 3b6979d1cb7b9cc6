import { Body, Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import type { HttpReply } from '../../core/http/http-request';
import { ArchiveExportJobs } from './archive-export-jobs.service';
import { StartExportJobDto } from './dto/start-export-job.dto';
import { toExportJobView } from './export-job.mapper';
import type { ExportJobView } from './export-job.view';
import { sendZip } from './zip-response';

/** Exports built by a worker job, polled for progress and downloaded when done (docs/export-format.md). */
@Controller('export/jobs')
@UseGuards(AuthenticatedGuard)
export class ArchiveExportJobsController {
  constructor(private readonly jobs: ArchiveExportJobs) {}

  @Post()
  @HttpCode(202)
  async start(@CurrentUser() user: SessionUser, @Body() body: StartExportJobDto): Promise<ExportJobView> {
    return toExportJobView(await this.jobs.start(user.id, body?.homeId ?? undefined));
  }

  @Get(':id')
  async status(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<ExportJobView> {
    return toExportJobView(await this.jobs.find(user.id, id));
  }

  @Get(':id/download')
  async download(@CurrentUser() user: SessionUser, @Param('id') id: string, @Res() reply: HttpReply): Promise<void> {
    sendZip(reply, await this.jobs.download(user.id, id));
  }
}
