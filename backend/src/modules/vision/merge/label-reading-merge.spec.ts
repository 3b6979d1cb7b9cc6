import type { LabelReading } from '../label-reading';
import { mergeReadings } from './label-reading-merge';

const reading = (fields: Partial<LabelReading>): LabelReading => ({
  brand: null,
  modelNumber: null,
  serialNumber: null,
  equipmentType: null,
  suggestedName: null,
  printedManufactureDate: null,
  dateClues: { latestYearPrinted: null, refrigerant: null },
  ...fields,
});

describe('mergeReadings', () => {
  it('keeps every field of the first reading and fills its gaps from the next', () => {
    const gemini = reading({ brand: 'Rheem', modelNumber: 'XG40T06EC36U1', suggestedName: 'Rheem Water Heater' });
    const offline = reading({
      brand: 'Ruud',
      modelNumber: 'XG4OT06EC36U1',
      serialNumber: 'Q051512345',
      equipmentType: 'Gas Water Heater',
      printedManufactureDate: { year: 2015, month: 5 },
      dateClues: { latestYearPrinted: 2014, refrigerant: 'R-410A' },
    });
    expect(mergeReadings(gemini, offline)).toEqual({
      brand: 'Rheem',
      modelNumber: 'XG40T06EC36U1',
      serialNumber: 'Q051512345',
      equipmentType: 'Gas Water Heater',
      suggestedName: 'Rheem Gas Water Heater',
      printedManufactureDate: { year: 2015, month: 5 },
      dateClues: { latestYearPrinted: 2014, refrigerant: 'R-410A' },
    });
  });

  it('skips missing readings and empty strings', () => {
    expect(mergeReadings(null, reading({ brand: '' }), reading({ brand: 'LG' })).brand).toBe('LG');
    expect(mergeReadings(null, null)).toEqual(reading({}));
  });

  it('names the equipment after what is known when brand or type is missing', () => {
    expect(mergeReadings(reading({ brand: 'Bosch' })).suggestedName).toBe('Bosch');
    expect(mergeReadings(reading({ equipmentType: 'Furnace', suggestedName: 'Furnace' })).suggestedName).toBe(
      'Furnace',
    );
    // A source's name that contradicts the merged brand is not kept.
    expect(mergeReadings(reading({ brand: 'Trane' }), reading({ suggestedName: 'Lennox Furnace' })).suggestedName).toBe(
      'Trane',
    );
  });
});
