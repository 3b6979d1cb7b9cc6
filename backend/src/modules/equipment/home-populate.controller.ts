import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard, CurrentUser, SessionUser } from '../../core/http/auth.guards';
import { ParseIdPipe } from '../../core/http/parse-id.pipe';
import { PopulateHomeDto } from '../homes/dto/populate-home.dto';
import { HOME_NOT_FOUND } from '../homes/homes.service';
import type { PopulateResultView } from '../homes/template.view';
import { HomePopulateService } from './home-populate.service';

@Controller('homes')
@UseGuards(AuthenticatedGuard)
export class HomePopulateController {
  constructor(private readonly populator: HomePopulateService) {}

  /** Fills the home's equipment from a template and add-ons (spec "Template-apply payload"). */
  @Post(':id/populate')
  @HttpCode(200)
  populate(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseIdPipe(HOME_NOT_FOUND)) id: number,
    @Body() dto: PopulateHomeDto,
  ): Promise<PopulateResultView> {
    return this.populator.populate(user.id, id, dto);
  }
}
