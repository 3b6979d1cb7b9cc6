import sharp from 'sharp';
import { AppConfig } from '../../../core/config/app-config';
import { OcrWorkerPool } from './ocr-worker-pool';

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

const config = (idleSeconds: string) =>
  new AppConfig({ SESSION_SECRET: 'x'.repeat(40), WORKER_CONCURRENCY: '1', OCR_IDLE_SECONDS: idleSeconds });

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
    // Idle for OCR_IDLE_SECONDS (here 50 ms): the workers are terminated.
    await pool.until('stopped');
    expect(pool.state).toBe('stopped');

    const second = pool.recognize(await textImage('SERIAL 1234'));
    expect(pool.state).toBe('starting');
    expect((await second).text).toContain('1234');
    await pool.until('stopped');
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
});
