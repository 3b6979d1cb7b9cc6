import { Body, Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ArchiveExportJobs } from './archive-export-jobs.service';
import { StartExportJobDto } from './dto/start-export-job.dto';
import { toExportJobView } from './export-job.mapper';
import type { ExportJobView } from './export-job.view';

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
  async download(@CurrentUser() user: SessionUser, @Param('id') id: string, @Res() response: Response): Promise<void> {
    const archive = await this.jobs.download(user.id, id);
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Length', String(archive.size));
    response.setHeader('Content-Disposition', `attachment; filename="${archive.fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    try {
      await pipeline(archive.stream, response);
    } catch {
      response.destroy();
    }
  }
}
