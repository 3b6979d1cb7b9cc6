import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ChildProcess, fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { AppConfig } from '../../../core/config/app-config';

/**
 * The English LSTM model shipped by the npm package @tesseract.js-data/eng ("best_int": the
 * accurate model, integer-quantised, 2.9 MB gzipped). Read from node_modules, never downloaded.
 */
export const ENGLISH_DATA_DIR = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** The OCR process's entry (plain CommonJS beside this file, in src/ and in dist/). */
const OCR_PROCESS = join(__dirname, 'ocr-process.cjs');

/**
 * glibc's malloc in the OCR process (before it, `MALLOC_ARENA_MAX=2` unless set: the worker threads of
 * several engines would otherwise each keep an arena of freed memory). Every block of 16 KB or more is a
 * mapping of its own, given back when freed, whatever the app's own setting (`npm start` and the image
 * set 128 KB): V8's optimising compiler tiers tesseract's WebAssembly up while the first photos are read,
 * and its working memory, once freed between blocks still in use, otherwise stayed in glibc's heap (31–38
 * MB of heap after 39 images against 5 MB; measured in docs/architecture.md, "Footprint").
 */
const OCR_PROCESS_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '16384' };

export interface OcrText {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  /** The lines read, with their boxes in the image's pixels (to find a keyword's region). */
  lines: OcrLine[];
}

/** The second reader's text of a photo (`readTextLines`), with the angle of its lines. */
export interface TextLines extends OcrText {
  /** The median angle of the photo's text lines, in degrees, clockwise positive (0 without a wide line). */
  skewDegrees: number;
}

/** Pixels, RGB, 3 bytes each, row by row. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** A photo for the second reader: the image its lines are cut from, and a copy scaled for text detection. */
export interface LinePhoto {
  image: RgbImage;
  /** Each side a multiple of 32. */
  detectionImage: RgbImage;
}

export interface OcrLine {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export type OcrPoolState = 'stopped' | 'starting' | 'ready';

/** What the OCR process answers a job: a reading (a photo's with its lines' angle), or why it failed. */
type OcrReply = ({ id: number; skewDegrees?: number } & OcrText) | { id: number; error: string };
type OcrReading = Exclude<OcrReply, { error: string }>;

/** Tesseract's answer to a prepared PNG. */
const textOf = ({ text, confidence, lines }: OcrReading): OcrText => ({ text, confidence, lines });
/** The second reader's answer to a photo: also the angle of its lines (0 without a wide line). */
const textLinesOf = (reading: OcrReading): TextLines => ({ ...textOf(reading), skewDegrees: reading.skewDegrees ?? 0 });

/**
 * A read took longer than OCR_READ_SECONDS (tesseract on a photo of noise can spend tens of seconds on its
 * specks; tesseract.js cannot stop a recognition): the OCR process was ended to stop it.
 */
export class OcrReadTimeoutError extends Error {}

/** The OCR process ended (crashed, was killed, or was ended to stop another job's read) before answering. */
class OcrProcessEndedError extends Error {}

/** One running OCR process: its tesseract workers, and the jobs sent to it and not yet answered. */
class OcrProcess {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (reading: OcrReading) => void; reject: (error: Error) => void }
  >();
  readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: OcrReply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(`OCR failed: ${reply.error}`));
      else job.resolve(reply);
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        for (const job of this.pending.values())
          job.reject(new OcrProcessEndedError(`The OCR process ended (${signal ?? code})`));
        this.pending.clear();
        resolve();
      }),
    );
  }

  /** Forks the process and waits until its workers are ready. */
  static async start(workers: number): Promise<OcrProcess> {
    const child = fork(OCR_PROCESS, [], {
      env: {
        MALLOC_ARENA_MAX: '2',
        ...process.env,
        ...OCR_PROCESS_MALLOC_ENV,
        OCR_WORKERS: String(workers),
        OCR_LANG_PATH: ENGLISH_DATA_DIR,
      },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // `gc()` for the process to collect after each photo the second reader reads (ocr-process.cjs).
      execArgv: ['--expose-gc'],
    });
    const ocr = new OcrProcess(child);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: true; failed?: string }) => {
        if (message.ready) resolve();
        if (message.failed) reject(new Error(`The OCR workers did not start: ${message.failed}`));
      };
      child.on('message', onMessage);
      child.once('error', reject);
      void ocr.exited.then(() => reject(new Error('The OCR process ended while starting')));
    });
    return ocr;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Tesseract's reading of a prepared PNG (`read`). */
  recognize(png: Buffer, limitMs: number): Promise<OcrText> {
    return this.read({ png }, limitMs).then(textOf);
  }

  /** The second reader's reading of a photo, with its lines' angle (`read`). */
  readTextLines(photo: LinePhoto, limitMs: number): Promise<TextLines> {
    return this.read({ photo }, limitMs).then(textLinesOf);
  }

  /**
   * The process's reading of a job. A read not answered within `limitMs` (its wait behind the process's other
   * jobs included) ends the process: the read rejects with OcrReadTimeoutError, every other job in it with
   * OcrProcessEndedError.
   */
  private read(job: { png: Buffer } | { photo: LinePhoto }, limitMs: number): Promise<OcrReading> {
    if (!this.alive) return Promise.reject(new OcrProcessEndedError('The OCR process has ended'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const limit = setTimeout(() => {
        this.pending.delete(id);
        reject(new OcrReadTimeoutError(`An OCR read took longer than ${limitMs / 1000} s`));
        this.child.kill('SIGKILL');
      }, limitMs);
      limit.unref();
      this.pending.set(id, {
        resolve: (reading) => {
          clearTimeout(limit);
          resolve(reading);
        },
        reject: (error) => {
          clearTimeout(limit);
          reject(error);
        },
      });
      this.child.send({ id, ...job });
    });
  }

  async stop(): Promise<void> {
    if (this.alive) {
      this.child.send('stop');
      const killer = setTimeout(() => this.child.kill('SIGKILL'), 5_000).unref();
      await this.exited;
      clearTimeout(killer);
    }
  }
}

/**
 * OCR_ENGINES, or by default: one engine on the embedded default (sized for a small box: each engine is
 * ~50 MB while it reads, and two labels analysed at once then take turns at it — measured in
 * docs/architecture.md, "Footprint"), else one per job a worker runs at once (WORKER_CONCURRENCY), up to
 * the core count, so concurrent jobs queue instead of oversubscribing the CPU.
 */
export function ocrEngineCount(config: AppConfig): number {
  if (config.ocrEngines !== null) return config.ocrEngines;
  if (config.isEmbedded) return 1;
  return Math.max(1, Math.min(availableParallelism(), config.workerConcurrency));
}

/**
 * A pool of tesseract engines (WebAssembly) in a child process of their own: one on that process's main
 * thread, or more as tesseract.js workers (worker threads; `ocr-process.cjs`). Started on the first OCR
 * job (the API process of a BullMQ install never needs it), reused for every image (creating an engine
 * costs ~0.5 s), retired once no job has run for OCR_IDLE_SECONDS and started again by the next job;
 * stopped on shutdown. A process, not worker threads in this one, so that retiring gives all of its memory
 * back (~120–135 MB with one engine that has read photos, ~50 MB per further engine). Sized by
 * `ocrEngineCount`. A read that outlives OCR_READ_SECONDS ends the process (the only way to stop tesseract):
 * that read fails with OcrReadTimeoutError, and the other jobs the process held are sent once more to a new
 * one, as are the jobs of a process that crashed.
 */
@Injectable()
export class OcrWorkerPool implements OnApplicationShutdown {
  private readonly logger = new Logger('OCR');
  private readonly size: number;
  private readonly idleMs: number;
  /** OCR_READ_SECONDS in milliseconds (a test may shorten it). */
  readLimitMs: number;
  private readonly states = new EventEmitter();
  private process: Promise<OcrProcess> | null = null;
  private ready: OcrProcess | null = null;
  private current: OcrPoolState = 'stopped';
  private running = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private shuttingDown = false;

  constructor(config: AppConfig) {
    this.size = ocrEngineCount(config);
    this.idleMs = config.ocrIdleMs;
    this.readLimitMs = config.ocrReadLimitMs;
  }

  get state(): OcrPoolState {
    return this.current;
  }

  /** Engines in the OCR process. */
  get engines(): number {
    return this.size;
  }

  /** The OCR process's id while it is ready (null otherwise). */
  get processId(): number | null {
    return this.ready?.pid ?? null;
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

  /**
   * Starts the OCR process now if it is not running, ahead of a job that is on its way (a label photo
   * being uploaded or prepared): its start (~1 s: fork, engines, language data) then overlaps that work
   * instead of following it. If no job comes, it retires after OCR_IDLE_SECONDS like after a job.
   */
  warmUp(): void {
    const starting = this.start();
    // The idle countdown runs from when the process is ready (a job meanwhile takes it over); a failed
    // start is logged by start() and retried by the next job.
    starting.then(
      () => {
        if (this.running === 0 && this.process === starting) this.scheduleRetirement();
      },
      () => undefined,
    );
  }

  /** Reads the text of a prepared (grey, upright) PNG with tesseract. */
  recognize(png: Buffer): Promise<OcrText> {
    return this.run((ocr) => ocr.recognize(png, this.readLimitMs));
  }

  /**
   * Reads the text lines of a photo with the second reader (PP-OCRv4, text-line-reader.cjs): `confidence` is
   * its mean character probability, 0–100.
   */
  readTextLines(photo: LinePhoto): Promise<TextLines> {
    return this.run((ocr) => ocr.readTextLines(photo, this.readLimitMs));
  }

  /** One job (`read` of the OCR process, started if need be), sent once more to a new process if its process ended. */
  private async run<Answer>(read: (ocr: OcrProcess) => Promise<Answer>): Promise<Answer> {
    this.running += 1;
    this.cancelRetirement();
    try {
      for (let attempt = 1; ; attempt++) {
        const ocr = await this.start();
        try {
          return await read(ocr);
        } catch (error) {
          if (error instanceof OcrReadTimeoutError) this.logger.warn(`${error.message}: the OCR process was ended`);
          // Another job's read ended the process, or it crashed: this job is sent once more, to a new one.
          if (!(error instanceof OcrProcessEndedError) || attempt > 1 || this.shuttingDown) throw error;
          this.replaceEnded(ocr);
        }
      }
    } finally {
      this.running -= 1;
      if (this.running === 0) this.scheduleRetirement();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    this.cancelRetirement();
    await this.stop();
  }

  private setState(state: OcrPoolState): void {
    this.current = state;
    this.states.emit('state', state);
  }

  private start(): Promise<OcrProcess> {
    if (!this.process) {
      const startedAt = Date.now();
      const starting = OcrProcess.start(this.size);
      this.process = starting;
      this.setState('starting');
      starting.then(
        (ocr) => {
          if (this.process !== starting) return;
          this.logger.log(`${this.size} OCR worker(s) ready in ${Date.now() - startedAt} ms`);
          this.ready = ocr;
          this.setState('ready');
          // A crashed OCR process is replaced by the next job.
          void ocr.exited.then(() => this.replaceEnded(ocr));
        },
        // A failed start (missing language data…) is retried by the next job, not cached forever.
        (error: Error) => {
          this.logger.warn(error.message);
          if (this.process !== starting) return;
          this.process = null;
          this.setState('stopped');
        },
      );
    }
    return this.process;
  }

  /** An OCR process that ended on its own (not stopped by the pool) is forgotten: the next job starts another. */
  private replaceEnded(ocr: OcrProcess): void {
    if (this.ready !== ocr) return;
    this.logger.warn('The OCR process ended; the next read starts a new one');
    this.process = null;
    this.ready = null;
    this.setState('stopped');
  }

  private async stop(): Promise<void> {
    const starting = this.process;
    if (!starting) return;
    this.process = null;
    this.ready = null;
    await (await starting.catch(() => null))?.stop();
    // A job that arrived while the workers were stopping has started a new process meanwhile.
    if (!this.process) this.setState('stopped');
  }

  private scheduleRetirement(): void {
    this.cancelRetirement();
    if (!this.process) return;
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
}
