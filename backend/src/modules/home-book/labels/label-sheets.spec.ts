import { BadRequestException } from '@nestjs/common';
import { chooseSheet } from './label-sheet.service';
import { LABEL_SHEETS, PAPERS, labelPosition } from './label-sheets';

describe('label sheets', () => {
  it.each(LABEL_SHEETS.map((sheet) => [sheet.id, sheet] as const))(
    '%s: every label lies on the paper',
    (_id, sheet) => {
      const paper = PAPERS[sheet.paper];
      const perPage = sheet.columns * sheet.rows;
      for (let index = 0; index < perPage; index += 1) {
        const { page, x, y } = labelPosition(sheet, index);
        expect(page).toBe(0);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + sheet.labelWidth).toBeLessThanOrEqual(paper.width + 0.01);
        expect(y + sheet.labelHeight).toBeLessThanOrEqual(paper.height + 0.01);
      }
      expect(labelPosition(sheet, perPage)).toEqual({ page: 1, x: sheet.marginLeft, y: sheet.marginTop });
    },
  );

  it('picks the paper’s usual sheet and refuses unknown or mismatched choices', () => {
    expect(chooseSheet(undefined, undefined).id).toBe('avery-5160');
    expect(chooseSheet('a4', undefined).id).toBe('avery-l7160');
    expect(chooseSheet(undefined, 'avery-l7163').paper).toBe('a4');
    expect(() => chooseSheet('a3', undefined)).toThrow(BadRequestException);
    expect(() => chooseSheet(undefined, 'avery-0000')).toThrow(BadRequestException);
    expect(() => chooseSheet('letter', 'avery-l7160')).toThrow(/is not a letter sheet/);
  });
});
