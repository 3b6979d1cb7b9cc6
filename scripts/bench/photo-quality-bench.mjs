// The label photo's quality check (docs/photo-capture.md, docs/decisions/photo-quality-thresholds.md): its
// measures (backend/dist/.../photo-quality.js, the built server code) on every label fixture photo as it is
// (the "good" set: dev, test and holdout, 206 photos) and on copies of each made worse with sharp — blurred
// (Gaussian σ 2, 4, 8 px), darkened (×0.2, ×0.1, gamma 3 then ×0.5), shrunk (shorter side 320, 240 px) and
// with a bright glare blob (a white ellipse, solid over 60% of its radius, ~10% of the photo). For each set:
// the share of photos each problem is found in. A good photo found wanting is a false alarm of the device's
// hint; the server refuses a photo only when, besides, nothing was read (so false refusals ≤ false alarms).
// Runnable alone (`node scripts/bench/photo-quality-bench.mjs` prints the section) or from `npm run bench`.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const FIXTURE_DIRS = ['labels', 'labels-holdout'].map((dir) => join(root, 'backend', 'test', 'fixtures', dir));

async function glareBlob(photo) {
  const { width, height } = await sharp(photo).metadata();
  const radius = Math.round(Math.min(width, height) * 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="0.6" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${width * 0.5}" cy="${height * 0.45}" rx="${radius * 1.3}" ry="${radius}" fill="url(#g)"/></svg>`;
  return sharp(photo)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const jpeg = (image) => image.jpeg({ quality: 90 }).toBuffer();
/** Each set: its name, the problem it should show, and how a fixture photo is made into it. */
export const SETS = [
  ['good', null, async (photo) => photo],
  ['blurred σ2', 'blurry', (photo) => jpeg(sharp(photo).blur(2))],
  ['blurred σ4', 'blurry', (photo) => jpeg(sharp(photo).blur(4))],
  ['blurred σ8', 'blurry', (photo) => jpeg(sharp(photo).blur(8))],
  ['dark ×0.2', 'dark', (photo) => jpeg(sharp(photo).linear(0.2, 0))],
  ['dark ×0.1', 'dark', (photo) => jpeg(sharp(photo).linear(0.1, 0))],
  ['dark gamma 3 ×0.5', 'dark', (photo) => jpeg(sharp(photo).gamma(3, 1).linear(0.5, 0))],
  ['small 320 px', 'small', (photo) => jpeg(sharp(photo).resize(320, 320, { fit: 'outside' }))],
  ['small 240 px', 'small', (photo) => jpeg(sharp(photo).resize(240, 240, { fit: 'outside' }))],
  ['glare blob', 'glare', glareBlob],
];
const PROBLEMS = ['blurry', 'dark', 'small', 'glare'];

export async function run() {
  const quality = require(join(root, 'backend', 'dist', 'modules', 'vision', 'image', 'photo-quality.js'));
  const files = FIXTURE_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.jpg'))
      .map((file) => join(dir, file)),
  );
  const rows = [];
  let measureMs = 0;
  let measured = 0;
  for (const [name, expected, make] of SETS) {
    const found = Object.fromEntries(PROBLEMS.map((problem) => [problem, 0]));
    let anything = 0;
    for (const file of files) {
      const photo = await make(readFileSync(file));
      const started = performance.now();
      const problems = quality.photoProblems(await quality.measurePhotoQuality(photo));
      measureMs += performance.now() - started;
      measured += 1;
      for (const problem of problems) found[problem] += 1;
      if (problems.length) anything += 1;
    }
    const share = (count) => `${((100 * count) / files.length).toFixed(1)}%`;
    rows.push(
      `| ${name} | ${files.length} | ${expected ? `**${share(found[expected])}**` : '—'} | ${PROBLEMS.map((problem) => share(found[problem])).join(' | ')} | ${share(anything)} |`,
    );
  }
  const limits = quality.PHOTO_QUALITY_LIMITS;
  return [
    '## Label photo quality check',
    '',
    `\`photo-quality.ts\` on the label fixtures and on copies made worse with sharp: shorter side < ${limits.minShorterSide} px small, 95th`,
    `percentile grey < ${limits.minBrightness} dark, sharpness < ${limits.minSharpness} blurry (contrast ≥ ${limits.minContrast}), saturated share > ${limits.maxGlare} glare. Target: no problem`,
    `found in a good photo. Measuring one photo took ${(measureMs / measured).toFixed(0)} ms on average. Why: [decisions/photo-quality-thresholds.md](decisions/photo-quality-thresholds.md).`,
    '',
    '| set | photos | found as meant | blurry | dark | small | glare | any problem |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await run());
}
