import { emptyLabelReading, type LabelReading } from '../label-reading';

/** The fields a reading can contribute, in the order they are shown. */
const FIELDS = ['brand', 'modelNumber', 'serialNumber', 'equipmentType', 'printedManufactureDate'] as const;

/**
 * Field by field, the first reading that has a value wins: `mergeReadings(gemini, offline)` keeps
 * every validated Gemini field and fills the gaps from the offline OCR reading. The suggested name is
 * rebuilt from the merged brand and type (the parser's convention: 'Rheem Gas Water Heater') so
 * it never mixes one source's brand with another's stale name.
 */
export function mergeReadings(...readings: Array<LabelReading | null>): LabelReading {
  const present = readings.filter((reading): reading is LabelReading => reading !== null);
  const merged = emptyLabelReading();
  for (const field of FIELDS) {
    const source = present.find((reading) => reading[field] !== null && reading[field] !== '');
    if (source) (merged as unknown as Record<string, unknown>)[field] = source[field];
  }
  merged.suggestedName = suggestedName(merged, present);
  merged.dateClues = {
    latestYearPrinted: Math.max(0, ...present.map((reading) => reading.dateClues?.latestYearPrinted ?? 0)) || null,
    refrigerant: present.find((reading) => reading.dateClues?.refrigerant)?.dateClues.refrigerant ?? null,
  };
  const marks = [...new Set(present.flatMap((reading) => reading.dateClues?.marks ?? []))];
  if (marks.length) merged.dateClues.marks = marks;
  return merged;
}

function suggestedName(merged: LabelReading, readings: LabelReading[]): string | null {
  if (merged.brand && merged.equipmentType) return `${merged.brand} ${merged.equipmentType}`;
  // One of the two is missing: a source's own name is only kept when it agrees with what is known.
  const known = merged.brand ?? merged.equipmentType;
  const agreeing = readings.find(
    (reading) => reading.suggestedName && (!known || reading.suggestedName.includes(known)),
  );
  return agreeing?.suggestedName ?? known ?? null;
}
