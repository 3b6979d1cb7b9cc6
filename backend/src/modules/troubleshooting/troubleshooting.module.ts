import { Module } from '@nestjs/common';
import { DatabaseModule } from '../../core/database/database-features';
import { StoredTroubleshootingGuide } from './entities/stored-troubleshooting-guide.entity';
import { EquipmentModule } from '../equipment/equipment.module';
import { SettingsModule } from '../settings/settings.module';
import { GeminiModule } from '../vision/gemini/gemini.module';
import { GeminiGuideWriter } from './gemini-guide-writer';
import { TroubleshootingController } from './troubleshooting.controller';
import { TroubleshootingService } from './troubleshooting.service';

/**
 * Troubleshooting guides, a module of their own (issue 41). POST /api/equipment/{id}/troubleshoot: offline knowledge base by equipment type, Gemini when configured; the
 * instance's contacts (settings module) as they are set when the guide is served.
 */
@Module({
  imports: [
    DatabaseModule.forFeature({ entities: [StoredTroubleshootingGuide] }),
    GeminiModule,
    EquipmentModule,
    SettingsModule,
  ],
  controllers: [TroubleshootingController],
  providers: [TroubleshootingService, GeminiGuideWriter],
})
export class TroubleshootingModule {}
