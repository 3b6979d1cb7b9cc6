import { ELECTRICAL_PANEL, GARAGE_DOOR_OPENER, GENERATOR } from './electrical';
import { IRRIGATION_SYSTEM, ROOF } from './exterior';
import { GENERIC_EQUIPMENT } from './generic';
import { AIR_CONDITIONER, BOILER, FURNACE, HVAC_SYSTEM, THERMOSTAT } from './hvac';
import { DISHWASHER, GARBAGE_DISPOSAL, MICROWAVE, RANGE_OVEN, REFRIGERATOR } from './kitchen';
import type { KnowledgeEntry } from './knowledge-entry';
import { DRYER, WASHER } from './laundry';
import { SUMP_PUMP, WATER_SOFTENER } from './plumbing';
import { CHEMICAL_FEEDER, POOL_CLEANER, POOL_FILTER, POOL_HEATER, POOL_PUMP, SALT_CHLORINATOR } from './pool';
import { CO_DETECTOR, SMOKE_DETECTOR } from './safety';
import { ELECTRIC_WATER_HEATER, GAS_WATER_HEATER, TANKLESS_WATER_HEATER, WATER_HEATER } from './water-heaters';

/** Every specific entry; GENERIC_EQUIPMENT answers for anything none of them names. */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  WATER_HEATER,
  GAS_WATER_HEATER,
  ELECTRIC_WATER_HEATER,
  TANKLESS_WATER_HEATER,
  FURNACE,
  AIR_CONDITIONER,
  HVAC_SYSTEM,
  BOILER,
  THERMOSTAT,
  REFRIGERATOR,
  DISHWASHER,
  RANGE_OVEN,
  MICROWAVE,
  GARBAGE_DISPOSAL,
  WASHER,
  DRYER,
  WATER_SOFTENER,
  SUMP_PUMP,
  ELECTRICAL_PANEL,
  GENERATOR,
  GARAGE_DOOR_OPENER,
  SMOKE_DETECTOR,
  CO_DETECTOR,
  ROOF,
  IRRIGATION_SYSTEM,
  POOL_PUMP,
  POOL_FILTER,
  POOL_HEATER,
  SALT_CHLORINATOR,
  CHEMICAL_FEEDER,
  POOL_CLEANER,
];

export { GENERIC_EQUIPMENT };

/** Lower case words; '&' reads 'and'; plural -s dropped, so 'Smoke Detectors' reads 'smoke detector'. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

interface Keyword {
  entry: KnowledgeEntry;
  words: string[];
}

const KEYWORDS: Keyword[] = KNOWLEDGE_BASE.flatMap((entry) =>
  entry.keywords.map((keyword) => ({ entry, words: normaliseWords(keyword) })),
);

/** Where `phrase` occurs in `words` as whole consecutive words. */
function containsPhrase(words: string[], phrase: string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The entry whose longest keyword occurs in `text` (null when none occurs). */
function bestMatch(text: string | null | undefined): { entry: KnowledgeEntry; length: number } | null {
  if (!text) return null;
  const words = normaliseWords(text);
  let best: { entry: KnowledgeEntry; length: number } | null = null;
  for (const keyword of KEYWORDS) {
    if (keyword.words.length > (best?.length ?? 0) && containsPhrase(words, keyword.words)) {
      best = { entry: keyword.entry, length: keyword.words.length };
    }
  }
  return best;
}

/**
 * The knowledge-base entry for a piece of equipment, from its free-text type ('Gas Water Heater') and
 * its name ('Rheem Gas Water Heater', 'Water Heater', 'HVAC System'). The longest phrase found in either
 * wins, so 'Gas Water Heater' beats 'Water Heater' and 'Pool Heater' never reads as a water heater; on
 * a tie the type wins over the name. Unknown equipment gets the generic entry.
 */
export function findKnowledgeEntry(equipment: { name?: string | null; type?: string | null }): KnowledgeEntry {
  const fromType = bestMatch(equipment.type);
  const fromName = bestMatch(equipment.name);
  if (fromType && (!fromName || fromType.length >= fromName.length)) return fromType.entry;
  return fromName?.entry ?? GENERIC_EQUIPMENT;
}
