import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
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
  /** The lines read, with their boxes in the image's pixels (to find a keyword's region). */
  lines: OcrLine[];
}

export interface OcrLine {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * Page segmentation: sparse text (find as much text as possible, in no particular order). Unlike the
 * automatic layout analysis it keeps large logo lettering. A worker-wide parameter in tesseract.js, so
 * one mode for every job (measured on the fixtures: docs/vision.md).
 */
const PAGE_SEGMENTATION = Tesseract.PSM.SPARSE_TEXT;

/**
 * A pool of tesseract.js workers (one WebAssembly engine each, in worker threads) behind a
 * scheduler: created on the first OCR job (the API process of a BullMQ install never needs it),
 * reused for every image (creating a worker costs ~0.5 s), terminated on shutdown. Sized to the
 * cores and to WORKER_CONCURRENCY, so concurrent jobs queue instead of oversubscribing the CPU.
 */
@Injectable()
export class OcrWorkerPool implements OnApplicationShutdown {
  private readonly logger = new Logger('OCR');
  private readonly size: number;
  private scheduler: Promise<Tesseract.Scheduler> | null = null;

  constructor(config: AppConfig) {
    this.size = Math.max(1, Math.min(availableParallelism(), config.workerConcurrency));
  }

  /** Reads the text of a prepared (grey, upright) PNG. */
  async recognize(png: Buffer): Promise<OcrText> {
    const scheduler = await this.start();
    const { data } = await scheduler.addJob('recognize', png, {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => ({ text: line.text, bbox: line.bbox }))),
    );
    return { text: data.text, confidence: data.confidence, lines };
  }

  async onApplicationShutdown(): Promise<void> {
    const scheduler = this.scheduler;
    this.scheduler = null;
    if (scheduler) await (await scheduler.catch(() => null))?.terminate();
  }

  private start(): Promise<Tesseract.Scheduler> {
    if (!this.scheduler) {
      this.scheduler = this.createScheduler();
      // A failed start (missing language data…) is retried by the next job, not cached forever.
      this.scheduler.catch(() => (this.scheduler = null));
    }
    return this.scheduler;
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
