import {
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AdminGuard, AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload } from '../../core/http/file-upload.interceptor';
import { RateLimiter } from '../../core/http/rate-limiter';
import { CHAT_FILE_TOO_LARGE, CHAT_UPLOAD_MAX_BYTES, ChatFilesService, ChatUploadResult } from './chat-files.service';
import { ChatMessagesService, HistoryPage, SupportThread } from './chat-messages.service';
import { ChatRoomsService } from './chat-rooms.service';

const UPLOAD_LIMIT = { name: 'chat-upload', limit: 20, windowMs: 60_000 };

/** Chat REST: room history, the admins' support threads, attachment upload. */
@Controller('chat')
@UseGuards(AuthenticatedGuard)
export class ChatController {
  constructor(
    private readonly rooms: ChatRoomsService,
    private readonly messages: ChatMessagesService,
    private readonly files: ChatFilesService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** GET /api/chat/rooms/:roomId/messages?before=&limit= (same permissions as room:join). */
  @Get('rooms/:roomId/messages')
  async history(
    @CurrentUser() user: SessionUser,
    @Param('roomId') roomId: string,
    @Query('before') before?: string,
    @Query('limit') limit?: string,
  ): Promise<HistoryPage> {
    const ref = await this.rooms.resolve(user, roomId);
    return this.messages.history(user, ref, { before, limit });
  }

  @Get('threads')
  @UseGuards(AdminGuard)
  threads(@CurrentUser() admin: SessionUser): Promise<SupportThread[]> {
    return this.messages.supportThreads(admin);
  }

  @Post('upload')
  @HttpCode(200)
  @UseInterceptors(FileUpload('file', CHAT_UPLOAD_MAX_BYTES, CHAT_FILE_TOO_LARGE))
  async upload(
    @CurrentUser() user: SessionUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<ChatUploadResult> {
    await this.rateLimiter.consume(UPLOAD_LIMIT, user.id);
    return this.files.upload(user.id, file);
  }
}
