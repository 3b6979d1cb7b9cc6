import { Module } from '@nestjs/common';
import { EquipmentModule } from '../../equipment/equipment.module';
import { SettingsModule } from '../../settings/settings.module';
import { GeminiModule } from '../gemini/gemini.module';
import { GeminiGuideWriter } from './gemini-guide-writer';
import { TroubleshootingController } from './troubleshooting.controller';
import { TroubleshootingService } from './troubleshooting.service';

/**
 * POST /api/equipment/{id}/troubleshoot: offline knowledge base by equipment type, Gemini when configured; the
 * instance's contacts (settings module) as they are set when the guide is served.
 */
@Module({
  imports: [GeminiModule, EquipmentModule, SettingsModule],
  controllers: [TroubleshootingController],
  providers: [TroubleshootingService, GeminiGuideWriter],
})
export class TroubleshootingModule {}
