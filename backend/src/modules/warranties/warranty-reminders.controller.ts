import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { WARRANTY_NOT_FOUND } from './warranties.service';
import type { WarrantyReminderView } from './warranty-reminder.view';
import { WarrantyRemindersService } from './warranty-reminders.service';

const WarrantyId = new ParseIdPipe(WARRANTY_NOT_FOUND);

@Controller('warranties/:id/notifications')
@UseGuards(AuthenticatedGuard)
export class WarrantyRemindersController {
  constructor(private readonly reminders: WarrantyRemindersService) {}

  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', WarrantyId) id: number): Promise<WarrantyReminderView[]> {
    return this.reminders.list(user.id, id);
  }

  /** Body: the whole list of `{ notificationType, daysBeforeExpiration, enabled }`. */
  @Put()
  replace(
    @CurrentUser() user: SessionUser,
    @Param('id', WarrantyId) id: number,
    @Body() body: unknown,
  ): Promise<WarrantyReminderView[]> {
    return this.reminders.replace(user.id, id, body);
  }
}
