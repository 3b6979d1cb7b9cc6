import { Body, Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import { UpdateNotificationSettingsDto } from '../dto/notification-settings.dto';
import type { NotificationSettingsView } from '../care.view';
import { NotificationSettingsService } from './notification-settings.service';

@Controller('user/notification-settings')
@UseGuards(AuthenticatedGuard)
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<NotificationSettingsView> {
    return this.settings.get(user.id);
  }

  @Patch()
  update(
    @CurrentUser() user: SessionUser,
    @Body() dto: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettingsView> {
    return this.settings.update(user.id, dto);
  }
}
