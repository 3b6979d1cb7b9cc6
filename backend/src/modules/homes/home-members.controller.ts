import type { MessageView } from '../../core/http/message.view';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { MemberRoleDto } from './dto/member-role.dto';
import { HomeMemberView } from './home-member.view';
import { HOME_NOT_FOUND } from './homes.service';
import { HomeMembersService, MEMBER_NOT_FOUND } from './home-members.service';

const HomeId = new ParseIdPipe(HOME_NOT_FOUND);
const MemberId = new ParseIdPipe(MEMBER_NOT_FOUND);

/** Who shares a home (issue 15): GET for anyone who reads it; changes by its owner; a member may leave. */
@Controller('homes/:id/members')
@UseGuards(AuthenticatedGuard)
export class HomeMembersController {
  constructor(private readonly members: HomeMembersService) {}

  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', HomeId) id: number): Promise<HomeMemberView[]> {
    return this.members.list(user.id, id);
  }

  @Patch(':userId')
  setRole(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Param('userId', MemberId) memberId: number,
    @Body() dto: MemberRoleDto,
  ): Promise<HomeMemberView> {
    return this.members.setRole(user.id, id, memberId, dto.role);
  }

  @Delete(':userId')
  @HttpCode(200)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param('id', HomeId) id: number,
    @Param('userId', MemberId) memberId: number,
  ): Promise<MessageView> {
    await this.members.remove(user.id, id, memberId);
    return { message: 'Member removed' };
  }
}
