/** A known equipment type as the matcher needs it. */
export interface NamedEquipmentType {
  id: number;
  name: string;
}

/** Lowercase words, punctuation dropped: 'A.O. Smith Gas Water-Heater' → ['a', 'o', 'smith', 'gas', 'water', 'heater']. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Where `part` appears in `whole` as a run of whole words: its start index, or -1. The last such run. */
function lastRunOf(whole: string[], part: string[]): number {
  for (let start = whole.length - part.length; start >= 0; start--) {
    if (part.every((word, offset) => whole[start + offset] === word)) return start;
  }
  return -1;
}

/**
 * The known equipment type a free-text type (typed in the form or read from a label) names, or null.
 * A known type matches when the text is its name, ends with it, or contains it, as whole words and in any
 * case: 'Gas Water Heater', 'Tankless Water Heater' and 'Heat Pump Water Heater' are all a 'Water Heater'.
 * A name with alternatives ('Range / Oven') matches on any of them ('Gas Range'). The closest wins: the
 * whole text, then a name it ends with, then one inside it; among those the longest name ('Pool Heater'
 * before 'Heater'), then the lowest id.
 */
export function matchEquipmentType(type: string | null | undefined, types: NamedEquipmentType[]): number | null {
  const words = wordsOf(type ?? '');
  if (!words.length) return null;
  let best: { id: number; rank: number; length: number } | null = null;
  for (const known of types) {
    for (const alternative of known.name.split('/')) {
      const name = wordsOf(alternative);
      if (!name.length) continue;
      const start = lastRunOf(words, name);
      if (start < 0) continue;
      const rank = name.length === words.length ? 3 : start + name.length === words.length ? 2 : 1;
      const better =
        !best ||
        rank > best.rank ||
        (rank === best.rank && name.length > best.length) ||
        (rank === best.rank && name.length === best.length && known.id < best.id);
      if (better) best = { id: known.id, rank, length: name.length };
    }
  }
  return best?.id ?? null;
}
