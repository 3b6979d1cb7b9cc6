import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../../core/http/auth.guards';
import type { PublicSettingsView } from './public-settings.view';
import { SettingsService } from './settings.service';

/** GET /api/settings/public: this instance's contacts to any signed-in user (401 signed out). */
@Controller('settings')
@UseGuards(AuthenticatedGuard)
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('public')
  publicSettings(): Promise<PublicSettingsView> {
    return this.settings.publicSettings();
  }
}
