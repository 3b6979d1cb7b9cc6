import type { MessageView } from '../../core/http/message.view';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import type { SqlValue } from '../../core/database/plain-rows';
import { VersionedRead } from '../../core/http/versioned-read';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { CheckedImage, UploadedImage } from '../../core/http/uploaded-image';
import { PHOTO_UPLOAD_RULES } from '../../core/images/photo-normaliser';
import { CreateHomeDto } from './dto/create-home.dto';
import { HomeView } from './home.view';
import { HOME_NOT_FOUND, HomesService } from './homes.service';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);

@Controller('homes')
@UseGuards(AuthenticatedGuard)
export class HomesController {
  constructor(private readonly homes: HomesService) {}

  @Get()
  @VersionedRead('listVersionQuery')
  list(@CurrentUser() user: SessionUser): Promise<HomeView[]> {
    return this.homes.list(user.id);
  }

  /** Not a route: the version of `list`'s answer (@VersionedRead). */
  listVersionQuery(): SqlValue {
    return this.homes.listVersionQuery();
  }

  @Get(':id')
  get(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<HomeView> {
    return this.homes.get(user.id, id);
  }

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() dto: CreateHomeDto): Promise<HomeView> {
    return this.homes.create(user.id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<MessageView> {
    await this.homes.remove(user.id, id);
    return { message: 'Home deleted' };
  }

  /** Replaces the home's photo; answers the updated home. */
  @Post(':id/photo')
  @HttpCode(200)
  @UseInterceptors(FileUpload('photo', PHOTO_UPLOAD_RULES.maxBytes, PHOTO_UPLOAD_RULES.tooLargeMessage))
  async uploadPhoto(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @UploadedImage(PHOTO_UPLOAD_RULES) image: CheckedImage,
  ): Promise<HomeView> {
    return this.homes.replacePhoto(user.id, id, image);
  }
}
