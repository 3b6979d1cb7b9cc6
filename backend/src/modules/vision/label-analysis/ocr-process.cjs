// The OCR process that OcrWorkerPool forks (plain CommonJS so it runs from src/ under the tests and from dist/):
// tesseract.js workers (worker threads, one WebAssembly engine each) behind a scheduler. The pool sends
// { id, png } and gets { id, text, confidence, lines } (lines with their boxes) or { id, error }. The process exits when the pool says 'stop'
// or disconnects, so every byte it used goes back to the system (worker threads alone leave ~70 MB behind).
const Tesseract = require('tesseract.js'); // eslint-disable-line @typescript-eslint/no-require-imports

const { OCR_WORKERS, OCR_LANG_PATH } = process.env;

async function createWorker() {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: OCR_LANG_PATH,
    gzip: true,
    // 'none': the traineddata is neither read from nor written to a cache directory.
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job's error inside its message listener, where
    // nothing catches it (the process would crash); the job's promise is rejected either way.
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    // Sparse text: find as much text as possible, in no particular order; unlike the automatic layout
    // analysis it keeps large logo lettering. A worker-wide parameter in tesseract.js, so one mode for
    // every job (measured on the fixtures: docs/vision.md).
    tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT,
    // The prepared image is scaled for ~300 dpi text; also silences tesseract's resolution warnings.
    user_defined_dpi: '300',
    debug_file: '/dev/null',
  });
  return worker;
}

async function main() {
  const scheduler = Tesseract.createScheduler();
  const workers = await Promise.all(Array.from({ length: Number(OCR_WORKERS) || 1 }, createWorker));
  for (const worker of workers) scheduler.addWorker(worker);
  process.on('message', (message) => {
    if (message === 'stop') {
      scheduler.terminate().finally(() => process.exit(0));
      return;
    }
    const { id, png } = message;
    scheduler.addJob('recognize', Buffer.from(png), {}, { text: true, blocks: true }).then(
      ({ data }) => {
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
