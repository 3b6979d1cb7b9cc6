import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ACCESS_NOT_FOUND } from '../../../core/access/home-access-policy';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import { ParseIdPipe } from '../../../core/http/parse-id.pipe';
import type { EquipmentRecallBadgeView, EquipmentRecallView } from './equipment-recall.view';
import { EquipmentRecallsService, RECALL_NOT_FOUND } from './equipment-recalls.service';

@Controller()
@UseGuards(AuthenticatedGuard)
export class EquipmentRecallsController {
  constructor(private readonly recalls: EquipmentRecallsService) {}

  /** The equipment's recalls: open ones first, then those answered "Not my unit" or "Remedy done". */
  @Get('equipment/:id/recalls')
  list(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(ACCESS_NOT_FOUND.equipment)) id: number,
  ): Promise<EquipmentRecallView[]> {
    return this.recalls.list(user.id, id);
  }

  /** The open recalls of a home's equipment, one badge per equipment. */
  @Get('equipment-recalls')
  badges(@CurrentUser() user: SessionUser, @Query('homeId') homeId?: string): Promise<EquipmentRecallBadgeView[]> {
    return this.recalls.badges(user.id, homeId);
  }

  @Post('equipment/:id/recalls/:recallId/not-mine')
  @HttpCode(200)
  notMine(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(ACCESS_NOT_FOUND.equipment)) id: number,
    @Param('recallId', new ParseIdPipe(RECALL_NOT_FOUND)) recallId: number,
  ): Promise<EquipmentRecallView> {
    return this.recalls.answer(user.id, id, recallId, 'not-mine');
  }

  @Post('equipment/:id/recalls/:recallId/remedy-done')
  @HttpCode(200)
  remedyDone(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(ACCESS_NOT_FOUND.equipment)) id: number,
    @Param('recallId', new ParseIdPipe(RECALL_NOT_FOUND)) recallId: number,
  ): Promise<EquipmentRecallView> {
    return this.recalls.answer(user.id, id, recallId, 'remedy-done');
  }
}
