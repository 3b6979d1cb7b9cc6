import { Module } from '@nestjs/common';
import { AgeModule } from './age/age.module';
import { LabelAnalysisModule } from './label-analysis/label-analysis.module';
import { TroubleshootingModule } from './troubleshooting/troubleshooting.module';
import { DatabaseModule } from '../../core/database/database-features';
import { ManufacturerPattern } from './entities/manufacturer-pattern.entity';
import { StoredTroubleshootingGuide } from './troubleshooting/entities/stored-troubleshooting-guide.entity';
import { MANUFACTURER_PATTERN_REFERENCE_SEED } from './age/manufacturer-pattern.seed';

/** Vision: label analysis with an age estimate, and troubleshooting guides. Each part is a sub-module. */
@Module({
  imports: [
    DatabaseModule.forFeature({
      entities: [ManufacturerPattern, StoredTroubleshootingGuide],
      seeds: [MANUFACTURER_PATTERN_REFERENCE_SEED],
    }),
    AgeModule,
    LabelAnalysisModule,
    TroubleshootingModule,
  ],
})
export class VisionModule {}
