import { Module } from '@nestjs/common';
import { GeminiModule } from '../gemini/gemini.module';

/** POST /api/equipment/{id}/troubleshoot: offline knowledge base by equipment type, Gemini when configured. */
@Module({
  imports: [GeminiModule],
})
export class TroubleshootingModule {}
