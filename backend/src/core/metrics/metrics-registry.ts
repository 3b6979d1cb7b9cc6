import { createHash, timingSafeEqual } from 'node:crypto';
import type * as PromClient from 'prom-client';

export type MetricLabels = Record<string, string | number>;

export interface MetricDefinition {
  /** A Prometheus metric name (snake_case, with its unit: `_seconds`, `_total`). */
  name: string;
  help: string;
  labelNames?: readonly string[];
}

export interface HistogramDefinition extends MetricDefinition {
  /** Bucket upper bounds, in the metric's unit (seconds). */
  buckets?: number[];
}

export interface GaugeDefinition extends MetricDefinition {
  /**
   * Read at each scrape instead of set: for a value another process may change (e.g. the last successful
   * backup, read from where the backups are kept). Answer null for "none yet": reported as 0.
   */
  collect?: () => Promise<number | null> | number | null;
}

export interface HistogramMetric {
  observe(labels: MetricLabels, value: number): void;
}

export interface CounterMetric {
  inc(labels?: MetricLabels, by?: number): void;
}

export interface GaugeMetric {
  set(value: number, labels?: MetricLabels): void;
}

const NO_HISTOGRAM: HistogramMetric = { observe: () => undefined };
const NO_COUNTER: CounterMetric = { inc: () => undefined };
const NO_GAUGE: GaugeMetric = { set: () => undefined };

/** Seconds from a process.hrtime.bigint() reading to now. */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * The process's metrics (GET /metrics, docs/operations.md "Metrics"): the platform's own and those the
 * modules register here (a module asks for its metric by name and keeps it; the platform imports no
 * module). Metrics are collected only when METRICS_TOKEN is set: otherwise every metric handed out does
 * nothing and prom-client is never loaded (the embedded default's footprint, and no cost on reads).
 * Asking twice for the same name answers the same metric.
 */
export class MetricsRegistry {
  private readonly prom: typeof PromClient | null;
  private readonly registry: PromClient.Registry | null;
  private readonly metrics = new Map<string, HistogramMetric | CounterMetric | GaugeMetric>();
  private readonly tokenDigest: Buffer | null;

  constructor(token: string | null) {
    this.tokenDigest = token ? digest(token) : null;
    if (!token) {
      this.prom = null;
      this.registry = null;
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when metrics are on
    this.prom = require('prom-client') as typeof PromClient;
    this.registry = new this.prom.Registry();
    this.prom.collectDefaultMetrics({ register: this.registry });
  }

  /** True when METRICS_TOKEN is set: /metrics answers, and metrics are collected. */
  get enabled(): boolean {
    return this.registry !== null;
  }

  /** `Authorization: Bearer <token>` against METRICS_TOKEN, in constant time (both sides hashed first). */
  authorizes(authorization: string | undefined): boolean {
    if (!this.tokenDigest || !authorization) return false;
    const match = /^Bearer (.+)$/i.exec(authorization.trim());
    return match !== null && timingSafeEqual(digest(match[1]), this.tokenDigest);
  }

  histogram(definition: HistogramDefinition): HistogramMetric {
    return this.once(definition.name, NO_HISTOGRAM, (prom, registers) => {
      const histogram = new prom.Histogram({
        name: definition.name,
        help: definition.help,
        labelNames: definition.labelNames ?? [],
        ...(definition.buckets ? { buckets: definition.buckets } : {}),
        registers,
      });
      return { observe: (labels, value) => histogram.observe(labels, value) };
    });
  }

  counter(definition: MetricDefinition): CounterMetric {
    return this.once(definition.name, NO_COUNTER, (prom, registers) => {
      const counter = new prom.Counter({
        name: definition.name,
        help: definition.help,
        labelNames: definition.labelNames ?? [],
        registers,
      });
      return { inc: (labels = {}, by = 1) => counter.inc(labels, by) };
    });
  }

  gauge(definition: GaugeDefinition): GaugeMetric {
    return this.once(definition.name, NO_GAUGE, (prom, registers) => {
      const collectValue = definition.collect;
      const gauge: PromClient.Gauge = new prom.Gauge({
        name: definition.name,
        help: definition.help,
        labelNames: definition.labelNames ?? [],
        registers,
        ...(collectValue
          ? {
              async collect() {
                const value = await collectValue();
                gauge.set(value ?? 0);
              },
            }
          : {}),
      });
      return { set: (value, labels = {}) => gauge.set(labels, value) };
    });
  }

  /** The Prometheus text exposition of every metric of this process. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    if (!this.registry) throw new Error('Metrics are off (METRICS_TOKEN is not set)');
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  private once<M extends HistogramMetric | CounterMetric | GaugeMetric>(
    name: string,
    off: M,
    create: (prom: typeof PromClient, registers: PromClient.Registry[]) => M,
  ): M {
    if (!this.prom || !this.registry) return off;
    const existing = this.metrics.get(name);
    if (existing) return existing as M;
    const metric = create(this.prom, [this.registry]);
    this.metrics.set(name, metric);
    return metric;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
