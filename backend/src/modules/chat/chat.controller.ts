import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { AdminGuard, AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { FileUpload, UploadedFileInMemory } from '../../core/http/file-upload.interceptor';
import type { UploadedFileData } from '../../core/http/http-request';
import { RateLimiter } from '../../core/http/rate-limiter';
import { CHAT_FILE_TOO_LARGE, CHAT_UPLOAD_MAX_BYTES, ChatFilesService } from './chat-files.service';
import { ChatMessagesService } from './chat-messages.service';
import type { ChatHistoryView, ChatUploadView, SupportThreadView } from './chat.view';
import { ChatRoomsService } from './chat-rooms.service';
import { MarkReadDto } from './dto/mark-read.dto';

const UPLOAD_LIMIT = { name: 'chat-upload', limit: 20, windowMs: 60_000 };

/** Chat REST: room history and read marks, the admins' support threads, attachment upload. */
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
  ): Promise<ChatHistoryView> {
    const ref = await this.rooms.resolve(user, roomId);
    return this.messages.history(user, ref, { before, limit });
  }

  /**
   * POST /api/chat/rooms/:roomId/read { upTo }: the messages that reached an open room live are read by the
   * caller (so the admins' unread counts stay true). Same permissions as the history; 204.
   */
  @Post('rooms/:roomId/read')
  @HttpCode(204)
  async markRead(
    @CurrentUser() user: SessionUser,
    @Param('roomId') roomId: string,
    @Body() body: MarkReadDto,
  ): Promise<void> {
    const ref = await this.rooms.resolve(user, roomId);
    await this.messages.markRead(user, ref, body.upTo);
  }

  @Get('threads')
  @UseGuards(AdminGuard)
  threads(@CurrentUser() admin: SessionUser): Promise<SupportThreadView[]> {
    return this.messages.supportThreads(admin);
  }

  @Post('upload')
  @HttpCode(200)
  @UseInterceptors(FileUpload('file', CHAT_UPLOAD_MAX_BYTES, CHAT_FILE_TOO_LARGE))
  async upload(
    @CurrentUser() user: SessionUser,
    @UploadedFileInMemory() file: UploadedFileData | undefined,
  ): Promise<ChatUploadView> {
    await this.rateLimiter.consume(UPLOAD_LIMIT, user.id);
    return this.files.upload(user.id, file);
  }
}
