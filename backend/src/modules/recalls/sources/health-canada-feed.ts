import { getFeedText, parseFeedJson } from './feed-http';
import {
  isoDay,
  isoInstant,
  RecallFeed,
  RecallFeedBatch,
  RecallFeedError,
  RecallFeedRecord,
  RecallFeedRun,
  text,
} from './recall-feed';

/** A record of Health Canada's recalls and safety alerts open data (HCRSAMOpenData.json). */
interface HealthCanadaRecall {
  NID?: unknown;
  Title?: unknown;
  Product?: unknown;
  Issue?: unknown;
  Category?: unknown;
  Organization?: unknown;
  'Recall class'?: unknown;
  'What you should do'?: unknown;
  'Last updated'?: unknown;
  URL?: unknown;
}

/** Categories that never concern a home's equipment (food, vehicles): not mirrored. */
const OTHER_CATEGORIES = /^\s*(food|vehicles?|aliments?|véhicules?)\b/i;

/**
 * Health Canada's recalls open data (docs/recalls.md): one JSON file, re-published daily
 * (`RECALLS_HEALTH_CANADA_URL`). It has no brand or model field, so the matcher reads them from the
 * title and product; food and vehicle recalls are left out. The cursor is the newest 'Last updated' day:
 * a run keeps the records updated on or after it.
 */
export class HealthCanadaFeed implements RecallFeed {
  readonly source = 'health-canada' as const;

  constructor(private readonly url: string) {}

  async read(cursor: string | null, run: RecallFeedRun): Promise<RecallFeedBatch> {
    const answer = parseFeedJson(await getFeedText(this.url, run.signal, 'application/json'), this.url);
    const list = Array.isArray(answer)
      ? answer
      : answer && typeof answer === 'object'
        ? Object.values(answer).find(Array.isArray)
        : undefined;
    if (!list) throw new RecallFeedError('recalls.feed-garbage', `${this.url} did not answer a list of recalls`);
    const records: RecallFeedRecord[] = [];
    let skipped = 0;
    let newest = cursor;
    for (const item of list) {
      const record = healthCanadaRecord(item);
      if (!record) {
        skipped += 1;
        continue;
      }
      if (OTHER_CATEGORIES.test(text((item as HealthCanadaRecall).Category) ?? '')) continue;
      const updated = record.recallDate;
      if (cursor && updated && updated < cursor) continue;
      if (updated && (!newest || updated > newest)) newest = updated;
      records.push(record);
    }
    return { records, cursor: newest, skipped };
  }
}

/** One Health Canada record as a mirror record; null without an NID or a Title. */
export function healthCanadaRecord(item: unknown): RecallFeedRecord | null {
  if (!item || typeof item !== 'object') return null;
  const recall = item as HealthCanadaRecall;
  const id = text(recall.NID);
  const title = text(recall.Title);
  if (!id || !title) return null;
  const product = text(recall.Product);
  return {
    sourceId: id,
    recallNumber: null,
    title,
    description: product,
    hazard: text(recall.Issue),
    remedy: text(recall['What you should do']),
    consumerContact: null,
    url: text(recall.URL),
    recallDate: isoDay(recall['Last updated']),
    publishedAt: isoInstant(recall['Last updated']),
    products: product ? [{ name: product, model: null, description: null, type: text(recall.Category) }] : [],
    manufacturers: [],
    importers: [],
    distributors: [],
    imageCaptions: [],
    raw: item,
  };
}
