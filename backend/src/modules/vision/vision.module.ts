import { Module } from '@nestjs/common';
import { AgeModule } from './age/age.module';
import { LabelAnalysisModule } from './label-analysis/label-analysis.module';
import { TroubleshootingModule } from './troubleshooting/troubleshooting.module';

/** Vision: label analysis with an age estimate, and troubleshooting guides. Each part is a sub-module. */
@Module({
  imports: [AgeModule, LabelAnalysisModule, TroubleshootingModule],
})
export class VisionModule {}
