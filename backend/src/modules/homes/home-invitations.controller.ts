import type { MessageView } from '../../core/http/message.view';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { TokenRouteLimit } from '../../core/http/token-route-limit';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { HomeInvitationDto } from './dto/home-invitation.dto';
import { HOME_NOT_FOUND } from './homes.service';
import { HomeInvitationsService, INVITATION_NOT_FOUND } from './home-invitations.service';
import type { HomeInvitationView, InvitationAcceptedView, InvitationPreviewView } from './home-sharing.view';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);
const InvitationId = new ParseIdPipe(INVITATION_NOT_FOUND);

/** Invitations to share a home (issue 15, docs/sharing.md): sent, listed and revoked by its owner. */
@Controller('homes/:id/invitations')
@UseGuards(AuthenticatedGuard)
export class HomeInvitationsController {
  constructor(private readonly invitations: HomeInvitationsService) {}

  @Post()
  invite(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Body() dto: HomeInvitationDto,
  ): Promise<HomeInvitationView> {
    return this.invitations.invite(user.id, id, dto.email, dto.role);
  }

  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<HomeInvitationView[]> {
    return this.invitations.list(user.id, id);
  }

  @Delete(':invitationId')
  @HttpCode(200)
  async revoke(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Param('invitationId', InvitationId) invitationId: number,
  ): Promise<MessageView> {
    await this.invitations.revoke(user.id, id, invitationId);
    return { message: 'Invitation revoked' };
  }
}

/**
 * The invited person's side, by the link's token: the preview answers anyone (a signed-out visitor sees what
 * the link is; limited per address), accepting needs a session.
 */
@Controller('invitations/:token')
@UseGuards(TokenRouteLimit('sharingLink'))
export class InvitationLinksController {
  constructor(private readonly invitations: HomeInvitationsService) {}

  @Get()
  preview(@Param('token') token: string): Promise<InvitationPreviewView> {
    return this.invitations.preview(token);
  }

  @Post('accept')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  accept(@CurrentUser() user: SessionUser, @Param('token') token: string): Promise<InvitationAcceptedView> {
    return this.invitations.accept(user.id, token);
  }
}
