import sharp from 'sharp';
import { AppConfig } from '../../../core/config/app-config';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { OcrReadTimeoutError, OcrWorkerPool, ocrEngineCount } from './ocr-worker-pool';
import { prepareLinePhoto } from '../image/label-image-preparation';

/** A grey PNG with one line of large black text, the shape the label preparation hands to OCR. */
const textImage = (text: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="160"><rect width="100%" height="100%" fill="white"/>` +
        `<text x="30" y="100" font-family="DejaVu Sans, sans-serif" font-size="64" fill="black">${text}</text></svg>`,
    ),
  )
    .greyscale()
    .png()
    .toBuffer();

const config = (idleSeconds: string, engines?: string) =>
  new AppConfig({
    SESSION_SECRET: 'x'.repeat(40),
    WORKER_CONCURRENCY: '1',
    OCR_IDLE_SECONDS: idleSeconds,
    ...(engines ? { OCR_ENGINES: engines } : {}),
  });

/** A process's environment, from /proc. */
const environmentOf = (pid: number) =>
  Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );

/** Whether a process with this id still runs (signal 0 only checks). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('ocrEngineCount', () => {
  const secret = { SESSION_SECRET: 'x'.repeat(40) };
  const services = { DATABASE_URL: 'postgres://hb@db/hb', REDIS_URL: 'redis://redis:6379' };

  it('is one engine on the embedded default, whatever the job concurrency', () => {
    expect(ocrEngineCount(new AppConfig({ ...secret, WORKER_CONCURRENCY: '4' }))).toBe(1);
  });

  it('is one engine per job a worker runs at once, up to the cores, with configured services', () => {
    expect(ocrEngineCount(new AppConfig({ ...secret, ...services, WORKER_CONCURRENCY: '1' }))).toBe(1);
    expect(ocrEngineCount(new AppConfig({ ...secret, ...services, WORKER_CONCURRENCY: '64' }))).toBe(
      availableParallelism(),
    );
  });

  it('is OCR_ENGINES when set', () => {
    expect(ocrEngineCount(new AppConfig({ ...secret, OCR_ENGINES: '2' }))).toBe(2);
    expect(ocrEngineCount(new AppConfig({ ...secret, ...services, OCR_ENGINES: '3' }))).toBe(3);
    expect(() => new AppConfig({ ...secret, OCR_ENGINES: '0' })).toThrow('OCR_ENGINES must be a whole number');
  });
});

describe('OcrWorkerPool', () => {
  let pool: OcrWorkerPool | null = null;
  afterEach(async () => {
    await pool?.onApplicationShutdown();
    pool = null;
  });

  it('starts on the first job, retires when idle and starts again for the next job', async () => {
    pool = new OcrWorkerPool(config('0.05'));
    expect(pool.state).toBe('stopped');

    const first = await pool.recognize(await textImage('MODEL RH40'));
    expect(first.text).toContain('RH40');
    const firstProcess = pool.processId;
    // Idle for OCR_IDLE_SECONDS (here 50 ms): the workers are terminated.
    await pool.until('stopped');
    expect(pool.state).toBe('stopped');

    expect(pool.processId).toBeNull();
    expect(processExists(firstProcess!)).toBe(false);

    const second = pool.recognize(await textImage('SERIAL 1234'));
    expect(pool.state).toBe('starting');
    expect((await second).text).toContain('1234');
    expect(pool.processId).not.toBe(firstProcess);
    await pool.until('stopped');
  });

  it('starts ahead of a job on warmUp, hands that process to the job, and retires if no job comes', async () => {
    pool = new OcrWorkerPool(config('3600'));
    pool.warmUp();
    expect(pool.state).toBe('starting');
    await pool.until('ready');
    const warmed = pool.processId;
    expect(processExists(warmed!)).toBe(true);
    expect((await pool.recognize(await textImage('MODEL RH40'))).text).toContain('RH40');
    expect(pool.processId).toBe(warmed);
    // Warming a running pool changes nothing.
    pool.warmUp();
    expect(pool.processId).toBe(warmed);

    await pool.onApplicationShutdown();
    const idle = new OcrWorkerPool(config('0.05'));
    pool = idle;
    idle.warmUp();
    await idle.until('ready');
    const unused = idle.processId!;
    // No job came within OCR_IDLE_SECONDS (here 50 ms): retired all the same.
    await idle.until('stopped');
    expect(processExists(unused)).toBe(false);
  });

  it('replaces an OCR process that ended unexpectedly with a new one on the next job', async () => {
    pool = new OcrWorkerPool(config('3600'));
    await pool.recognize(await textImage('MODEL RH40'));
    const crashed = pool.processId!;
    process.kill(crashed, 'SIGKILL');
    await pool.until('stopped');

    expect((await pool.recognize(await textImage('SERIAL 5678'))).text).toContain('5678');
    expect(pool.state).toBe('ready');
    expect(pool.processId).not.toBe(crashed);
  });

  it('ends the OCR process when a read outlives OCR_READ_SECONDS, fails that read, and reads the next on a new one', async () => {
    pool = new OcrWorkerPool(config('3600'));
    await pool.recognize(await textImage('MODEL RH40'));
    const stuck = pool.processId!;
    // No recognition answers within a millisecond: the read counts as stuck.
    pool.readLimitMs = 1;
    await expect(pool.recognize(await textImage('SERIAL 5678'))).rejects.toBeInstanceOf(OcrReadTimeoutError);
    await pool.until('stopped');
    expect(processExists(stuck)).toBe(false);

    pool.readLimitMs = 3_600_000;
    expect((await pool.recognize(await textImage('SERIAL 5678'))).text).toContain('5678');
    expect(pool.processId).not.toBe(stuck);
  });

  it('sends the jobs of an OCR process that ended under them once more, to a new one', async () => {
    pool = new OcrWorkerPool(config('3600'));
    pool.warmUp();
    await pool.until('ready');
    const crashed = pool.processId!;
    const images = await Promise.all([textImage('MODEL RH40'), textImage('SERIAL 5678')]);
    const reads = images.map((image) => pool!.recognize(image));
    // Both jobs are sent (the pool hands them over after a microtask); tesseract reads one at a time.
    await new Promise((resolve) => setImmediate(resolve));
    process.kill(crashed, 'SIGKILL');

    const [model, serial] = await Promise.all(reads);
    expect(model.text).toContain('RH40');
    expect(serial.text).toContain('5678');
    expect(pool.processId).not.toBe(crashed);
  });

  it('keeps the workers while jobs keep coming', async () => {
    pool = new OcrWorkerPool(config('3600'));
    await pool.recognize(await textImage('BRAND RHEEM'));
    expect(pool.state).toBe('ready');
    const [a, b] = await Promise.all([
      pool.recognize(await textImage('MODEL A100')),
      pool.recognize(await textImage('MODEL B200')),
    ]);
    expect(a.text).toContain('A100');
    expect(b.text).toContain('B200');
    expect(pool.state).toBe('ready');
    await pool.onApplicationShutdown();
    expect(pool.state).toBe('stopped');
  });

  it("reads the same with its one engine on the OCR process's main thread as with worker-thread engines", async () => {
    const image = await textImage('MODEL RH40 SER 5678');
    pool = new OcrWorkerPool(config('3600'));
    const onMainThread = await pool.recognize(image);
    await pool.onApplicationShutdown();
    pool = new OcrWorkerPool(config('3600', '2'));
    expect(pool.engines).toBe(2);
    const inWorkerThreads = await pool.recognize(image);

    expect(onMainThread.text).toContain('5678');
    expect(onMainThread).toEqual(inWorkerThreads);
  });

  it("reads a photo's text lines with the second reader (PP-OCRv4), in reading order with their boxes", async () => {
    // Two lines, the second on the right: a photo, in colour, as a phone takes it.
    const photo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400"><rect width="100%" height="100%" fill="#e8e4d8"/>` +
          `<text x="40" y="120" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#202020">MODEL XE40M06ST45U1</text>` +
          `<text x="300" y="280" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#202020">SERIAL Q181504123</text></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    pool = new OcrWorkerPool(config('3600'));
    const read = await pool.readTextLines(await prepareLinePhoto(photo));

    expect(read.text.replace(/ /g, '')).toBe('MODELXE40M06ST45U1\nSERIALQ181504123');
    expect(read.lines).toHaveLength(2);
    expect(read.lines[1].bbox.x0).toBeGreaterThan(read.lines[0].bbox.x0 + 150);
    expect(read.lines[1].bbox.y0).toBeGreaterThan(read.lines[0].bbox.y1 - 10);
    expect(read.confidence).toBeGreaterThan(80);
    expect(Math.abs(read.skewDegrees)).toBeLessThan(2);
    // The same lines turned 25° clockwise: read as well, and their angle measured.
    const askew = await sharp(photo).rotate(25, { background: '#e8e4d8' }).jpeg().toBuffer();
    const turned = await pool.readTextLines(await prepareLinePhoto(askew));
    expect(turned.text.replace(/ /g, '')).toBe('MODELXE40M06ST45U1\nSERIALQ181504123');
    expect(turned.skewDegrees).toBeGreaterThan(22);
    expect(turned.skewDegrees).toBeLessThan(28);
    // The same process goes on reading with tesseract.
    expect((await pool.recognize(await textImage('MODEL RH40 SER 5678'))).text).toContain('5678');
  });

  it("forks the OCR process with V8's gc() exposed, for its collection after each second-reader photo", async () => {
    pool = new OcrWorkerPool(config('3600'));
    pool.warmUp();
    await pool.until('ready');
    expect(readFileSync(`/proc/${pool.processId}/cmdline`, 'utf8').split('\0')).toContain('--expose-gc');
  });

  it('forks the OCR process with every block of 16 KB or more mapped on its own, whatever the app uses', async () => {
    const appSetting = process.env.MALLOC_MMAP_THRESHOLD_;
    process.env.MALLOC_MMAP_THRESHOLD_ = '131072';
    try {
      pool = new OcrWorkerPool(config('3600'));
      pool.warmUp();
      await pool.until('ready');
      expect(environmentOf(pool.processId!)).toMatchObject({ MALLOC_MMAP_THRESHOLD_: '16384' });
    } finally {
      if (appSetting === undefined) delete process.env.MALLOC_MMAP_THRESHOLD_;
      else process.env.MALLOC_MMAP_THRESHOLD_ = appSetting;
    }
  });
});
