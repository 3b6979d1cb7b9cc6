import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../../core/http/auth.guards';
import { ParseIdPipe } from '../../../core/http/parse-id.pipe';
import { EQUIPMENT_NOT_FOUND } from '../../equipment/equipment.service';
import type { AttentionItem, EquipmentCare, ServiceHistoryInput } from '../care.view';
import { ServiceHistoryPipe } from '../dto/service-history.dto';
import { CareService } from './care.service';

@Controller()
@UseGuards(AuthenticatedGuard)
export class CareController {
  constructor(private readonly care: CareService) {}

  /** The user's items needing attention, most urgent first. */
  @Get('attention')
  attention(@CurrentUser() user: SessionUser): Promise<AttentionItem[]> {
    return this.care.attention(user.id);
  }

  /** Each equipment's plan: interval (own or type's), next due and status, life standing. `?homeId=` filters. */
  @Get('care/equipment')
  list(@CurrentUser() user: SessionUser, @Query('homeId') homeId?: string): Promise<EquipmentCare[]> {
    return this.care.equipmentCare(user.id, homeId);
  }

  @Get('equipment/:id/care')
  one(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(EQUIPMENT_NOT_FOUND)) id: number,
  ): Promise<EquipmentCare> {
    return this.care.oneEquipmentCare(user.id, id);
  }

  /** "When was it last serviced?": `{lastServiced: 'YYYY-MM' | 'never'}`; answers the equipment's care. */
  @Patch('equipment/:id/care')
  setLastServiced(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(EQUIPMENT_NOT_FOUND)) id: number,
    @Body(ServiceHistoryPipe) input: ServiceHistoryInput,
  ): Promise<EquipmentCare> {
    return this.care.setLastServiced(user.id, id, input);
  }
}
