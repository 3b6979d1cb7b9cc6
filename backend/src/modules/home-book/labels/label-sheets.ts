/** Paper sizes in PDF points (1 pt = 1/72 in). */
export const PAPERS = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
} as const;
export type Paper = keyof typeof PAPERS;

const MM = 72 / 25.4;
const INCH = 72;

/**
 * A sticker sheet: labels in a grid, measured from the sheet's top-left corner. The geometries are
 * those of the common Avery sheets (and their compatibles) named by `id`.
 */
export interface LabelSheet {
  id: string;
  name: string;
  paper: Paper;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** Distance from one label's left (top) edge to the next one's. */
  pitchX: number;
  pitchY: number;
  marginLeft: number;
  marginTop: number;
}

export const LABEL_SHEETS: LabelSheet[] = [
  {
    id: 'avery-5160',
    name: 'Avery 5160 (Letter, 30 labels, 2 5/8 × 1 in)',
    paper: 'letter',
    columns: 3,
    rows: 10,
    labelWidth: 2.625 * INCH,
    labelHeight: 1 * INCH,
    pitchX: 2.75 * INCH,
    pitchY: 1 * INCH,
    marginLeft: 0.1875 * INCH,
    marginTop: 0.5 * INCH,
  },
  {
    id: 'avery-5163',
    name: 'Avery 5163 (Letter, 10 labels, 4 × 2 in)',
    paper: 'letter',
    columns: 2,
    rows: 5,
    labelWidth: 4 * INCH,
    labelHeight: 2 * INCH,
    pitchX: 4.1875 * INCH,
    pitchY: 2 * INCH,
    marginLeft: 0.15625 * INCH,
    marginTop: 0.5 * INCH,
  },
  {
    id: 'avery-l7160',
    name: 'Avery L7160 (A4, 21 labels, 63.5 × 38.1 mm)',
    paper: 'a4',
    columns: 3,
    rows: 7,
    labelWidth: 63.5 * MM,
    labelHeight: 38.1 * MM,
    pitchX: 66 * MM,
    pitchY: 38.1 * MM,
    marginLeft: 7.25 * MM,
    marginTop: 15.15 * MM,
  },
  {
    id: 'avery-l7163',
    name: 'Avery L7163 (A4, 14 labels, 99.1 × 38.1 mm)',
    paper: 'a4',
    columns: 2,
    rows: 7,
    labelWidth: 99.1 * MM,
    labelHeight: 38.1 * MM,
    pitchX: 101.6 * MM,
    pitchY: 38.1 * MM,
    marginLeft: 4.65 * MM,
    marginTop: 15.15 * MM,
  },
];

/** The sheet used when only the paper is given. */
export const DEFAULT_SHEET: Record<Paper, string> = { letter: 'avery-5160', a4: 'avery-l7160' };

/** The top-left corner of the index-th label on its page, and that page's number (from 0). */
export function labelPosition(sheet: LabelSheet, index: number): { page: number; x: number; y: number } {
  const perPage = sheet.columns * sheet.rows;
  const onPage = index % perPage;
  return {
    page: Math.floor(index / perPage),
    x: sheet.marginLeft + (onPage % sheet.columns) * sheet.pitchX,
    y: sheet.marginTop + Math.floor(onPage / sheet.columns) * sheet.pitchY,
  };
}
