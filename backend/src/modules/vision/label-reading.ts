/**
 * The shapes shared by the label-analysis pipeline (OCR + parser), the Gemini reader and the age
 * estimator. The API answer is {@link LabelAnalysisResult} (spec §3 "Image analysis result").
 */

/** What was read off a label, by OCR + parser or by Gemini. Unknown fields are null, never guessed. */
export interface LabelReading {
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  /** A human type such as 'Gas Water Heater', 'Furnace', 'Air Conditioner', 'Refrigerator'. */
  equipmentType: string | null;
  /** E.g. 'Rheem Gas Water Heater'. */
  suggestedName: string | null;
  /** A manufacture date printed on the label ('MFG DATE 03/2015'), when there is one. */
  printedManufactureDate: { year: number; month: number | null } | null;
}

/** A reading with nothing recognised: the start of a parse or a merge. */
export function emptyLabelReading(): LabelReading {
  return {
    brand: null,
    modelNumber: null,
    serialNumber: null,
    equipmentType: null,
    suggestedName: null,
    printedManufactureDate: null,
  };
}

export type AgeConfidence = 'high' | 'medium' | 'low';

/** spec §3 estimatedAge: `years` is null when the age cannot be told (never invented). */
export interface AgeEstimate {
  years: number | null;
  confidence: AgeConfidence;
  /** Which rule matched and the decoded month/year, or why no age could be told. */
  details: string;
}

/** The answer of POST /api/equipment/analyze. */
export interface LabelAnalysisResult {
  suggestedName: string | null;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  equipmentType: string | null;
  estimatedAge: AgeEstimate;
}
