import { type PlacedLine, fieldsFromLayout } from './layout-fields';

/** A line of OCR text at (x, y), 30 px tall, 18 px per character. */
const at = (text: string, x: number, y: number): PlacedLine => ({
  text,
  bbox: { x0: x, y0: y, x1: x + text.length * 18, y1: y + 30 },
});

describe('fieldsFromLayout: values paired with their keywords by where they stand', () => {
  it("reads a ruled grid's cells under their header cells, whatever order OCR read them in", () => {
    // Header row VOLTS | MODEL NO. | Serial Number, values in the row below; read out of order.
    const lines = [
      at('VOLTS', 40, 100),
      at('MODEL NO.', 300, 100),
      at('Serial Number', 600, 100),
      at('1790M63874', 600, 150),
      at('| 460', 40, 150),
      at('FG7RAA100', 300, 150),
    ];
    expect(fieldsFromLayout(lines)).toEqual({ model: 'FG7RAA100', serial: '1790M63874' });
  });

  it('reads a value under its keyword (stacked), and one beside it on its row', () => {
    const stacked = [at('MOD.', 40, 100), at('PG92ESA36060', 40, 140), at('SERIAL', 40, 200), at('R263452', 40, 240)];
    expect(fieldsFromLayout(stacked)).toEqual({ model: 'PG92ESA36060', serial: 'R263452' });
    const beside = [
      at('M/N', 40, 100),
      at('G62-40T40-3NV', 120, 102),
      at('SER. NO.', 40, 160),
      at('WG00721259', 220, 158),
    ];
    expect(fieldsFromLayout(beside)).toEqual({ model: 'G62-40T40-3NV', serial: 'WG00721259' });
  });

  it('leaves a field out when another keyword stands nearer, or nothing is near, or the value is a rating', () => {
    // The next row's keyword is nearer below than any value.
    expect(fieldsFromLayout([at('MODEL NO.', 40, 100), at('VOLTS', 40, 140), at('24ACC636A003', 40, 180)])).toEqual({
      model: null,
      serial: null,
    });
    // A value far below (another part of the plate).
    expect(fieldsFromLayout([at('SERIAL', 40, 100), at('1820E12345', 40, 400)]).serial).toBeNull();
    // One line under both keywords: a grid's row read as one code.
    expect(
      fieldsFromLayout([
        at('MODEL NO.', 40, 100),
        at('SERIAL NO.', 260, 100),
        at('GG6RA-100C-29B851402F93349', 40, 140),
      ]),
    ).toEqual({ model: null, serial: null });
    // A bare voltage is no value.
    expect(fieldsFromLayout([at('MODEL', 40, 100), at('208/230', 40, 140)]).model).toBeNull();
    // Keywords with their values on one line are the text parser's, not this.
    expect(fieldsFromLayout([at('MODEL: 24ACC636A003', 40, 100), at('1820E12345', 40, 140)])).toEqual({
      model: null,
      serial: null,
    });
  });
});
