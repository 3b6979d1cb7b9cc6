/** The sticker sheets the server prints (backend modules/home-book/labels/label-sheets.ts); keep in step. */
export const LABEL_SHEETS = [
  { id: 'avery-5160', paper: 'letter', name: 'Avery 5160 · 30 labels, 2⅝ × 1 in' },
  { id: 'avery-5163', paper: 'letter', name: 'Avery 5163 · 10 labels, 4 × 2 in' },
  { id: 'avery-l7160', paper: 'a4', name: 'Avery L7160 · 21 labels, 63.5 × 38.1 mm' },
  { id: 'avery-l7163', paper: 'a4', name: 'Avery L7163 · 14 labels, 99.1 × 38.1 mm' },
] as const;

export type LabelPaper = 'letter' | 'a4';

export const PAPER_NAMES: Record<LabelPaper, string> = { letter: 'US Letter', a4: 'A4' };

export const sheetsFor = (paper: LabelPaper) => LABEL_SHEETS.filter((sheet) => sheet.paper === paper);
