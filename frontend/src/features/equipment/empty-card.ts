/**
 * 'A scan that completes the book' (docs/mobile.md): a label read for a home that still has the
 * template's empty card of that kind ('Water Heater', details missing) fills that card rather than
 * adding a second water heater beside it.
 */
import type { Equipment, LabelAnalysis } from './equipment';

/**
 * Label types whose words differ from the template's card name (the label parser's vocabulary vs the
 * Standard Home items): a 'Washer' plate is the 'Washing Machine' card.
 */
const CARD_NAMES_OF_LABEL_TYPES: Record<string, string> = {
  washer: 'washing machine',
  'clothes washer': 'washing machine',
  cooktop: 'range',
};

/** Lowercase words, punctuation dropped ('Range / Oven' → ['range', 'oven']). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function containsRun(whole: readonly string[], part: readonly string[]): boolean {
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, offset) => whole[start + offset] === word)) return true;
  }
  return false;
}

const isBlank = (value: string | null) => !value?.trim();

/**
 * A card still waiting for its details, as a template (or the owner) left it: not completed, no brand,
 * model or serial number, no photo.
 */
export function isEmptyCard(item: Equipment): boolean {
  return (
    !item.completed &&
    isBlank(item.brand) &&
    isBlank(item.modelNumber) &&
    isBlank(item.serialNumber) &&
    item.photos.length === 0
  );
}

/**
 * How well a card's name fits the scanned type: the number of words of the longest of its names
 * ('Range / Oven' has two: 'Range', 'Oven') found as a whole-word run in the type; 0 when none is.
 */
function fit(cardName: string, scannedWords: readonly string[]): number {
  let best = 0;
  for (const alternative of cardName.split('/')) {
    const name = wordsOf(alternative);
    if (name.length > best && containsRun(scannedWords, name)) best = name.length;
  }
  return best;
}

/**
 * The home's empty card of the kind the label names, or null. The label's type ('Gas Water Heater')
 * names the card ('Water Heater') when the card's name appears in it as whole words, in any case; the
 * closest (longest) name wins ('Pool Heater' before 'Heater'), then the earliest card. Without a type
 * the label tells no kind, and nothing is offered.
 */
export function emptyCardForLabel(analysis: LabelAnalysis, equipment: readonly Equipment[]): Equipment | null {
  const type = analysis.equipmentType?.trim();
  if (!type) return null;
  const aliased = CARD_NAMES_OF_LABEL_TYPES[wordsOf(type).join(' ')];
  const scanned = wordsOf(aliased ?? type);
  let best: { item: Equipment; fit: number } | null = null;
  for (const item of equipment) {
    if (!isEmptyCard(item)) continue;
    const score = fit(item.name, scanned);
    if (score > 0 && (!best || score > best.fit || (score === best.fit && item.id < best.item.id))) {
      best = { item, fit: score };
    }
  }
  return best?.item ?? null;
}
