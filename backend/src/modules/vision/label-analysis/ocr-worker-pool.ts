import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import { AppConfig } from '../../../core/config/app-config';

/**
 * The English LSTM model shipped by the npm package @tesseract.js-data/eng ("best_int": the
 * accurate model, integer-quantised, 2.9 MB gzipped). Read from node_modules, never downloaded.
 */
export const ENGLISH_DATA_DIR = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrText {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

/**
 * Page segmentation: sparse text (find as much text as possible, in no particular order). Unlike the
 * automatic layout analysis it keeps large logo lettering. A worker-wide parameter in tesseract.js, so
 * one mode for every job (measured on the fixtures: docs/vision.md).
 */
const PAGE_SEGMENTATION = Tesseract.PSM.SPARSE_TEXT;

export type OcrPoolState = 'stopped' | 'starting' | 'ready';

/**
 * A pool of tesseract.js workers (one WebAssembly engine each, in worker threads) behind a
 * scheduler: created on the first OCR job (the API process of a BullMQ install never needs it),
 * reused for every image (creating a worker costs ~0.5 s), retired once no job has run for
 * OCR_IDLE_SECONDS (their memory goes back to the system: each engine holds ~100 MB once it has read a
 * photo) and started again by the next job; terminated on shutdown. Sized to the cores and to
 * WORKER_CONCURRENCY, so concurrent jobs queue instead of oversubscribing the CPU.
 */
@Injectable()
export class OcrWorkerPool implements OnApplicationShutdown {
  private readonly logger = new Logger('OCR');
  private readonly size: number;
  private readonly idleMs: number;
  private readonly states = new EventEmitter();
  private scheduler: Promise<Tesseract.Scheduler> | null = null;
  private current: OcrPoolState = 'stopped';
  private running = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(config: AppConfig) {
    this.size = Math.max(1, Math.min(availableParallelism(), config.workerConcurrency));
    this.idleMs = config.ocrIdleMs;
  }

  get state(): OcrPoolState {
    return this.current;
  }

  /** Resolves when the pool is (or next becomes) in `state`. */
  until(state: OcrPoolState): Promise<void> {
    if (this.current === state) return Promise.resolve();
    return new Promise((resolve) => {
      const listener = (next: OcrPoolState) => {
        if (next !== state) return;
        this.states.off('state', listener);
        resolve();
      };
      this.states.on('state', listener);
    });
  }

  /** Reads the text of a prepared (grey, upright) PNG. */
  async recognize(png: Buffer): Promise<OcrText> {
    this.running += 1;
    this.cancelRetirement();
    try {
      const scheduler = await this.start();
      const { data } = await scheduler.addJob('recognize', png);
      return { text: data.text, confidence: data.confidence };
    } finally {
      this.running -= 1;
      if (this.running === 0) this.scheduleRetirement();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.cancelRetirement();
    await this.stop();
  }

  private setState(state: OcrPoolState): void {
    this.current = state;
    this.states.emit('state', state);
  }

  private start(): Promise<Tesseract.Scheduler> {
    if (!this.scheduler) {
      const scheduler = this.createScheduler();
      this.scheduler = scheduler;
      this.setState('starting');
      scheduler.then(
        () => this.scheduler === scheduler && this.setState('ready'),
        // A failed start (missing language data…) is retried by the next job, not cached forever.
        () => {
          if (this.scheduler !== scheduler) return;
          this.scheduler = null;
          this.setState('stopped');
        },
      );
    }
    return this.scheduler;
  }

  private async stop(): Promise<void> {
    const scheduler = this.scheduler;
    if (!scheduler) return;
    this.scheduler = null;
    await (await scheduler.catch(() => null))?.terminate();
    // A job that arrived while the workers were terminating has started a new pool meanwhile.
    if (!this.scheduler) this.setState('stopped');
  }

  private scheduleRetirement(): void {
    this.cancelRetirement();
    if (!this.scheduler) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.running > 0) return;
      this.logger.log(`OCR workers retired after ${this.idleMs / 1000} s without a label to read`);
      void this.stop();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private cancelRetirement(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async createScheduler(): Promise<Tesseract.Scheduler> {
    const startedAt = Date.now();
    const scheduler = Tesseract.createScheduler();
    const workers = await Promise.all(Array.from({ length: this.size }, () => createWorker(this.logger)));
    for (const worker of workers) scheduler.addWorker(worker);
    this.logger.log(`${this.size} OCR worker(s) ready in ${Date.now() - startedAt} ms`);
    return scheduler;
  }
}

async function createWorker(logger: Logger): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: ENGLISH_DATA_DIR,
    gzip: true,
    // 'none': the traineddata is neither read from nor written to a cache directory.
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job's error inside its message listener, where
    // nothing catches it (the process would crash); the job's promise is rejected either way.
    errorHandler: (error: unknown) => logger.warn(`OCR job failed: ${String(error)}`),
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PAGE_SEGMENTATION,
    // The prepared image is scaled for ~300 dpi text; also silences tesseract's resolution warnings.
    user_defined_dpi: '300',
    debug_file: '/dev/null',
  });
  return worker;
}
