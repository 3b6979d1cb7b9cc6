import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { JobQueue } from '../../../core/queue/job-queue';
import { OcrWorkerPool } from '../readers/ocr-worker-pool';

/**
 * On the analyse route, before the upload is read: when label analyses run in this process (the
 * embedded default's inline jobs), a retired OCR process starts now, so its ~1 s start overlaps the
 * upload and the photo's preparation. With BullMQ the worker process reads the label and warms its own
 * pool when the job starts (OfflineLabelReader). Where jobs run is the queue's answer, not a rule here.
 */
@Injectable()
export class OcrWarmUpInterceptor implements NestInterceptor {
  private readonly analysesRunHere: boolean;

  constructor(
    private readonly ocr: OcrWorkerPool,
    jobs: JobQueue,
  ) {
    this.analysesRunHere = jobs.runsJobsInThisProcess;
  }

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.analysesRunHere) this.ocr.warmUp();
    return next.handle();
  }
}
