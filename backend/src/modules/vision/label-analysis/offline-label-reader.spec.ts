import { emptyLabelReading, type LabelReading } from '../label-reading';
import { combine, needsSerialRegionPass, withRegionSerial } from './offline-label-reader';

const reading = (fields: Partial<LabelReading>): LabelReading => ({ ...emptyLabelReading(), ...fields });

describe('combine: a later OCR pass fills the gaps of the first', () => {
  it('keeps the first reading and fills what it missed', () => {
    const merged = combine(
      reading({ brand: 'Goodman', modelNumber: 'GSX160361' }),
      reading({ brand: 'Goodmen', serialNumber: '1504123456' }),
    );
    expect(merged).toMatchObject({ brand: 'Goodman', modelNumber: 'GSX160361', serialNumber: '1504123456' });
  });

  it("replaces a serial that does not fit the brand's format with one that does", () => {
    const merged = combine(
      reading({ brand: 'Goodman', serialNumber: '15041234567' }),
      reading({ brand: 'Goodman', serialNumber: '1504123456' }),
    );
    expect(merged.serialNumber).toBe('1504123456');
  });

  it('judges the later serial by the merged model, not the model the later pass misread', () => {
    // A Kenmore 110 prefix selects the Whirlpool format; the second pass misread it as 116.
    const merged = combine(
      reading({
        brand: 'Kenmore',
        modelNumber: '110.22244100',
        equipmentType: 'Refrigerator',
        serialNumber: 'ES53637399',
      }),
      reading({
        brand: 'Kenmore',
        modelNumber: '116.22244160',
        equipmentType: 'Refrigerator',
        serialNumber: 'E53637399',
      }),
    );
    expect(merged).toMatchObject({ modelNumber: '110.22244100', serialNumber: 'E53637399' });
  });

  it('keeps a fitting first serial', () => {
    const merged = combine(
      reading({ brand: 'Goodman', serialNumber: '1504123456' }),
      reading({ brand: 'Goodman', serialNumber: '1604123456' }),
    );
    expect(merged.serialNumber).toBe('1504123456');
  });
});

describe('the serial-region pass', () => {
  it('runs without a serial, or with one that breaks its family grammar; not for a fitting one', () => {
    expect(needsSerialRegionPass(reading({ brand: 'Goodman' }))).toBe(true);
    expect(needsSerialRegionPass(reading({ brand: 'Goodman', serialNumber: '15041234567' }))).toBe(true);
    expect(needsSerialRegionPass(reading({ brand: 'Goodman', serialNumber: '1504123456' }))).toBe(false);
    // No documented grammar: a misread cannot be told, no extra pass.
    expect(needsSerialRegionPass(reading({ brand: 'Navien', serialNumber: '7711H1773171234' }))).toBe(false);
  });

  it('fills a missing serial, replaces a misfit only with a fitting one', () => {
    expect(withRegionSerial(reading({ brand: 'Goodman' }), '1504123456').serialNumber).toBe('1504123456');
    expect(
      withRegionSerial(reading({ brand: 'Goodman', serialNumber: '15041234567' }), '1504123456').serialNumber,
    ).toBe('1504123456');
    expect(
      withRegionSerial(reading({ brand: 'Goodman', serialNumber: '15041234567' }), '150412345678').serialNumber,
    ).toBe('15041234567');
    expect(withRegionSerial(reading({ brand: 'Goodman', serialNumber: '1504123456' }), null).serialNumber).toBe(
      '1504123456',
    );
  });
});
