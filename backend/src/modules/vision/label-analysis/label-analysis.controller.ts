import { Controller, HttpCode, Post, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import { FileUpload } from '../../../core/http/file-upload.interceptor';
import type { HttpReply } from '../../../core/http/http-request';
import { CheckedImage, UploadedImage } from '../../../core/http/uploaded-image';
import { PHOTO_UPLOAD_RULES } from '../../../core/images/photo-normaliser';
import type { LabelAnalysisResult } from '../label-reading';
import { LabelAnalysisRequests } from './label-analysis-requests.service';
import { OcrWarmUpInterceptor } from './ocr-warm-up.interceptor';

/**
 * POST /api/equipment/analyze (multipart `image`): the label photo's fields and estimated age.
 * EquipmentController has no `POST :id` route, so this literal path never meets its ParseIdPipe.
 */
@Controller('equipment')
@UseGuards(AuthenticatedGuard)
export class LabelAnalysisController {
  constructor(private readonly requests: LabelAnalysisRequests) {}

  @Post('analyze')
  @HttpCode(200)
  // The OCR process starts (when retired) as the request arrives, before the upload is read.
  @UseInterceptors(
    OcrWarmUpInterceptor,
    FileUpload('image', PHOTO_UPLOAD_RULES.maxBytes, PHOTO_UPLOAD_RULES.tooLargeMessage),
  )
  analyze(
    @CurrentUser() user: SessionUser,
    @UploadedImage(PHOTO_UPLOAD_RULES) image: CheckedImage,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<LabelAnalysisResult> {
    // The connection closing before we answered: the client stopped waiting.
    const abandoned = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abandoned.abort();
    });
    return this.requests.analyze(user.id, image, abandoned.signal);
  }
}
