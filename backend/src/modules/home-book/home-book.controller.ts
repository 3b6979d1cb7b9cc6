import {
  Controller,
  Get,
  Header,
  HttpException,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  Param,
  Query,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HOME_NOT_FOUND, HomesService } from '../homes/homes.service';
import { isRedisUnavailableError } from '../../core/redis-connection';
import { HomeBookExportService, PDF_FAILED } from './home-book-export.service';
import { homeBookContentDisposition } from './home-book-file-name';
import { LabelSheetService, chooseSheet } from './labels/label-sheet.service';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);

/** The owner's printables of a home: its home book and its equipment's QR labels (404 for anyone else). */
@Controller('homes')
@UseGuards(AuthenticatedGuard)
export class HomeBookController {
  private readonly logger = new Logger(HomeBookController.name);

  constructor(
    private readonly homes: HomesService,
    private readonly homeBook: HomeBookExportService,
    private readonly labels: LabelSheetService,
  ) {}

  /** The same book as the admin's export (one renderer, one job). */
  @Get(':id/book.pdf')
  @Header('Cache-Control', 'no-store')
  async book(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<StreamableFile> {
    const home = await this.homes.get(user.id, id);
    try {
      const { pdf } = await this.homeBook.render(home.id, user.id);
      return new StreamableFile(pdf, {
        type: 'application/pdf',
        disposition: homeBookContentDisposition(home.name),
        length: pdf.length,
      });
    } catch (error) {
      if ((error as Error).message === HOME_NOT_FOUND) throw new NotFoundException(HOME_NOT_FOUND);
      if (error instanceof HttpException || isRedisUnavailableError(error)) throw error;
      this.logger.error({ msg: 'home book failed', homeId: id, error: (error as Error).message });
      throw new InternalServerErrorException(PDF_FAILED);
    }
  }

  /** `?paper=a4|letter&layout=<sheet id>` (docs/export-format.md, "QR labels"). */
  @Get(':id/labels.pdf')
  @Header('Cache-Control', 'no-store')
  async labelSheet(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Query('paper') paper?: string,
    @Query('layout') layout?: string,
  ): Promise<StreamableFile> {
    const home = await this.homes.get(user.id, id);
    const sheet = chooseSheet(paper, layout);
    const pdf = await this.labels.render(home, sheet);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="QR_labels_${home.id}_${sheet.id}.pdf"`,
      length: pdf.length,
    });
  }
}
