import { isRating } from './label-fields';
import { parseLabelText } from './label-parser';

const NOW = new Date('2026-06-15T12:00:00Z');

/**
 * OCR text of plates drawn another way than the main fixtures (render-holdout-plates.mjs --tuning):
 * ruled grids, ratings tables beside the codes, keyword wordings of other makers.
 */
describe('values that are plainly ratings are refused', () => {
  it.each(['115', '230', '460', '208/230', '120/240', '220-240', '208 / 230'])(
    '%j is a bare supply voltage',
    (value) => {
      expect(isRating(value)).toBe(true);
    },
  );

  it.each(['1150', '2305', '116', '208/231', 'GSX130361', '110.22244100', '300'])('%j is not', (value) => {
    expect(isRating(value)).toBe(false);
  });

  it('does not take the voltage of a VOLTS line as the model when the model keyword stands alone', () => {
    const reading = parseLabelText(
      'GOODMAN\nAIR CONDITIONER\nMODEL NO.\nVOLTS 115\nSERIAL NO.\n208/230\nPH 1 HZ 60',
      NOW,
    );
    expect(reading.modelNumber).toBeNull();
    expect(reading.serialNumber).toBeNull();
  });

  it("does not shift a ratings cell into the serial's column when OCR lost the model's cell", () => {
    const reading = parseLabelText(
      'CARRIER\nMODEL NO.\nSERIAL NO.\nVOLTS\n24ACC636A003\n208/230\nMIN CIRCUIT AMPS 14.2',
      NOW,
    );
    expect(reading.serialNumber).toBeNull();
    expect(reading.modelNumber).toBe('24ACC636A003');
  });
});

describe('a hyphenated model that goes on after a space', () => {
  it.each([
    ['HONDA\nMODEL NO.: GCV-50 300\nSERIAL NO.: GJAAA1234567', 'GCV-50 300'],
    ['RHEEM\nMODEL: XE50T06ST45U1 SERIAL: Q461912345', 'XE50T06ST45U1'],
    ['LENNOX\nMODEL: ML14XC1-036 230\nSERIAL: 5810D12345', 'ML14XC1-036'],
    ['LENNOX\nMODEL: ML14XC1-036 230V', 'ML14XC1-036'],
    ['CARRIER\nMODEL: 58STA090-12 IN 2 PARTS', '58STA090-12'],
  ])('%j → %j', (text, model) => {
    expect(parseLabelText(text, NOW).modelNumber).toBe(model);
  });
});
