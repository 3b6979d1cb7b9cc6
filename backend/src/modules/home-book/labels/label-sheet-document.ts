import type QRCodeModule from 'qrcode';
import type { CanvasRect, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { printable } from '../home-book-document';
import { LabelSheet, PAPERS, labelPosition } from './label-sheets';

export interface EquipmentLabel {
  name: string;
  /** Printed under the name (the home's name). */
  caption: string;
  /** What the QR code opens. */
  url: string;
}

/** Modules of white around the code: the QR standard asks for four. */
const QUIET_ZONE = 4;
const PADDING = 6;
const MAX_NAME_CHARS = 60;

/**
 * The QR code of a text as pdfmake canvas rectangles (one per run of dark modules in a row), fitted
 * in a square of `side` points, quiet zone included. Vector, so it prints sharp at any size.
 */
export function qrRectangles(text: string, side: number): CanvasRect[] {
  // qrcode (with pngjs, ~60 modules) is required by the first label sheet, not at start (embedded-footprint.md).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const qrcode = require('qrcode') as typeof QRCodeModule;
  const { modules } = qrcode.create(text, { errorCorrectionLevel: 'M' });
  const cell = side / (modules.size + 2 * QUIET_ZONE);
  const rects: CanvasRect[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.data[row * modules.size + column] === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        rects.push({
          type: 'rect',
          x: (start + QUIET_ZONE) * cell,
          y: (row + QUIET_ZONE) * cell,
          w: (column - start) * cell,
          // A hair taller than the cell, so rows touch without a seam when rasterised.
          h: cell + 0.05,
          color: '#000000',
        });
        start = -1;
      }
    }
  }
  return rects;
}

const clip = (raw: string) => {
  const text = printable(raw);
  return text.length > MAX_NAME_CHARS ? `${text.slice(0, MAX_NAME_CHARS - 1)}…` : text;
};

/** A printable sheet of labels: per equipment, its QR code on the left and its name beside it. */
export function labelSheetDocument(sheet: LabelSheet, title: string, labels: EquipmentLabel[]): TDocumentDefinitions {
  const paper = PAPERS[sheet.paper];
  const qrSide = Math.min(sheet.labelHeight - 2 * PADDING + 2 * 4, sheet.labelWidth / 2);
  const content: Content[] = [];
  labels.forEach((label, index) => {
    const { page, x, y } = labelPosition(sheet, index);
    if (index > 0 && labelPosition(sheet, index - 1).page !== page) content.push({ text: '', pageBreak: 'before' });
    const qrX = x + PADDING - 4;
    const qrY = y + (sheet.labelHeight - qrSide) / 2;
    content.push({ canvas: qrRectangles(label.url, qrSide), absolutePosition: { x: qrX, y: qrY } });
    const textX = qrX + qrSide + 2;
    const textWidth = x + sheet.labelWidth - PADDING - textX;
    const nameSize = sheet.labelHeight < 80 ? 9 : 12;
    content.push({
      absolutePosition: { x: textX, y: y + PADDING + 2 },
      table: {
        widths: [textWidth],
        body: [
          [
            {
              stack: [
                { text: clip(label.name), bold: true, fontSize: nameSize },
                { text: clip(label.caption), fontSize: nameSize - 2, color: '#616e7c', margin: [0, 2, 0, 0] },
                { text: 'Scan to open in Home Book', fontSize: 6, color: '#9aa5b1', margin: [0, 3, 0, 0] },
              ],
            },
          ],
        ],
      },
      layout: 'noBorders',
    });
  });
  if (!labels.length) content.push({ text: `${title}: no equipment yet, so no labels to print.`, margin: [40, 40] });
  return {
    pageSize: { width: paper.width, height: paper.height },
    pageMargins: [0, 0, 0, 0],
    info: { title: `${title} · QR labels`, creator: 'Home Book' },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.1 },
    content,
  };
}
