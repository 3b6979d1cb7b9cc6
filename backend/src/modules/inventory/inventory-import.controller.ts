import {
  BadRequestException,
  Controller,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload, UploadedFileInMemory } from '../../core/http/file-upload.interceptor';
import type { UploadedFileData } from '../../core/http/http-request';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import { IMPORT_LIMITS, InventoryImportService } from './inventory-import.service';
import type { InventoryImportView } from './inventory-import.view';

export const NO_SPREADSHEET = 'Choose a spreadsheet (.csv or .tsv) to import';
export const SPREADSHEET_TOO_LARGE = 'The spreadsheet is larger than 5 MB; split it and import the parts';

/** "true" or "1" (a query flag); anything else is false. */
const flag = (value: unknown) => value === 'true' || value === '1';

/** Spreadsheet import into a home's equipment (docs/inventory.md, "Import"). */
@Controller('homes/:id/inventory')
@UseGuards(AuthenticatedGuard)
export class InventoryImportController {
  constructor(private readonly imports: InventoryImportService) {}

  /** multipart `file` (CSV or TSV); `?dryRun=true` writes nothing, `?skipErrors=true` imports the good rows. */
  @Post('import')
  @HttpCode(200)
  @UseInterceptors(FileUpload('file', IMPORT_LIMITS.maxBytes, SPREADSHEET_TOO_LARGE))
  async import(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(HOME_NOT_FOUND)) homeId: number,
    @UploadedFileInMemory() file: UploadedFileData | undefined,
    @Query('dryRun') dryRun?: string,
    @Query('skipErrors') skipErrors?: string,
  ): Promise<InventoryImportView> {
    if (!file) throw new BadRequestException({ code: 'NO_SPREADSHEET', message: NO_SPREADSHEET });
    return this.imports.import(user.id, homeId, file.buffer, { dryRun: flag(dryRun), skipErrors: flag(skipErrors) });
  }
}
