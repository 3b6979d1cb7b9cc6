import type { RecallProduct } from '../entities/recall.entity';
import type { RecallSource } from '../recall-match';

/** One recall as a feed gives it, mapped to the mirror's fields (the sync normalises and stores it). */
export interface RecallFeedRecord {
  sourceId: string;
  recallNumber: string | null;
  title: string;
  description: string | null;
  hazard: string | null;
  remedy: string | null;
  consumerContact: string | null;
  url: string | null;
  /** 'YYYY-MM-DD'. */
  recallDate: string | null;
  publishedAt: Date | null;
  products: RecallProduct[];
  manufacturers: string[];
  importers: string[];
  distributors: string[];
  imageCaptions: string[];
  raw: unknown;
}

export interface RecallFeedBatch {
  records: RecallFeedRecord[];
  /** Where the next run starts (stored only once the batch is committed). */
  cursor: string | null;
  /** Records of the answer left out because they lack what a recall needs (an id, a title). */
  skipped: number;
}

export type RecallFeedErrorCode =
  'recalls.feed-unreachable' | 'recalls.feed-status' | 'recalls.feed-timeout' | 'recalls.feed-garbage';

/** A feed that could not be read: recorded on the source's sync state, retried with backoff. */
export class RecallFeedError extends Error {
  constructor(
    readonly code: RecallFeedErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** What a run gives a feed: the run's timeout and the time it started. */
export interface RecallFeedRun {
  signal: AbortSignal;
  now: Date;
}

/**
 * The port every recall source implements (docs/recalls.md, "Sources"): read what changed since
 * `cursor` (everything when null) within the run's timeout, or throw a RecallFeedError.
 */
export interface RecallFeed {
  readonly source: RecallSource;
  read(cursor: string | null, run: RecallFeedRun): Promise<RecallFeedBatch>;
}

/** Trimmed text, or null when empty or not text. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** The 'YYYY-MM-DD' day of an ISO date or date-time, or null. */
export function isoDay(value: unknown): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text(value) ?? '');
  return match ? match[1] : null;
}

/** A Date of an ISO date or date-time, or null. */
export function isoInstant(value: unknown): Date | null {
  const written = text(value);
  if (!written || !/^\d{4}-\d{2}-\d{2}/.test(written)) return null;
  const date = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(written) || written.length === 10 ? written : `${written}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The unique non-empty texts of a list (of strings, or of objects read by `pick`). */
export function texts<T>(list: unknown, pick: (item: T) => unknown = (item) => item): string[] {
  if (!Array.isArray(list)) return [];
  return [...new Set(list.map((item) => text(pick(item as T))).filter((value): value is string => value !== null))];
}
