import { Body, Controller, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { EQUIPMENT_NOT_FOUND } from '../equipment/equipment.service';
import { TroubleshootOptionsDto } from './dto/troubleshoot.dto';
import type { TroubleshootingGuideView } from './troubleshooting-guide.view';
import { TroubleshootingService } from './troubleshooting.service';

@Controller('equipment')
@UseGuards(AuthenticatedGuard)
export class TroubleshootingController {
  constructor(private readonly troubleshooting: TroubleshootingService) {}

  /** The equipment's guide: the stored one, or a new one (spec §7 sends no body; 200 either way). */
  @Post(':id/troubleshoot')
  @HttpCode(200)
  troubleshoot(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(EQUIPMENT_NOT_FOUND)) id: number,
    @Query() query: TroubleshootOptionsDto,
    @Body() body: TroubleshootOptionsDto,
  ): Promise<TroubleshootingGuideView> {
    return this.troubleshooting.guideFor(user.id, id, Boolean(query.regenerate || body.regenerate));
  }
}
