import type { ArchiveImportView } from './archive-import.view';
import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUploadToDisk, SavedUploadFile, UploadedFileOnDisk } from '../../core/http/file-upload.interceptor';
import type { HttpReply } from '../../core/http/http-request';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import { ArchiveExportService } from './archive-export.service';
import { ArchiveImportService, IMPORT_LIMITS } from './archive-import.service';
import { sendZip } from './zip-response';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);
export const NO_ARCHIVE = 'Choose an export archive (.zip) to import';

/** The uploaded archive goes to a temporary file (never memory); removed once the import ends. */
const ArchiveUpload = FileUploadToDisk('archive', IMPORT_LIMITS.maxArchiveBytes, 'File too large', 5);

/** Export (zip streamed as it is made) and import of a user's data; docs/export-format.md. */
@Controller()
@UseGuards(AuthenticatedGuard)
export class ArchiveController {
  constructor(
    private readonly exports: ArchiveExportService,
    private readonly imports: ArchiveImportService,
  ) {}

  @Get('export')
  async exportAll(@CurrentUser() user: SessionUser, @Res() reply: HttpReply): Promise<void> {
    sendZip(reply, await this.exports.export(user.id));
  }

  @Get('homes/:id/export')
  async exportHome(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Res() reply: HttpReply,
  ): Promise<void> {
    sendZip(reply, await this.exports.export(user.id, id));
  }

  /** multipart `archive`: answers the counts of what was created. */
  @Post('import')
  @HttpCode(201)
  @UseInterceptors(ArchiveUpload)
  async import(
    @CurrentUser() user: SessionUser,
    @UploadedFileOnDisk() archive: SavedUploadFile | undefined,
  ): Promise<ArchiveImportView> {
    if (!archive) throw new BadRequestException({ message: NO_ARCHIVE, code: 'NO_ARCHIVE' });
    return { imported: await this.imports.import(user.id, archive.path) };
  }
}
