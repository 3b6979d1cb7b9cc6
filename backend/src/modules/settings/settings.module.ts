import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../core/database/database-features';
import { InstanceSetting } from './instance-setting.entity';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/**
 * Settings of this instance set by an administrator: the company's name and contacts and the support chat's
 * expected-answer text. Imports no module; the admin module changes them (PATCH /api/admin/settings, audited)
 * and the troubleshooting guides read them, through the exported service.
 */
@Module({
  imports: [DatabaseModule.forFeature({ entities: [InstanceSetting] })],
  controllers: [SettingsController],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
