import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import { lastValueFrom, of } from 'rxjs';
import { AppConfig } from '../../../core/config/app-config';
import { BullMqJobQueue } from '../../../core/queue/bullmq-job-queue';
import { InlineJobQueue } from '../../../core/queue/inline-job-queue';
import { JobHandlerRegistry } from '../../../core/queue/job-handler-registry';
import { OcrWarmUpInterceptor } from './ocr-warm-up.interceptor';
import { OcrWorkerPool } from '../readers/ocr-worker-pool';

const secret = { SESSION_SECRET: 'x'.repeat(40), OCR_IDLE_SECONDS: '3600' };
const next: CallHandler = { handle: () => of('answered') };
const context = {} as ExecutionContext;

describe('OcrWarmUpInterceptor', () => {
  let pool: OcrWorkerPool | null = null;
  afterEach(async () => {
    await pool?.onApplicationShutdown();
    pool = null;
  });

  it('starts a retired OCR process as an analysis request arrives when analyses run in this process', async () => {
    const config = new AppConfig(secret);
    pool = new OcrWorkerPool(config);
    const jobs = new InlineJobQueue(new JobHandlerRegistry(), { concurrency: 1 });
    const answer = await lastValueFrom(new OcrWarmUpInterceptor(pool, jobs).intercept(context, next));
    expect(answer).toBe('answered');
    expect(pool.state).toBe('starting');
    await pool.until('ready');
  });

  it('leaves the pool alone when a BullMQ worker process reads the labels', async () => {
    const config = new AppConfig({ ...secret, DATABASE_URL: 'postgres://hb@db/hb', REDIS_URL: 'redis://redis:6379' });
    pool = new OcrWorkerPool(config);
    // The BullMQ producer as the api process has it; it touches Redis only when a job is sent.
    const redis = new Redis({ lazyConnect: true });
    const jobs = new BullMqJobQueue(redis, 'hb', new JobHandlerRegistry());
    const answer = await lastValueFrom(new OcrWarmUpInterceptor(pool, jobs).intercept(context, next));
    expect(answer).toBe('answered');
    expect(pool.state).toBe('stopped');
    redis.disconnect();
  });
});
