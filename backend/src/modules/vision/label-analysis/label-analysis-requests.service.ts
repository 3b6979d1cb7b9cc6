import { GatewayTimeoutException, Injectable, InternalServerErrorException, Logger } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { ClientClosedRequestException } from '../../../core/http/client-closed-request';
import type { CheckedImage } from '../../../core/http/uploaded-image';
import { RateLimit, RateLimiter, TooManyRequestsException } from '../../../core/http/rate-limiter';
import { JobQueue, JobTimeoutError, QueueFullError } from '../../../core/queue/job-queue';
import { isRedisUnavailableError } from '../../../core/redis-connection';
import type { LabelAnalysisResult } from '../label-reading';
import { PhotoUnreadableException } from '../image/photo-quality';

/** OCR costs ~1 s of a core: 20 photos a minute per user is far above a person photographing labels. */
export const LABEL_ANALYSIS_RATE_LIMIT: RateLimit = { name: 'label-analysis', limit: 20, windowMs: 60_000 };
export const ANALYSIS_TIMEOUT_MESSAGE = 'Label analysis took too long. Please try again or enter the details manually.';
export const ANALYSIS_BUSY_MESSAGE = 'The label reader is busy. Please try again in a minute.';
export const ANALYSIS_FAILED_MESSAGE = 'Failed to analyze image. Please try again or enter the details manually.';

/**
 * POST /api/equipment/analyze behind the controller: the per-user rate limit, then the
 * 'vision.analyze' job (in the worker when BullMQ is configured) with a bounded wait. The photo
 * travels in the job payload only, and the job is removed as soon as it finishes: nothing is kept.
 */
@Injectable()
export class LabelAnalysisRequests {
  private readonly logger = new Logger('LabelAnalysis');
  /** How long a request waits for its job, queue wait included (LABEL_ANALYSIS_WAIT_SECONDS); then 504. */
  timeoutMs: number;

  constructor(
    private readonly queue: JobQueue,
    private readonly rateLimiter: RateLimiter,
    config: AppConfig,
  ) {
    this.timeoutMs = config.labelAnalysisWaitMs;
  }

  /** `abandoned` fires when the client goes away: a job still waiting for the reader is then dropped. */
  async analyze(userId: number, image: CheckedImage, abandoned?: AbortSignal): Promise<LabelAnalysisResult> {
    await this.rateLimiter.consume(LABEL_ANALYSIS_RATE_LIMIT, userId);
    const payload = { imageBase64: image.buffer.toString('base64'), mimeType: image.mimeType };
    let outcome;
    try {
      outcome = await this.queue.run('vision.analyze', payload, this.timeoutMs, {
        keepNothing: true,
        owner: userId,
        signal: abandoned,
      });
    } catch (error) {
      if (error instanceof QueueFullError) throw new TooManyRequestsException(ANALYSIS_BUSY_MESSAGE, 30, 'BUSY');
      // The client went away first (its waiting job was dropped): no server error, and nobody to answer.
      if (error instanceof JobTimeoutError && abandoned?.aborted) throw new ClientClosedRequestException();
      if (error instanceof JobTimeoutError) throw new GatewayTimeoutException(ANALYSIS_TIMEOUT_MESSAGE);
      // The queue is unreachable: the error filter answers 503 with its message.
      if (isRedisUnavailableError(error)) throw error;
      this.logger.error(`label analysis failed: ${(error as Error).message}`);
      throw new InternalServerErrorException(ANALYSIS_FAILED_MESSAGE);
    }
    // Nothing read, and the photo's quality says why: 422 PHOTO_UNREADABLE with the reasons.
    if ('unreadable' in outcome) throw new PhotoUnreadableException(outcome.unreadable);
    return outcome.reading;
  }
}
