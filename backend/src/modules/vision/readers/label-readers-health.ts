import { Injectable, OnModuleInit } from '@nestjs/common';
import { HealthChecks, PartHealth } from '../../../core/health/health-checks';
import { JobQueue } from '../../../core/queue/job-queue';
import { GeminiLabelReader } from '../gemini/gemini-label-reader';
import { OcrWorkerPool } from './ocr-worker-pool';

/**
 * The label readers' part of the admin System tab: the offline OCR process of this process (started on
 * demand, retired when idle, so "idle" is healthy) or, with BullMQ, the workers that read labels; and
 * whether the Gemini reader is configured.
 */
@Injectable()
export class LabelReadersHealth implements OnModuleInit {
  constructor(
    private readonly checks: HealthChecks,
    private readonly ocr: OcrWorkerPool,
    private readonly gemini: GeminiLabelReader,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.checks.register('label readers', async () => this.check());
  }

  check(): Omit<PartHealth, 'part'> {
    const gemini = this.gemini.enabled ? 'Gemini configured' : 'no Gemini (offline only)';
    if (!this.queue.runsJobsInThisProcess) return { state: 'up', detail: `OCR runs in the workers; ${gemini}` };
    const state = this.ocr.state;
    if (state === 'ready') return { state: 'up', detail: `OCR ready (${this.ocr.engines} engine(s)); ${gemini}` };
    if (state === 'starting') return { state: 'up', detail: `OCR starting; ${gemini}` };
    return { state: 'idle', detail: `OCR starts with the next label; ${gemini}` };
  }
}
