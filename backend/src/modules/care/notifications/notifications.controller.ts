import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import { ParseIdPipe } from '../../../core/http/parse-id.pipe';
import { NotificationListView, NotificationView } from './notification.view';
import { NOTIFICATION_NOT_FOUND, NotificationsService } from './notifications.service';

@Controller('notifications')
@UseGuards(AuthenticatedGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** Newest first, with the unread count. */
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<NotificationListView> {
    return this.notifications.list(user.id);
  }

  /** Declared before ':id/read'. */
  @Post('read-all')
  @HttpCode(200)
  readAll(@CurrentUser() user: SessionUser): Promise<{ unreadCount: number }> {
    return this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(200)
  read(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(NOTIFICATION_NOT_FOUND)) id: number,
  ): Promise<NotificationView> {
    return this.notifications.markRead(user.id, id);
  }
}
