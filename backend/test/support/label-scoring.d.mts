// Types of label-scoring.mjs (plain JavaScript so that the vision bench, which runs on plain node, shares it).

/** What the scoring reads of an analysis answer: the fields of LabelAnalysisResult it compares. */
export interface ScoredReading {
  brand: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  equipmentType: string | null;
  estimatedAge: ScoredAge;
}

export interface ScoredAge {
  years: number | null;
  confidence: string;
  details: string;
  alternatives?: Array<{ year: number; month?: number | null }>;
}

/** What the scoring reads of a fixture's ground truth. */
export interface ScoredFixture {
  file: string;
  brand: string;
  modelNumber: string;
  serialNumber: string;
  equipmentType: string;
  manufactureYear: number | null;
}

export type ScoredField =
  'brand' | 'modelNumber' | 'serialNumber' | 'manufactureYear' | 'yearAmongCandidates' | 'equipmentType';

export interface FieldMiss {
  field: ScoredField;
  got: unknown;
  want: unknown;
}

export interface Scores<F extends ScoredFixture> {
  hits: Record<ScoredField, number>;
  /** Shares: of all plates, the years of the plates with a knowable year. */
  accuracy: Record<ScoredField, number>;
  /** Plates whose answer is a high-confidence year that is not the truth (or a year where none can be told). */
  highConfidenceWrongYears: string[];
  dated: number;
  plates: number;
  perFixture: Array<{ fixture: F; misses: FieldMiss[]; failed: string[] }>;
}

export declare function decodedYear(age: ScoredAge): number | null;
export declare function yearIsRight(age: ScoredAge, truthYear: number, now: Date): boolean;
export declare function scoreReadings<F extends ScoredFixture>(
  rows: Array<{ fixture: F; result: ScoredReading }>,
  now: Date,
): Scores<F>;
