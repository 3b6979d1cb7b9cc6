import { Module } from '@nestjs/common';
import { AgeModule } from './age/age.module';
import { LabelAnalysisModule } from './label-analysis/label-analysis.module';
import { DatabaseModule } from '../../core/database/database-features';
import { ManufacturerPattern } from './entities/manufacturer-pattern.entity';
import { MANUFACTURER_PATTERN_REFERENCE_SEED } from './age/manufacturer-pattern.seed';

/** Vision: label analysis with an age estimate (each part a sub-module), and the Gemini client it shares. */
@Module({
  imports: [
    DatabaseModule.forFeature({
      entities: [ManufacturerPattern],
      seeds: [MANUFACTURER_PATTERN_REFERENCE_SEED],
    }),
    AgeModule,
    LabelAnalysisModule,
  ],
})
export class VisionModule {}
