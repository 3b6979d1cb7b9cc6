// The OCR process that OcrWorkerPool forks (plain CommonJS so it runs from src/ under the tests and from dist/).
// The pool sends { id, png } (tesseract) or { id, photo } (the second reader, text-line-reader.cjs) and gets
// { id, text, confidence, lines } (lines with their boxes) or { id, error }.
// The process exits when the pool says 'stop' or disconnects, so every byte it used goes back to the system
// (worker threads alone leave ~70 MB behind).
//
// One engine (OCR_WORKERS=1, the embedded default) runs on this process's main thread: tesseract.js's own
// worker script, driven here with the messages its createWorker would post to a worker thread. No second V8
// heap, no copy of each image and each result between threads: the process's peak while reading is
// ~15–35 MB lower (docs/architecture.md, "Footprint"). More engines are tesseract.js workers (worker threads,
// one WebAssembly engine each) behind its scheduler, since the worker script keeps one engine per thread.
/* eslint-disable @typescript-eslint/no-require-imports */
const Tesseract = require('tesseract.js');
const { oneAtATime } = require('../../../core/one-at-a-time.cjs');
const { readTextLines } = require('./text-line-reader.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const { OCR_WORKERS, OCR_LANG_PATH } = process.env;

const LANGUAGE = 'eng';
const LANGUAGE_OPTIONS = {
  langPath: OCR_LANG_PATH,
  gzip: true,
  // 'none': the traineddata is neither read from nor written to a cache directory.
  cacheMethod: 'none',
};
const PARAMETERS = {
  // Sparse text: find as much text as possible, in no particular order; unlike the automatic layout
  // analysis it keeps large logo lettering. An engine-wide parameter in tesseract.js, so one mode for
  // every job (measured on the fixtures: docs/vision.md).
  tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT,
  // The prepared image is scaled for ~300 dpi text; also silences tesseract's resolution warnings.
  user_defined_dpi: '300',
  debug_file: '/dev/null',
};
/** The text, and the block tree the lines (with their boxes) are taken from. */
const OUTPUT = { text: true, blocks: true };

/**
 * The engine on this thread. tesseract.js's worker script (`dispatchHandlers`, `setAdapter`: the same
 * module its Node worker thread runs, with the same adapter) is sent the packets `createWorker` would
 * post to it — load, loadLanguage, initialize, setParameters, then recognize per image — and answers
 * through a callback instead of a message port. It keeps one engine per module instance; its jobs run
 * one at a time (a recognition is one synchronous WebAssembly call), queued here as the scheduler would.
 */
async function startEngineOnThisThread() {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const workerScript = require('tesseract.js/src/worker-script');
  const getCore = require('tesseract.js/src/worker-script/node/getCore');
  const gunzip = require('tesseract.js/src/worker-script/node/gunzip');
  const cache = require('tesseract.js/src/worker-script/node/cache');
  /* eslint-enable @typescript-eslint/no-require-imports */
  workerScript.setAdapter({ getCore, gunzip, fetch: globalThis.fetch, ...cache });
  let jobs = 0;
  const run = (action, payload) =>
    new Promise((resolve, reject) => {
      jobs += 1;
      const packet = { workerId: 'ocr-process', jobId: `job-${jobs}`, action, payload };
      workerScript.dispatchHandlers(packet, ({ status, data }) => {
        if (status === 'resolve') resolve(data);
        else if (status === 'reject') reject(new Error(String(data)));
        // 'progress' packets are ignored.
      });
    });
  await run('load', { options: { lstmOnly: true, corePath: undefined, logging: false } });
  await run('loadLanguage', { langs: LANGUAGE, options: { ...LANGUAGE_OPTIONS, lstmOnly: true } });
  await run('initialize', { langs: LANGUAGE, oem: Tesseract.OEM.LSTM_ONLY, config: {} });
  await run('setParameters', { params: PARAMETERS });
  const inTurn = oneAtATime();
  return {
    recognize(png) {
      const image = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      return inTurn(() => run('recognize', { image, options: {}, output: OUTPUT }));
    },
    terminate: () => inTurn(() => run('terminate', {})),
  };
}

/** `count` tesseract.js workers (worker threads) behind its scheduler. */
async function startWorkerThreadEngines(count) {
  const createWorker = async () => {
    const worker = await Tesseract.createWorker(LANGUAGE, Tesseract.OEM.LSTM_ONLY, {
      ...LANGUAGE_OPTIONS,
      // Without a handler tesseract.js rethrows a failed job's error inside its message listener, where
      // nothing catches it (the process would crash); the job's promise is rejected either way.
      errorHandler: () => undefined,
    });
    await worker.setParameters(PARAMETERS);
    return worker;
  };
  const scheduler = Tesseract.createScheduler();
  const workers = await Promise.all(Array.from({ length: count }, createWorker));
  for (const worker of workers) scheduler.addWorker(worker);
  return {
    recognize: (png) => scheduler.addJob('recognize', Buffer.from(png), {}, OUTPUT).then(({ data }) => data),
    terminate: () => scheduler.terminate(),
  };
}

/**
 * A full collection once a photo's second reading is answered. Its input tensors, the photo received and
 * recognition's line tensors (several MB, outside V8's heap) outlive two scavenges, so they wait for a
 * mark-compact, which V8 starts only when such memory has grown by ~64 MB: the process held up to that
 * much of them. Measured with 20 fixture photos 2 at a time: the process's peak 277–279 MB against 290–298 MB,
 * for 9–41 ms per photo (load 4–5) of a reading that takes ~1 s (docs/architecture.md, "Footprint").
 * `gc` is there because the pool forks the process with `--expose-gc`.
 */
function collectPhotoGarbage() {
  globalThis.gc?.();
}

async function main() {
  const count = Number(OCR_WORKERS) || 1;
  const engines = count === 1 ? await startEngineOnThisThread() : await startWorkerThreadEngines(count);
  process.on('message', (message) => {
    if (message === 'stop') {
      engines
        .terminate()
        .catch(() => undefined)
        .finally(() => process.exit(0));
      return;
    }
    const { id, png, photo } = message;
    if (photo) {
      // The second reader (text-line-reader.cjs): the photo's text lines, for the label's codes.
      readTextLines(photo.image, photo.detectionImage).then(
        ({ lines, skewDegrees }) => {
          process.send({
            id,
            text: lines.map((line) => line.text).join('\n'),
            confidence: lines.length ? (100 * lines.reduce((sum, line) => sum + line.confidence, 0)) / lines.length : 0,
            lines: lines.map(({ text, bbox }) => ({ text, bbox })),
            skewDegrees,
          });
          collectPhotoGarbage();
        },
        (error) => process.send({ id, error: String(error?.message ?? error) }),
      );
      return;
    }
    engines.recognize(png).then(
      (data) => {
        const lines = (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) =>
            paragraph.lines.map((line) => ({ text: line.text, bbox: line.bbox })),
          ),
        );
        process.send({ id, text: data.text, confidence: data.confidence, lines });
      },
      (error) => process.send({ id, error: String(error?.message ?? error) }),
    );
  });
  process.send({ ready: true });
}

process.on('disconnect', () => process.exit(0));
main().catch((error) => {
  process.send?.({ failed: String(error?.stack ?? error) });
  process.exit(1);
});
