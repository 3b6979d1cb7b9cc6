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

/** The analysis answer's shapes are its view's (label-analysis.view.ts), named here as the pipeline knows them. */
export type {
  AgeConfidence,
  AgeEstimateView as AgeEstimate,
  LabelAnalysisView as LabelAnalysisResult,
  ManufactureDateView as ManufactureDate,
} from './label-analysis/label-analysis.view';
