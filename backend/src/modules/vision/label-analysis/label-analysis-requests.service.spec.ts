import { GatewayTimeoutException, HttpException, InternalServerErrorException } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { ClientClosedRequestException } from '../../../core/http/client-closed-request';
import type { CheckedImage } from '../../../core/http/uploaded-image';
import { RateLimiter } from '../../../core/http/rate-limiter';
import { MemoryKeyValueStore } from '../../../core/kv/memory-key-value-store';
import { JobQueue, JobTimeoutError, RunOptions } from '../../../core/queue/job-queue';
import {
  ANALYSIS_FAILED_MESSAGE,
  ANALYSIS_TIMEOUT_MESSAGE,
  LABEL_ANALYSIS_RATE_LIMIT,
  LabelAnalysisRequests,
} from './label-analysis-requests.service';
import { PHOTO_ADVICE } from '../image/photo-quality';

const image: CheckedImage = {
  buffer: Buffer.from('jpeg bytes'),
  originalName: 'label.jpg',
  mimeType: 'image/jpeg',
  extension: 'jpg',
  width: 10,
  height: 10,
};
const RESULT = {
  suggestedName: null,
  brand: 'LG',
  modelNumber: null,
  serialNumber: null,
  equipmentType: null,
  estimatedAge: { years: null, confidence: 'low' as const, details: 'unknown' },
};

function requestsWith(run: (...args: unknown[]) => Promise<unknown>) {
  const queue = { run: jest.fn(run), enqueue: jest.fn(), ping: jest.fn() } as unknown as JobQueue;
  // The default wait (LABEL_ANALYSIS_WAIT_SECONDS unset: 45 s).
  const config = new AppConfig({ SESSION_SECRET: 'x'.repeat(40) });
  return { queue, requests: new LabelAnalysisRequests(queue, new RateLimiter(new MemoryKeyValueStore()), config) };
}

describe('LabelAnalysisRequests', () => {
  it('runs the vision job with the photo in base64, a bounded wait, and nothing kept', async () => {
    const { queue, requests } = requestsWith(async () => ({ reading: RESULT }));
    await expect(requests.analyze(1, image)).resolves.toEqual(RESULT);
    const options: RunOptions = { keepNothing: true, owner: 1, signal: undefined };
    expect(queue.run).toHaveBeenCalledWith(
      'vision.analyze',
      { imageBase64: image.buffer.toString('base64'), mimeType: 'image/jpeg' },
      45_000,
      options,
    );
  });

  it('answers 504 with a clear message when the job takes too long', async () => {
    const { requests } = requestsWith(async () => {
      throw new JobTimeoutError('Job vision.analyze timed out after 45000 ms');
    });
    const failure = requests.analyze(1, image);
    await expect(failure).rejects.toBeInstanceOf(GatewayTimeoutException);
    await expect(failure).rejects.toThrow(ANALYSIS_TIMEOUT_MESSAGE);
  });

  it('answers 499, not a server error, when the client went away before the job ended', async () => {
    const abandoned = new AbortController();
    const { requests } = requestsWith(async () => {
      abandoned.abort();
      throw new JobTimeoutError('Job vision.analyze was abandoned by its caller');
    });
    const failure = await requests.analyze(1, image, abandoned.signal).catch((error: HttpException) => error);
    expect(failure).toBeInstanceOf(ClientClosedRequestException);
    expect((failure as HttpException).getStatus()).toBe(499);
  });

  it('answers 500 with a clear message when the job fails', async () => {
    const { requests } = requestsWith(async () => {
      throw new Error('tesseract worker crashed');
    });
    const failure = requests.analyze(1, image);
    await expect(failure).rejects.toBeInstanceOf(InternalServerErrorException);
    await expect(failure).rejects.toThrow(ANALYSIS_FAILED_MESSAGE);
  });

  it("answers 422 PHOTO_UNREADABLE with the reasons and the first one's advice when the job explains a photo it could not read", async () => {
    const { requests } = requestsWith(async () => ({ unreadable: ['dark', 'blurry'] }));
    const refused = await requests.analyze(1, image).catch((error: HttpException) => error);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(422);
    expect((refused as HttpException).getResponse()).toEqual({
      statusCode: 422,
      code: 'PHOTO_UNREADABLE',
      reasons: ['dark', 'blurry'],
      message: PHOTO_ADVICE.dark,
    });
  });

  it('refuses a user over the limit with 429 before any job runs', async () => {
    const { queue, requests } = requestsWith(async () => ({ reading: RESULT }));
    for (let call = 0; call < LABEL_ANALYSIS_RATE_LIMIT.limit; call++) await requests.analyze(7, image);
    const refused = await requests.analyze(7, image).catch((error: HttpException) => error);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(429);
    expect(queue.run).toHaveBeenCalledTimes(LABEL_ANALYSIS_RATE_LIMIT.limit);
    await expect(requests.analyze(8, image)).resolves.toEqual(RESULT);
  });
});
