import type { CalendarFeedView } from './calendar-feed.view';
import type { MessageView } from '../../../core/http/message.view';
import { Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import type { HttpReply } from '../../../core/http/http-request';
import { TokenRouteLimit } from '../../../core/http/token-route-limit';
import { CalendarService } from './calendar.service';

@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** A new private feed URL; the previous one stops working. */
  @Post('token')
  @UseGuards(AuthenticatedGuard, TokenRouteLimit('calendarToken'))
  createToken(@CurrentUser() user: SessionUser): Promise<CalendarFeedView> {
    return this.calendar.createToken(user.id);
  }

  @Delete('token')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  async revoke(@CurrentUser() user: SessionUser): Promise<MessageView> {
    await this.calendar.revoke(user.id);
    return { message: 'Calendar feed revoked' };
  }

  /** `GET /api/calendar/<token>.ics`: no session (calendar apps have none); the token is the key. */
  @Get(':file')
  @UseGuards(TokenRouteLimit('calendarFeed'))
  async feed(@Param('file') file: string, @Res() reply: HttpReply): Promise<void> {
    const body = await this.calendar.feed(file);
    reply
      .code(200)
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, max-age=300')
      .send(body);
  }
}
