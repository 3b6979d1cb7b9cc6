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
  // The model is loaded: the uncompressed traineddata (5.2 MB) would otherwise stay in the engine's
  // in-memory file system for the process's life.
  await worker.removeFile('eng.traineddata');
  return worker;
}

/**
 * The lines of tesseract's TSV output (one row per page, block, paragraph, line and word: level, page,
 * block, paragraph, line, word, left, top, width, height, confidence, text), each with its words' text
 * and its box. TSV rather than the 'blocks' output: that one is a JSON tree down to every symbol and its
 * alternatives, built as a string in the engine's memory, parsed and copied between threads for each
 * image, of which only the lines are used.
 */
function linesOf(tsv) {
  const lines = [];
  let line = null;
  for (const row of (tsv ?? '').split('\n')) {
    const [level, , , , , , left, top, width, height, , text] = row.split('\t');
    if (level === '4') {
      const [x0, y0] = [Number(left), Number(top)];
      line = { words: [], bbox: { x0, y0, x1: x0 + Number(width), y1: y0 + Number(height) } };
      lines.push(line);
    } else if (level === '5' && line && text?.trim()) {
      line.words.push(text.trim());
    }
  }
  return lines.filter(({ words }) => words.length).map(({ words, bbox }) => ({ text: words.join(' '), bbox }));
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
    scheduler.addJob('recognize', Buffer.from(png), {}, { text: true, tsv: true }).then(
      ({ data }) => process.send({ id, text: data.text, confidence: data.confidence, lines: linesOf(data.tsv) }),
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
