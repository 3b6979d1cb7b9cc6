import { normaliseModel } from './model-text';

/**
 * What a recall's text says about which units it covers besides the model: manufacture-date ranges
 * ("manufactured between January 2016 and June 2017"), serial ranges ("serial numbers 1016A00001
 * through 1120A99999") and prefixes ("models beginning with XG40", "serial numbers starting with
 * RH16"). Read from normalised text (upper case, one space between words).
 */
export interface StatedRanges {
  /** Inclusive 'YYYY-MM-DD' bounds; a missing side is open. `text`: the words as the recall wrote them. */
  dates: Array<{ from: string | null; to: string | null; text: string }>;
  serials: Array<{ from: string; to: string; text: string }>;
  serialPrefixes: string[];
  modelPrefixes: string[];
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_WORD = '(?:JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)[A-Z]*\\.?';
/** A date as recalls write it: 'JUNE 2017', 'JUNE 30, 2017', '06/2017', '6/30/2017', '2017-06', '2017'. */
const DATE = `(?:${MONTH_WORD}\\s+(?:\\d{1,2},?\\s+)?(?:19|20)\\d{2}|\\d{1,2}/(?:\\d{1,2}/)?(?:19|20)\\d{2}|(?:19|20)\\d{2}(?:-\\d{2}(?:-\\d{2})?)?)`;
const MADE = '(?:MANUFACTURED|MADE|PRODUCED|BUILT|FABRICATED)';
const BETWEEN = new RegExp(
  `${MADE}\\s+(?:[A-Z]+\\s+){0,3}?(?:BETWEEN|FROM)\\s+(${DATE})\\s*(?:AND|TO|THROUGH|THRU|UNTIL|-|–)\\s*(${DATE})`,
  'g',
);
const IN_PERIOD = new RegExp(
  `${MADE}\\s+(?:[A-Z]+\\s+){0,3}?(?:IN|DURING)\\s+(${DATE})(?!\\s*(?:AND|TO|THROUGH|-))`,
  'g',
);
const BEFORE = new RegExp(`${MADE}\\s+(?:[A-Z]+\\s+){0,3}?(?:BEFORE|PRIOR TO|UNTIL|THROUGH)\\s+(${DATE})`, 'g');
const AFTER = new RegExp(`${MADE}\\s+(?:[A-Z]+\\s+){0,3}?(?:AFTER|SINCE|STARTING|BEGINNING IN)\\s+(${DATE})`, 'g');
const SERIAL_RANGE =
  /SERIAL\s+(?:NUMBERS?|NOS?\.?|#)\s*(?:RANGING\s+)?(?:FROM\s+|BETWEEN\s+)?([A-Z0-9][A-Z0-9-]{3,})\s+(?:TO|THROUGH|THRU|AND|-|–)\s+([A-Z0-9][A-Z0-9-]{3,})/g;
/** Words that end a listed prefix ('XG60 AND SERIAL NUMBERS…'). */
const LIST_STOP = '(?:SERIAL|MODEL|NUMBER|AND|OR|ARE|IS|THE|WITH|WERE|WAS|ALSO|IN|ON|OF)S?\\b';
const PREFIX_PHRASE = new RegExp(
  String.raw`(MODEL|SERIAL)[A-Z\s.#]{0,40}?(?:BEGIN(?:S|NING)?|START(?:S|ING)?)\s+WITH\s+(?:THE\s+)?(?:LETTERS?\s+|NUMBERS?\s+|DIGITS?\s+|CHARACTERS?\s+|PREFIX(?:ES)?\s+)?((?:["“']?(?!${LIST_STOP})[A-Z0-9][A-Z0-9-]*["”']?(?:,\s*|\s+OR\s+|\s+AND\s+|,\s*OR\s+|,\s*AND\s+)?){1,8})`,
  'g',
);
/** A model written with a wildcard: 'XG40*', 'XG40###'. */
const WILDCARD_MODEL = /(?<![A-Z0-9])([A-Z0-9][A-Z0-9-]{2,})(?:\*+|#{2,})/g;

/** The first or last day of a written date: 'JUNE 2017' → 2017-06-01 / 2017-06-30. */
export function dateBound(written: string, end: boolean): string | null {
  const text = written.replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  let year: number;
  let month: number | null;
  let day: number | null;
  const named = /^([A-Z]+)\s+(?:(\d{1,2})\s+)?(\d{4})$/.exec(text);
  const slashed = /^(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})$/.exec(text);
  const iso = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (named) {
    const index = MONTHS.indexOf(named[1].slice(0, 3));
    if (index < 0) return null;
    month = index + 1;
    day = named[2] ? Number(named[2]) : null;
    year = Number(named[3]);
  } else if (slashed) {
    month = Number(slashed[1]);
    day = slashed[2] ? Number(slashed[2]) : null;
    year = Number(slashed[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = iso[2] ? Number(iso[2]) : null;
    day = iso[3] ? Number(iso[3]) : null;
  } else return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  const m = month ?? (end ? 12 : 1);
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const d = day ?? (end ? lastDay : 1);
  if (d < 1 || d > lastDay) return null;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function listedCodes(list: string): string[] {
  return list
    .split(/,\s*|\s+OR\s+|\s+AND\s+/)
    .map((item) => normaliseModel(item.replace(/["“”']/g, '')))
    .filter((item) => item.length >= 2);
}

/** The ranges and prefixes stated in a recall's normalised texts. */
export function statedRanges(texts: string[]): StatedRanges {
  const ranges: StatedRanges = { dates: [], serials: [], serialPrefixes: [], modelPrefixes: [] };
  for (const text of texts) {
    for (const match of text.matchAll(BETWEEN)) {
      const from = dateBound(match[1], false);
      const to = dateBound(match[2], true);
      if (from && to && from <= to) ranges.dates.push({ from, to, text: match[0] });
    }
    for (const match of text.matchAll(IN_PERIOD)) {
      const from = dateBound(match[1], false);
      const to = dateBound(match[1], true);
      if (from && to) ranges.dates.push({ from, to, text: match[0] });
    }
    for (const match of text.matchAll(BEFORE)) {
      const to = dateBound(match[1], true);
      if (to) ranges.dates.push({ from: null, to, text: match[0] });
    }
    for (const match of text.matchAll(AFTER)) {
      const from = dateBound(match[1], false);
      if (from) ranges.dates.push({ from, to: null, text: match[0] });
    }
    for (const match of text.matchAll(SERIAL_RANGE)) {
      const from = normaliseModel(match[1]);
      const to = normaliseModel(match[2]);
      if (/\d/.test(from) && /\d/.test(to) && from <= to) ranges.serials.push({ from, to, text: match[0] });
    }
    for (const match of text.matchAll(PREFIX_PHRASE)) {
      const codes = listedCodes(match[2]);
      if (match[1] === 'SERIAL') ranges.serialPrefixes.push(...codes);
      else ranges.modelPrefixes.push(...codes.filter((code) => code.length >= 3));
    }
    for (const match of text.matchAll(WILDCARD_MODEL)) {
      const code = normaliseModel(match[1]);
      if (code.length >= 3) ranges.modelPrefixes.push(code);
    }
  }
  ranges.serialPrefixes = [...new Set(ranges.serialPrefixes)];
  ranges.modelPrefixes = [...new Set(ranges.modelPrefixes)];
  return ranges;
}
