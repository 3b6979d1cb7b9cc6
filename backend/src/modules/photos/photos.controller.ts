import { Body, Controller, Get, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import { CheckedImage, UploadedImage } from '../../core/http/uploaded-image';
import { PHOTO_UPLOAD_RULES } from '../../core/images/photo-normaliser';
import { UploadPhotoDto } from './dto/upload-photo.dto';
import type { LibraryPhotoView } from './library-photo.view';
import { PhotosService } from './photos.service';

@Controller('photos')
@UseGuards(AuthenticatedGuard)
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  list(@CurrentUser() user: SessionUser): Promise<LibraryPhotoView[]> {
    return this.photos.list(user.id);
  }

  /** multipart: photo (the file), type ('additional', the default), homeId (optional). */
  @Post()
  @UseInterceptors(FileUpload('photo', PHOTO_UPLOAD_RULES.maxBytes, PHOTO_UPLOAD_RULES.tooLargeMessage))
  async upload(
    @CurrentUser() user: SessionUser,
    @Body() dto: UploadPhotoDto,
    @UploadedImage(PHOTO_UPLOAD_RULES) image: CheckedImage,
  ): Promise<LibraryPhotoView> {
    return this.photos.upload(user.id, dto.homeId, image);
  }
}
