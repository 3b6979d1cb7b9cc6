import type { XMLParser } from 'fast-xml-parser';
import { getFeedText } from './feed-http';
import {
  isoDay,
  RecallFeed,
  RecallFeedBatch,
  RecallFeedError,
  RecallFeedRecord,
  RecallFeedRun,
  text,
} from './recall-feed';

/** The reports the first run reads (about a quarter of a year); later runs read every newer one. */
const FIRST_RUN_REPORTS = 12;
/** At most this many reports per run (a feed that was off for a long time catches up over several runs). */
const REPORTS_PER_RUN = 52;

let parser: XMLParser | undefined;

/** fast-xml-parser, required by the first report read rather than at start (embedded-footprint.md). */
function xmlParser(): XMLParser {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  parser ??= new (require('fast-xml-parser') as typeof import('fast-xml-parser')).XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    trimValues: true,
  });
  return parser;
}

/** Every text inside an XML value (a leaf, a list, nested elements), joined. */
function xmlText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return text(value);
  const parts = Array.isArray(value) ? value.map(xmlText) : Object.values(value as object).map(xmlText);
  const joined = parts.filter(Boolean).join('; ');
  return joined || null;
}

/** Objects anywhere in a parsed document that have `key`. */
function objectsWith(
  node: unknown,
  key: string,
  found: Array<Record<string, unknown>> = [],
): Array<Record<string, unknown>> {
  if (Array.isArray(node)) for (const item of node) objectsWith(item, key, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (key in record) found.push(record);
    else for (const value of Object.values(record)) objectsWith(value, key, found);
  }
  return found;
}

function parseXml(body: string, url: string): unknown {
  try {
    const document = xmlParser().parse(body, true) as unknown;
    if (!document || typeof document !== 'object' || Object.keys(document).length === 0) throw new Error('empty');
    return document;
  } catch {
    throw new RecallFeedError('recalls.feed-garbage', `${url} did not answer XML`);
  }
}

function byReportId(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b);
}

/**
 * The EU Safety Gate weekly reports (docs/recalls.md): `RECALLS_SAFETY_GATE_URL` is the weeklyReport
 * base; the list is `{base}/list/xml/en`, each report `{base}/detail/xml/{id}?language=en`. Alerts are
 * the elements with a `caseNumber`; the alert's `brand` is read as its maker. The cursor is the newest
 * report id read; the first run reads the last FIRST_RUN_REPORTS reports.
 */
export class SafetyGateFeed implements RecallFeed {
  readonly source = 'safety-gate' as const;

  constructor(private readonly base: string) {}

  async read(cursor: string | null, run: RecallFeedRun): Promise<RecallFeedBatch> {
    const listUrl = `${this.base}/list/xml/en`;
    const list = parseXml(await getFeedText(listUrl, run.signal, 'application/xml'), listUrl);
    const ids = [
      ...new Set(
        ['id', 'reportId', 'weeklyReportId']
          .flatMap((key) => objectsWith(list, key).map((report) => text(report[key])))
          .filter((id): id is string => id !== null && /^[A-Za-z0-9_-]+$/.test(id)),
      ),
    ].sort(byReportId);
    if (ids.length === 0) throw new RecallFeedError('recalls.feed-garbage', `${listUrl} lists no reports`);
    const wanted = cursor
      ? ids.filter((id) => byReportId(id, cursor) > 0).slice(0, REPORTS_PER_RUN)
      : ids.slice(-FIRST_RUN_REPORTS);
    const byCase = new Map<string, RecallFeedRecord>();
    let skipped = 0;
    for (const id of wanted) {
      const url = `${this.base}/detail/xml/${encodeURIComponent(id)}?language=en`;
      const report = parseXml(await getFeedText(url, run.signal, 'application/xml'), url);
      const published = objectsWith(report, 'publicationDate')[0]?.publicationDate;
      for (const alert of objectsWith(report, 'caseNumber')) {
        const record = safetyGateRecord(alert, isoDay(text(published)));
        if (record) byCase.set(record.sourceId, record);
        else skipped += 1;
      }
    }
    return { records: [...byCase.values()], cursor: wanted.at(-1) ?? cursor, skipped };
  }
}

/** One Safety Gate alert as a mirror record; null without a case number or anything to title it. */
export function safetyGateRecord(alert: Record<string, unknown>, reportDay: string | null): RecallFeedRecord | null {
  const caseNumber = xmlText(alert.caseNumber);
  const product = xmlText(alert.product) ?? xmlText(alert.category);
  const brand = xmlText(alert.brand);
  const name = xmlText(alert.name);
  if (!caseNumber || !(product || name)) return null;
  const model = xmlText(alert.type_numberOfModel);
  const batch = xmlText(alert.batchNumber);
  const barcode = xmlText(alert.barcode);
  const details = [
    model ? `Type / number of model: ${model}.` : null,
    batch ? `Batch number: ${batch}.` : null,
    barcode ? `Barcode: ${barcode}.` : null,
    xmlText(alert.countryOfOrigin) ? `Country of origin: ${xmlText(alert.countryOfOrigin)}.` : null,
  ].filter(Boolean);
  const brandName = brand && !/^unknown$/i.test(brand) ? brand : null;
  return {
    sourceId: caseNumber,
    recallNumber: caseNumber,
    title: [product, [brandName, name].filter(Boolean).join(' ')].filter(Boolean).join(' — '),
    description: details.join(' ') || null,
    hazard: [xmlText(alert.riskType), xmlText(alert.danger)].filter(Boolean).join(': ') || null,
    remedy: xmlText(alert.measures),
    consumerContact: null,
    url: xmlText(alert.URLrecall),
    recallDate: reportDay,
    publishedAt: reportDay ? new Date(`${reportDay}T00:00:00Z`) : null,
    products: [{ name: name ?? product, model, description: batch, type: xmlText(alert.category) }],
    manufacturers: brandName ? [brandName] : [],
    importers: [],
    distributors: [],
    imageCaptions: [],
    raw: alert,
  };
}
