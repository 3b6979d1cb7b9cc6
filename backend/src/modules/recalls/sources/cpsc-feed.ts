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
  texts,
} from './recall-feed';

type Named = { Name?: unknown };

/** The fields of a CPSC recall the mirror keeps (the CPSC Recalls REST API, format=json). */
interface CpscRecall {
  RecallID?: unknown;
  RecallNumber?: unknown;
  RecallDate?: unknown;
  LastPublishDate?: unknown;
  Title?: unknown;
  Description?: unknown;
  URL?: unknown;
  ConsumerContact?: unknown;
  Products?: Array<{ Name?: unknown; Description?: unknown; Model?: unknown; Type?: unknown }>;
  Images?: Array<{ URL?: unknown; Caption?: unknown }>;
  Manufacturers?: Named[];
  Importers?: Named[];
  Distributors?: Named[];
  Hazards?: Named[];
  Remedies?: Named[];
  RemedyOptions?: Array<{ Option?: unknown }>;
}

/** The first full read asks for the history in windows of this many years of RecallDate. */
const WINDOW_YEARS = 5;
const FIRST_YEAR = 1970;

/**
 * The US CPSC Recalls REST API (docs/recalls.md): `RECALLS_CPSC_URL` is the Recall endpoint. The first
 * run reads the whole history in RecallDate windows (a few MB each instead of one 27 MB answer); later
 * runs ask only for what was published since the cursor (`LastPublishDateStart`, the last day seen:
 * that day is read again, unchanged recalls are not rewritten).
 */
export class CpscFeed implements RecallFeed {
  readonly source = 'cpsc' as const;

  constructor(private readonly endpoint: string) {}

  async read(cursor: string | null, run: RecallFeedRun): Promise<RecallFeedBatch> {
    const queries: Array<Record<string, string>> = [];
    if (cursor) queries.push({ LastPublishDateStart: cursor });
    else {
      const lastYear = run.now.getUTCFullYear();
      for (let year = FIRST_YEAR; year <= lastYear; year += WINDOW_YEARS) {
        const end = Math.min(year + WINDOW_YEARS - 1, lastYear);
        queries.push({ RecallDateStart: `${year}-01-01`, RecallDateEnd: `${end}-12-31` });
      }
    }
    const byId = new Map<string, RecallFeedRecord>();
    let skipped = 0;
    let newest = cursor;
    for (const query of queries) {
      const url = new URL(this.endpoint);
      url.searchParams.set('format', 'json');
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const answer = parseFeedJson(await getFeedText(url.toString(), run.signal, 'application/json'), url.toString());
      if (!Array.isArray(answer)) {
        throw new RecallFeedError('recalls.feed-garbage', `${url.toString()} did not answer a list of recalls`);
      }
      for (const item of answer) {
        const record = cpscRecord(item);
        if (!record) {
          skipped += 1;
          continue;
        }
        byId.set(record.sourceId, record);
        const published = isoDay((item as CpscRecall).LastPublishDate);
        if (published && (!newest || published > newest)) newest = published;
      }
    }
    return { records: [...byId.values()], cursor: newest, skipped };
  }
}

/** One CPSC recall as a mirror record; null without a RecallID or a Title. */
export function cpscRecord(item: unknown): RecallFeedRecord | null {
  if (!item || typeof item !== 'object') return null;
  const recall = item as CpscRecall;
  const id = text(recall.RecallID);
  const title = text(recall.Title);
  if (!id || !title) return null;
  const products = Array.isArray(recall.Products) ? recall.Products : [];
  const remedies = [
    ...texts<Named>(recall.Remedies, (r) => r.Name),
    ...texts<{ Option?: unknown }>(recall.RemedyOptions, (r) => r.Option),
  ];
  return {
    sourceId: id,
    recallNumber: text(recall.RecallNumber),
    title,
    description: text(recall.Description),
    hazard: texts<Named>(recall.Hazards, (hazard) => hazard.Name).join(' ') || null,
    remedy: [...new Set(remedies)].join(' ') || null,
    consumerContact: text(recall.ConsumerContact),
    url: text(recall.URL),
    recallDate: isoDay(recall.RecallDate),
    publishedAt: isoInstant(recall.LastPublishDate),
    products: products
      .filter((product) => product && typeof product === 'object')
      .map((product) => ({
        name: text(product.Name),
        model: text(product.Model),
        description: text(product.Description),
        type: text(product.Type),
      })),
    manufacturers: texts<Named>(recall.Manufacturers, (company) => company.Name),
    importers: texts<Named>(recall.Importers, (company) => company.Name),
    distributors: texts<Named>(recall.Distributors, (company) => company.Name),
    imageCaptions: texts<{ Caption?: unknown }>(recall.Images, (image) => image.Caption),
    raw: item,
  };
}
