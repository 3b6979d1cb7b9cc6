import { Injectable } from '@nestjs/common';
import { Clock } from '../../../core/clock';
import { HistogramMetric, MetricsRegistry, secondsSince } from '../../../core/metrics/metrics-registry';
import { AgeEstimator } from '../age/age-estimator';
import { GeminiLabelReader } from '../gemini/gemini-label-reader';
import type { LabelAnalysisResult } from '../label-reading';
import { mergeReadings } from './label-reading-merge';
import { OfflineLabelReader, OfflineReading } from './offline-label-reader';

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
