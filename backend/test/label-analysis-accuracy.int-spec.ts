import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Clock } from '../src/core/clock';
import { LabelAnalysisService } from '../src/modules/vision/label-analysis/label-analysis.service';
import type { LabelAnalysisResult } from '../src/modules/vision/label-reading';
import { LabelFixture, decodedYear, readFixtures, scoreAnalysis } from './support/label-fixtures';
import { TestApp } from './support/test-app';

/**
 * Asserted on the TEST split only (never tuned on). Issue 43's targets: brand 99%, model 97%, serial 96%,
 * year 96%; where the pipeline measures below a target the threshold is what it achieves (the years: minus a
 * small margin), and the gap is reported in docs/benchmarks.md (vision section) — never tuned on this split.
 */
const TARGETS = {
  brand: 0.99,
  modelNumber: 0.97,
  serialNumber: 0.96,
  yearAmongCandidates: 0.95,
  manufactureYear: 0.96,
};
/**
 * Measured on the test split (2026-11-28, 106 plates: the 82 and issue 43's 24 long-tail plates; ages as of
 * MEASURED_ON; two readers): brand 106/106 (100%), model 102/106 (96.2%), serial 103/106 (97.2%), year among
 * the candidates 102/105 (97.1%), year first 94/105 (89.5%), no high-confidence wrong year. Below the targets:
 * the model (102/106, no plate of margin) and the year first (repeating codes with nothing on the plate to
 * choose by: 0.88, a plate of margin). Both readers are deterministic on one machine (onnxruntime runs one
 * thread), but their SIMD paths may differ on another CPU, where a slip of one plate would show here first.
 * The ages are told as of MEASURED_ON, so the year figures do not drift with the calendar. Thresholds only
 * ever move up (brand 0.92 → 0.93 → 77/82 → 78/82 → 0.98 → 0.99, model 0.72 → 0.73 → 0.74 → 0.76 → 0.77 →
 * 66/82 → 69/82 → 70/82 → 0.95 → 102/106, serial 0.78 → 0.79 → 68/82 → 70/82 → 0.95 → 0.96, year among the
 * candidates 0.79 → 0.82 → 0.83 → 68/81 → 69/81 → 0.95, year first 0.68 → 0.77 → 63/81 → 64/81 → 0.85 → 0.88).
 */
const THRESHOLDS: Record<keyof typeof TARGETS, number> = {
  brand: TARGETS.brand,
  modelNumber: 102 / 106,
  serialNumber: TARGETS.serialNumber,
  yearAmongCandidates: TARGETS.yearAmongCandidates,
  manufactureYear: 0.88,
};

/** The day the thresholds were measured: every age in this test is told as of it. */
const MEASURED_ON = '2026-11-25T12:00:00Z';

/**
 * LABEL_SPLIT=dev runs the dev split (for tuning; reports only). The default is the test split.
 * LABEL_FIXTURES_DIR=<dir> reads another fixture directory, reports only, never asserted: an uncommitted
 * tuning batch rendered with another seed (`generate-label-fixtures.mjs --seed <n> --count <n> --out <dir>`,
 * every plate of it) or one drawn the holdout's way (`render-holdout-plates.mjs --tuning <dir>`,
 * LABEL_SPLIT=html-dev).
 */
const FIXTURES_DIR = process.env.LABEL_FIXTURES_DIR ? resolve(process.env.LABEL_FIXTURES_DIR) : undefined;
/** OCR_SECOND_READER=false (or true) reads with that setting, reports only: the thresholds are both readers'. */
const SECOND_READER = process.env.OCR_SECOND_READER;
const SPLIT = FIXTURES_DIR ? process.env.LABEL_SPLIT || undefined : process.env.LABEL_SPLIT === 'dev' ? 'dev' : 'test';

/**
 * The real pipeline (sharp, tesseract.js, label parser, age estimator with the seeded rules) over the
 * generated label photos of one split. Prints each miss with what OCR read (LABEL_OCR_DUMP=1).
 */
describe(`label analysis accuracy on the ${SPLIT ?? 'whole'} split of the ${FIXTURES_DIR ?? 'generated'} fixture photos`, () => {
  let t: TestApp;
  const fixtures = readFixtures(SPLIT, FIXTURES_DIR);

  beforeAll(async () => {
    // A read's time limit is the machine's, not the reader's: on a machine loaded far beyond its 2 cores a
    // read that takes 2 s idle may wait past the default 20 s, which must not fail (or change) the figures.
    t = await TestApp.start('embedded', {
      OCR_READ_SECONDS: '600',
      ...(SECOND_READER ? { OCR_SECOND_READER: SECOND_READER } : {}),
    });
  });
  afterAll(() => t?.stop());

  // The 3 h timeout only guards against a hang: the photos take ~2 min on an idle machine and took over
  // 30 min on one loaded far beyond its 2 cores (CI, 2026-11-24), which must not fail the test.
  it('reads brand, model, serial and manufacture year at or above the thresholds', async () => {
    const analysis = t.app.get(LabelAnalysisService);
    // Ages are told against a fixed day (the day the thresholds were measured), not the wall clock: a
    // repeating code's newest candidate stops being in the future as the months pass, which would move
    // the year figures without any change of code.
    const now = new Date(MEASURED_ON);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(now.getTime());
    const rows: Array<{ fixture: LabelFixture; result: LabelAnalysisResult; ocr: string }> = [];
    const millis: number[] = [];
    const ocrCalls: number[] = [];
    for (const fixture of fixtures) {
      const image = readFileSync(join(fixture.dir, fixture.file));
      const started = performance.now();
      const { result, ocrPasses } = await analysis.analyzeWithDiagnostics(image, 'image/jpeg');
      millis.push(performance.now() - started);
      ocrCalls.push(ocrPasses.length);
      rows.push({ fixture, result, ocr: ocrPasses.map((pass) => `[${pass.variant}] ${pass.text}`).join('\n') });
    }

    const scores = scoreAnalysis(
      rows.map(({ fixture, result }) => ({ fixture, result })),
      now,
    );
    const misses = rows
      .map((row, index) => ({ ...row, failed: scores.perFixture[index].failed }))
      .filter((row) => row.failed.length);
    const report = [
      `${SPLIT ?? 'whole'} split: ${fixtures.length} plates (${scores.dated} with a knowable year); ${Object.entries(
        scores.accuracy,
      )
        .map(([field, value]) => `${field} ${(value * 100).toFixed(1)}%`)
        .join(', ')}; high-confidence wrong years ${scores.highConfidenceWrongYears.length}`,
      // Reported, never asserted: the time depends on the machine's load (docs/benchmarks.md).
      `time per plate (this machine, its load included): p50 ${percentile(millis, 0.5)} ms, p95 ${percentile(millis, 0.95)} ms`,
      // The work per plate, independent of the machine's load: one OCR call per pass.
      `OCR calls per plate: mean ${(ocrCalls.reduce((a, b) => a + b, 0) / Math.max(1, ocrCalls.length)).toFixed(2)}, p50 ${percentile(ocrCalls, 0.5)}, p95 ${percentile(ocrCalls, 0.95)}; calls by pass: ${PASS_KINDS.map((kind) => `${kind} ${rows.reduce((sum, row) => sum + row.ocr.split(`[${kind}] `).length - 1, 0)}`).join(', ')}`,
      ...scores.highConfidenceWrongYears.map((line) => `HIGH-CONFIDENCE WRONG ${line}`),
      ...misses.map(
        ({ fixture, result, failed }) =>
          `MISS ${fixture.file} [${fixture.layout}]: ${failed.join('; ')}\n  got ${JSON.stringify({ ...result, estimatedAge: undefined })}` +
          `\n  age ${JSON.stringify(result.estimatedAge)}\n  decoded year ${decodedYear(result.estimatedAge)}`,
      ),
    ];
    process.stdout.write(`${report.join('\n')}\n`);
    // LABEL_OCR_DUMP=1: the OCR text of each miss; LABEL_OCR_DUMP=all: of every plate (to replay the parser on).
    if (process.env.LABEL_OCR_DUMP) {
      for (const { fixture, ocr } of process.env.LABEL_OCR_DUMP === 'all' ? rows : misses) {
        process.stdout.write(`--- OCR ${fixture.file}\n${ocr}\n`);
      }
    }

    expect(fixtures.length).toBeGreaterThanOrEqual(FIXTURES_DIR ? 1 : 70);
    if (SPLIT !== 'test' || FIXTURES_DIR || SECOND_READER) return;
    expect(scores.accuracy.brand).toBeGreaterThanOrEqual(THRESHOLDS.brand);
    expect(scores.accuracy.modelNumber).toBeGreaterThanOrEqual(THRESHOLDS.modelNumber);
    expect(scores.accuracy.serialNumber).toBeGreaterThanOrEqual(THRESHOLDS.serialNumber);
    expect(scores.accuracy.yearAmongCandidates).toBeGreaterThanOrEqual(THRESHOLDS.yearAmongCandidates);
    expect(scores.accuracy.manufactureYear).toBeGreaterThanOrEqual(THRESHOLDS.manufactureYear);
    expect(scores.highConfidenceWrongYears).toEqual([]);
  }, 10_800_000);
});

/** The OCR passes of the offline reader, as the diagnostics name them. */
const PASS_KINDS = ['text-lines', 'flattened', 'standard', 'local-contrast', 'serial-region', 'logo-band'];

/** The q-quantile of the values (nearest rank), rounded to a millisecond. */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0);
}
