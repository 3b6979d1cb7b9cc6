import { Module } from '@nestjs/common';
import { EquipmentModule } from '../../equipment/equipment.module';
import { GeminiModule } from '../gemini/gemini.module';
import { GeminiGuideWriter } from './gemini-guide-writer';
import { TroubleshootingController } from './troubleshooting.controller';
import { TroubleshootingService } from './troubleshooting.service';

/** POST /api/equipment/{id}/troubleshoot: offline knowledge base by equipment type, Gemini when configured. */
@Module({
  imports: [GeminiModule, EquipmentModule],
  controllers: [TroubleshootingController],
  providers: [TroubleshootingService, GeminiGuideWriter],
})
export class TroubleshootingModule {}
