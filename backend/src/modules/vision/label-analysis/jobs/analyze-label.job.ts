import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobHandlerRegistry } from '../../../../core/queue/job-handler-registry';
import { JobHandler, JobPayload, JobResult } from '../../../../core/queue/job-types';
import { LabelAnalysisService, type LabelPhotoOutcome } from '../label-analysis.service';

declare module '../../../../core/queue/job-types' {
  interface JobTypes {
    /** A label photo (base64, never stored) read by OCR + parser (+ Gemini when configured), or why it cannot be. */
    'vision.analyze': { payload: { imageBase64: string; mimeType: string }; result: LabelPhotoOutcome };
  }
}

/** 'vision.analyze': OCR is CPU-bound, so it runs in the worker process (or inline when embedded). */
@Injectable()
export class AnalyzeLabelJob implements JobHandler<'vision.analyze'>, OnModuleInit {
  readonly jobName = 'vision.analyze' as const;

  constructor(
    private readonly analysis: LabelAnalysisService,
    private readonly registry: JobHandlerRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  handle({ imageBase64, mimeType }: JobPayload<'vision.analyze'>): Promise<JobResult<'vision.analyze'>> {
    return this.analysis.readOrExplain(Buffer.from(imageBase64, 'base64'), mimeType);
  }
}
