/**
 * The answer of POST /api/equipment/analyze (spec §3 "Image analysis result") as the web app reads it,
 * type-only through `@api/*`: the label's fields and the estimated age, whose `details` is the homeowner's
 * plain text and `ruleId` the serial rule for support (issue 43).
 */

export type AgeConfidence = 'high' | 'medium' | 'low';

/** spec §3 estimatedAge: `years` is null when the age cannot be told (never invented). */
export interface AgeEstimateView {
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
  alternatives: ManufactureDateView[];
  /**
   * For support, never shown to a homeowner: the serial rule(s) that decoded the date ('Bradford White
   * LETTER_YEAR_MONTH_20Y'; several joined by ', '), 'PRINTED_DATE' for a printed date, null without an age.
   */
  ruleId: string | null;
}

export interface ManufactureDateView {
  year: number;
  month: number | null;
}

/** The answer of POST /api/equipment/analyze. */
export interface LabelAnalysisView {
  suggestedName: string | null;
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  equipmentType: string | null;
  estimatedAge: AgeEstimateView;
}
