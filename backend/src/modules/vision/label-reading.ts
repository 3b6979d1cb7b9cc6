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
  /**
   * Other printed hints of when the equipment was made (never a manufacture date themselves): the
   * latest year a cited standard or revision carries (the equipment is not older than it) and the
   * refrigerant. They help choose among the dates a repeating serial code can mean.
   */
  dateClues: DateClues;
}

export interface DateClues {
  /** The latest four-digit year printed on the label outside a manufacture date ('CSA 4.3-2004', 'REV 2011'). */
  latestYearPrinted: number | null;
  /** 'R-22', 'R-410A', 'R-454B', 'R-32', 'R-134A', 'R-12'… as printed (normalised). */
  refrigerant: string | null;
  /**
   * Marks of a regulation or an organisation the plate prints that did not exist before a known year
   * ('SEER2', 'UEF', 'FVIR', 'AHRI'): the equipment is not older than their introduction. Absent when
   * the source reads none (Gemini).
   */
  marks?: DateMark[];
}

/** The printed marks that date a plate from below (manufacture-date.ts reads them, age-from-serial.ts dates them). */
export type DateMark = 'SEER2' | 'UEF' | 'FVIR' | 'AHRI';

/** A reading with nothing recognised: the start of a parse or a merge. */
export function emptyLabelReading(): LabelReading {
  return {
    brand: null,
    modelNumber: null,
    serialNumber: null,
    equipmentType: null,
    suggestedName: null,
    printedManufactureDate: null,
    dateClues: { latestYearPrinted: null, refrigerant: null },
  };
}

export type AgeConfidence = 'high' | 'medium' | 'low';

/** spec §3 estimatedAge: `years` is null when the age cannot be told (never invented). */
export interface AgeEstimate {
  years: number | null;
  confidence: AgeConfidence;
  /**
   * For the homeowner, in plain words: when it was made and how the label says so ("Made in December
   * 2009 — the serial's first four digits are month 12, year 09."), or why no age could be told. Never a
   * rule identifier (those are in `ruleId`).
   */
  details: string;
  /**
   * Every manufacture date the label allows, the chosen one first (the one `years` is computed from):
   * one entry for an unambiguous date, several when a serial code repeats (a year letter every 20
   * years…), none when the age cannot be told. `month` is null when the code gives no month.
   */
  alternatives: ManufactureDate[];
  /**
   * For support, never shown to a homeowner: the serial rule(s) that decoded the date ('Bradford White
   * LETTER_YEAR_MONTH_20Y'; several joined by ', '), 'PRINTED_DATE' for a printed date, null without an age.
   */
  ruleId: string | null;
}

export interface ManufactureDate {
  year: number;
  month: number | null;
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
