import type { RecallProduct } from '../entities/recall.entity';
import type { EquipmentFacts, RecallMatch, RecallMatchLevel } from '../recall-match';
import { familyMemberIn, ManufacturerFamily, manufacturerFamily } from './manufacturer-family';
import { normaliseModel, normaliseRecallText } from './model-text';
import { StatedRanges, statedRanges } from './stated-ranges';

/** What the matcher reads of a recall (a mirror row, or a source's record before it is stored). */
export interface MatchableRecall {
  id: number;
  title: string;
  description: string | null;
  products: RecallProduct[];
  manufacturers: string[];
  importers: string[];
  distributors: string[];
  imageCaptions: string[];
}

/** Where in a recall a model was seen, for the reasons. */
type Place = 'product models' | 'product names' | 'title' | 'description' | 'product descriptions' | 'image captions';

function placedTexts(recall: MatchableRecall): Array<{ place: Place; text: string }> {
  const placed: Array<{ place: Place; text: string | null }> = [
    ...recall.products.map((product) => ({ place: 'product models' as const, text: product.model })),
    ...recall.products.map((product) => ({ place: 'product names' as const, text: product.name })),
    { place: 'title', text: recall.title },
    { place: 'description', text: recall.description },
    ...recall.products.map((product) => ({ place: 'product descriptions' as const, text: product.description })),
    ...recall.imageCaptions.map((caption) => ({ place: 'image captions' as const, text: caption })),
  ];
  return placed
    .map(({ place, text }) => ({ place, text: normaliseRecallText(text) }))
    .filter((entry) => entry.text.length > 0);
}

/** A model-like word of a recall's text: its normalised form and the forms it has up to each inner separator. */
interface ModelWord {
  written: string;
  whole: string;
  /** 'RG250T6N-100' → ['RG250T6N']: the word cut at each dash or dot (the whole excluded). */
  heads: string[];
  /** Two neighbouring words read as one ('XG40 T12HE'). */
  joined?: boolean;
}

function modelWords(text: string, modelField = false): ModelWord[] {
  const words = text
    .split(/[\s,;:()[\]{}"“”'’!?&]+/)
    // 'A/B' lists two models when both sides are model-sized; 'SHE3AR75UC/22' is one with a variant suffix.
    .flatMap((word) => (/^[^/]{4,}(?:\/[^/]{4,})+$/.test(word) ? word.split('/') : [word]))
    .map((word) => word.replace(/^[^A-Z0-9]+|[^A-Z0-9*#]+$/g, ''))
    .filter(Boolean);
  const result: ModelWord[] = [];
  words.forEach((word, index) => {
    const heads: string[] = [];
    const separators = /[-./]/g;
    for (let found = separators.exec(word); found; found = separators.exec(word)) {
      const head = normaliseModel(word.slice(0, found.index));
      if (head) heads.push(head);
    }
    result.push({ written: word, whole: normaliseModel(word), heads });
    // A model split by a space ('XG40 T12HE') is also read joined.
    const next = words[index + 1];
    if (next && /\d/.test(word) && /\d/.test(next))
      result.push({ written: `${word} ${next}`, whole: normaliseModel(word + next), heads: [], joined: true });
  });
  // A model field's entries are models whole, spaces included ('VLS EVO 80, 3626146').
  if (modelField) {
    for (const entry of text.split(/[,;/]+/).map((part) => part.trim())) {
      if (entry.includes(' ')) result.push({ written: entry, whole: normaliseModel(entry), heads: [] });
    }
  }
  return result;
}

/**
 * The normalised keys under which a recall can be found by a model number (the mirror's indexed
 * `model_tokens`): every model-like word (with a digit, three characters or more), its heads at inner
 * dashes and dots, neighbouring words joined, and stated model prefixes. A model is a candidate when one
 * of its prefixes (itself included) is a key; the matcher then decides.
 */
export function recallModelKeys(recall: MatchableRecall): string[] {
  const keys = new Set<string>();
  const texts = placedTexts(recall);
  for (const { place, text } of texts) {
    for (const word of modelWords(text, place === 'product models')) {
      for (const key of [word.whole, ...word.heads]) if (key.length >= 3 && /\d/.test(key)) keys.add(key);
    }
  }
  for (const prefix of statedRanges(texts.map(({ text }) => text)).modelPrefixes) keys.add(prefix);
  return [...keys].filter((key) => key.length <= 40);
}

interface ModelHit {
  level: RecallMatchLevel;
  reason: string;
}

/** The best way the equipment's model appears in the recall, or null (a near miss is no hit). */
function modelHit(recall: MatchableRecall, writtenModel: string, model: string, ranges: StatedRanges): ModelHit | null {
  const texts = placedTexts(recall);
  // The equipment's own model cut at its separators: 'RG250T6N-100' → 'RG250T6N'.
  const ownHeads = new Set<string>();
  const separators = /[-./\s]/g;
  const upper = writtenModel.toUpperCase().trim();
  for (let found = separators.exec(upper); found; found = separators.exec(upper)) {
    const head = normaliseModel(upper.slice(0, found.index));
    if (head.length >= 5 && /\d/.test(head)) ownHeads.add(head);
  }
  let possible: ModelHit | null = null;
  for (const { place, text } of texts) {
    for (const word of modelWords(text, place === 'product models')) {
      if (word.whole === model) {
        // A series the recall also names longer models of ('ML180UH' beside 'ML180UH070P36A'): the unit's
        // model is incomplete, so it may or may not be one of them.
        const longer = texts
          .flatMap((entry) => modelWords(entry.text, entry.place === 'product models'))
          .find((other) => !other.joined && other.whole.length >= model.length + 2 && other.whole.startsWith(model));
        if (longer) {
          return {
            level: 'possible',
            reason: `The recall names the ${writtenModel.trim()} series with longer models such as ${longer.written}; this unit's full model is not known.`,
          };
        }
        return { level: 'match', reason: `Model ${writtenModel.trim()} is named in the recall's ${place}.` };
      }
      if (possible) continue;
      if (word.heads.includes(model)) {
        possible = {
          level: 'possible',
          reason: `The recall's ${place} names model ${word.written}, which begins with this unit's model ${writtenModel.trim()}.`,
        };
      } else if (ownHeads.has(word.whole)) {
        possible = {
          level: 'possible',
          reason: `The recall's ${place} names model ${word.written}; this unit's model ${writtenModel.trim()} begins with it.`,
        };
      }
    }
  }
  const statedPrefix = ranges.modelPrefixes.find((prefix) => model.startsWith(prefix));
  if (statedPrefix) {
    return {
      level: 'match',
      reason: `The recall covers models beginning with ${statedPrefix}; this unit's model is ${writtenModel.trim()}.`,
    };
  }
  return possible;
}

/** Which family member the recall names as maker, importer or distributor (or in its title, names). */
function brandHit(recall: MatchableRecall, family: ManufacturerFamily): string | null {
  const companies: Array<[string, string[]]> = [
    ['manufacturer', recall.manufacturers],
    ['importer', recall.importers],
    ['distributor', recall.distributors],
  ];
  for (const [role, names] of companies) {
    for (const name of names) {
      const member = familyMemberIn(family, name, true);
      if (member) return `The recall names ${name} as ${role}, ${familyWords(family, member)}.`;
    }
  }
  for (const text of [recall.title, ...recall.products.map((product) => product.name ?? '')]) {
    const member = familyMemberIn(family, text, false);
    if (member) return `The recall's title or product names ${member}, ${familyWords(family, member)}.`;
  }
  return null;
}

function familyWords(family: ManufacturerFamily, member: string): string {
  return member === family.brand ? `this unit's brand` : `the maker family of this unit's brand ${family.brand}`;
}

function monthLabel(date: string): string {
  const [year, month] = date.split('-').map(Number);
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${name} ${year}`;
}

function rangeWords(range: { from: string | null; to: string | null }): string {
  if (range.from && range.to) {
    return range.from.slice(0, 7) === range.to.slice(0, 7)
      ? `made in ${monthLabel(range.from)}`
      : `made between ${monthLabel(range.from)} and ${monthLabel(range.to)}`;
  }
  return range.from ? `made from ${monthLabel(range.from)}` : `made up to ${monthLabel(range.to!)}`;
}

type RangeCheck = { inside: true; reason: string } | { inside: false } | { unknown: true; reason: string };

function dateCheck(ranges: StatedRanges, manufacturedOn: string | null | undefined): RangeCheck | null {
  if (ranges.dates.length === 0) return null;
  const stated = ranges.dates.map(rangeWords).join(' or ');
  const made = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(manufacturedOn ?? '');
  if (!made) {
    return { unknown: true, reason: `The recall covers units ${stated}; this unit's manufacture date is not known.` };
  }
  // A month-only date covers its whole month: inside when the month meets the range.
  const first = `${made[1]}-${made[2]}-${made[3] ?? '01'}`;
  const last = made[3] ? first : `${made[1]}-${made[2]}-31`;
  const inside = ranges.dates.find(
    (range) => (range.from === null || last >= range.from) && (range.to === null || first <= range.to),
  );
  if (!inside) return { inside: false };
  return {
    inside: true,
    reason: `The recall covers units ${rangeWords(inside)}; this unit was made in ${monthLabel(first)}.`,
  };
}

function serialCheck(ranges: StatedRanges, writtenSerial: string | null): RangeCheck | null {
  if (ranges.serials.length === 0 && ranges.serialPrefixes.length === 0) return null;
  const serial = normaliseModel(writtenSerial);
  const stated = [
    ...ranges.serials.map((range) => `${range.from} to ${range.to}`),
    ...ranges.serialPrefixes.map((prefix) => `beginning with ${prefix}`),
  ].join(', ');
  if (!serial) {
    return { unknown: true, reason: `The recall covers serial numbers ${stated}; this unit's serial is not known.` };
  }
  let comparable = false;
  for (const prefix of ranges.serialPrefixes) {
    comparable = true;
    if (serial.startsWith(prefix)) {
      return {
        inside: true,
        reason: `The recall covers serial numbers beginning with ${prefix}; this unit's is ${serial}.`,
      };
    }
  }
  for (const range of ranges.serials) {
    if (range.from.length !== range.to.length || serial.length < range.from.length) continue;
    comparable = true;
    const head = serial.slice(0, range.from.length);
    if (head >= range.from && head <= range.to) {
      return {
        inside: true,
        reason: `The recall covers serial numbers ${range.from} to ${range.to}; this unit's serial ${serial} is inside.`,
      };
    }
  }
  if (!comparable) {
    return {
      unknown: true,
      reason: `The recall covers serial numbers ${stated}; this unit's serial ${serial} is in another format.`,
    };
  }
  return { inside: false };
}

/**
 * Whether a recall concerns a piece of equipment (docs/recalls.md, "Matching"): the brand's manufacturer
 * family must be named by the recall (manufacturer, importer, distributor, title or product name) AND its
 * model must be named (product models, titles, descriptions, image captions). A stated date, serial range
 * or serial prefix the unit falls outside rules it out; one that cannot be checked makes it `possible`.
 * Never on brand alone, never on a near-miss model. Pure: the family resolver is the label reader's
 * brand catalogue.
 */
export function matchRecall(recall: MatchableRecall, facts: EquipmentFacts): RecallMatch | null {
  const model = normaliseModel(facts.model);
  if (model.length < 3 || !/\d/.test(model)) return null;
  const family = manufacturerFamily(facts.brand, facts.equipmentType, facts.model);
  if (!family) return null;
  const brand = brandHit(recall, family);
  if (!brand) return null;
  const ranges = statedRanges(placedTexts(recall).map(({ text }) => text));
  const hit = modelHit(recall, facts.model ?? '', model, ranges);
  if (!hit) return null;
  let level: RecallMatchLevel = hit.level;
  const reasons = [brand, hit.reason];
  for (const check of [dateCheck(ranges, facts.manufacturedOn), serialCheck(ranges, facts.serial)]) {
    if (!check) continue;
    if ('unknown' in check) {
      level = 'possible';
      reasons.push(check.reason);
    } else if (!check.inside) return null;
    else reasons.push(check.reason);
  }
  return { recallId: recall.id, level, reasons };
}
