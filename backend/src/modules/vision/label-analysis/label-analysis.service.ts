import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock';
import { HistogramMetric, MetricsRegistry, secondsSince } from '../../../core/metrics/metrics-registry';
import { AgeEstimator } from '../age/age-estimator';
import { GeminiLabelReader } from '../gemini/gemini-label-reader';
import type { LabelAnalysisResult } from '../label-reading';
import { mergeReadings } from '../merge/label-reading-merge';
import { OfflineLabelReader, OfflineReading } from '../readers/offline-label-reader';
import { measurePhotoQuality, photoProblems, refusalReasons } from '../image/photo-quality';
import type { PhotoProblem } from './photo-quality.view';

/** What the 'vision.analyze' job answers: the reading, or why a photo that read nothing could not be read. */
export type LabelPhotoOutcome = { reading: LabelAnalysisResult } | { unreadable: PhotoProblem[] };

/**
 * Reads a label photo into the analysis result of spec §3: the offline reader always, Gemini in
 * parallel when configured (a validated Gemini field wins, the offline reading fills the gaps), then
 * the age from the merged reading. Runs inside the 'vision.analyze' job; keeps nothing.
 */
@Injectable()
export class LabelAnalysisService {
  private readonly durations: HistogramMetric;

  constructor(
    private readonly offline: OfflineLabelReader,
    private readonly gemini: GeminiLabelReader,
    private readonly age: AgeEstimator,
    private readonly clock: Clock,
    metrics: MetricsRegistry,
  ) {
    this.durations = metrics.histogram({
      name: 'label_read_duration_seconds',
      help: 'Label photo reads in this process, by reader (offline OCR, gemini) and the whole analysis (all)',
      labelNames: ['reader'],
      buckets: [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 20, 45],
    });
  }

  async analyze(image: Buffer, mimeType: string): Promise<LabelAnalysisResult> {
    return (await this.analyzeWithDiagnostics(image, mimeType)).result;
  }

  /**
   * The job's answer: the reading, unless it found nothing the form takes and the photo's quality (blur,
   * darkness, size, glare) explains why (docs/photo-capture.md). The quality is measured beside the reading.
   */
  async readOrExplain(image: Buffer, mimeType: string): Promise<LabelPhotoOutcome> {
    // A photo sharp cannot measure is left to the reading's own answer (its failure: 500).
    const measuring = measurePhotoQuality(image).catch(() => null);
    let result: LabelAnalysisResult;
    try {
      result = await this.analyze(image, mimeType);
    } catch (error) {
      // The readers gave up (a read outlived OCR_READ_SECONDS) on a photo whose quality explains it: that
      // is the answer, rather than a failure to retry.
      const measures = await measuring;
      const problems = measures ? photoProblems(measures) : [];
      if (problems.length > 0) return { unreadable: problems };
      throw error;
    }
    const measures = await measuring;
    const reasons = measures ? refusalReasons(result, measures) : null;
    return reasons ? { unreadable: reasons } : { reading: result };
  }

  /** analyze() plus the OCR text of each pass (for the accuracy test's report of misses). */
  async analyzeWithDiagnostics(
    image: Buffer,
    mimeType: string,
  ): Promise<{ result: LabelAnalysisResult; ocrPasses: OfflineReading['passes'] }> {
    const started = process.hrtime.bigint();
    const [offline, online] = await Promise.all([
      this.timed('offline', this.offline.read(image)),
      this.gemini.enabled ? this.timed('gemini', this.gemini.read(image, mimeType)) : Promise.resolve(null),
    ]);
    const reading = mergeReadings(online, offline.reading);
    const result: LabelAnalysisResult = {
      suggestedName: reading.suggestedName,
      brand: reading.brand,
      modelNumber: reading.modelNumber,
      serialNumber: reading.serialNumber,
      equipmentType: reading.equipmentType,
      // The age is told against the app's clock (tests fix it: a repeating code's newest candidate
      // must not drift out of the future as the months pass).
      estimatedAge: await this.age.estimate(reading, new Date(this.clock.now())),
    };
    this.durations.observe({ reader: 'all' }, secondsSince(started));
    return { result, ocrPasses: offline.passes };
  }

  /** A reader's read, its time observed when it succeeds. */
  private async timed<T>(reader: string, read: Promise<T>): Promise<T> {
    const started = process.hrtime.bigint();
    const value = await read;
    this.durations.observe({ reader }, secondsSince(started));
    return value;
  }
}
