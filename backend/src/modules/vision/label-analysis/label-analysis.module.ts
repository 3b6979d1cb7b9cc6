import { Module } from '@nestjs/common';
import { AgeModule } from '../age/age.module';
import { GeminiModule } from '../gemini/gemini.module';
import { AnalyzeLabelJob } from './jobs/analyze-label.job';
import { LabelAnalysisController } from './label-analysis.controller';
import { LabelAnalysisRequests } from './label-analysis-requests.service';
import { LabelAnalysisService } from './label-analysis.service';
import { LabelReadersHealth } from '../readers/label-readers-health';
import { OcrWarmUpInterceptor } from './ocr-warm-up.interceptor';
import { OcrWorkerPool } from '../readers/ocr-worker-pool';
import { OfflineLabelReader } from '../readers/offline-label-reader';

/** POST /api/equipment/analyze: the vision job (sharp + tesseract.js + label parser, Gemini when configured). */
@Module({
  imports: [AgeModule, GeminiModule],
  controllers: [LabelAnalysisController],
  providers: [
    OcrWorkerPool,
    OcrWarmUpInterceptor,
    OfflineLabelReader,
    LabelAnalysisService,
    AnalyzeLabelJob,
    LabelAnalysisRequests,
    LabelReadersHealth,
  ],
  exports: [LabelAnalysisService, OfflineLabelReader],
})
export class LabelAnalysisModule {}
