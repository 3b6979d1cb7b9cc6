import { parseLabelAnswer } from './label-reading-answer';

const NOW = new Date('2026-06-15T12:00:00Z');
const good = {
  brand: 'Rheem',
  modelNumber: 'XG40T06EC36U1',
  serialNumber: 'Q051512345',
  equipmentType: 'Gas Water Heater',
  suggestedName: 'Rheem Gas Water Heater',
  manufactureDate: { year: 2015, month: 5 },
};

describe('parseLabelAnswer', () => {
  it('accepts a well-formed answer', () => {
    expect(parseLabelAnswer(good, NOW)).toEqual({
      brand: 'Rheem',
      modelNumber: 'XG40T06EC36U1',
      serialNumber: 'Q051512345',
      equipmentType: 'Gas Water Heater',
      suggestedName: 'Rheem Gas Water Heater',
      printedManufactureDate: { year: 2015, month: 5 },
      dateClues: { latestYearPrinted: null, refrigerant: null },
    });
  });

  it('refuses answers that ignore the schema (wrong JSON types)', () => {
    for (const answer of [
      null,
      'Rheem',
      [good],
      { ...good, brand: 42 },
      { ...good, modelNumber: ['XG40'] },
      { ...good, manufactureDate: '2015' },
    ]) {
      expect(parseLabelAnswer(answer, NOW)).toBeNull();
    }
  });

  it('drops implausible fields one by one', () => {
    const reading = parseLabelAnswer(
      {
        brand: 'Rheem<script>',
        modelNumber: 'N/A',
        serialNumber: 'Q05 🔥 15',
        equipmentType: 'Flux Capacitor',
        suggestedName: 'x'.repeat(100),
        manufactureDate: { year: 2031, month: 1 },
      },
      NOW,
    );
    expect(reading).toEqual({
      brand: null,
      modelNumber: null,
      serialNumber: null,
      equipmentType: null,
      suggestedName: null,
      printedManufactureDate: null,
      dateClues: { latestYearPrinted: null, refrigerant: null },
    });
  });

  it('normalises: codes upper-cased, type to the vocabulary spelling, name from brand and type when missing', () => {
    const reading = parseLabelAnswer(
      {
        brand: ' A.O.  Smith ',
        modelNumber: 'gcr-50 200',
        serialNumber: '1534a012345',
        equipmentType: 'gas water heater',
      },
      NOW,
    );
    expect(reading).toEqual({
      brand: 'A.O. Smith',
      modelNumber: 'GCR-50 200',
      serialNumber: '1534A012345',
      equipmentType: 'Gas Water Heater',
      suggestedName: 'A.O. Smith Gas Water Heater',
      printedManufactureDate: null,
      dateClues: { latestYearPrinted: null, refrigerant: null },
    });
  });

  it('checks printed dates: year 1950..now, month 1..12 or null, not in the future', () => {
    const date = (manufactureDate: unknown) =>
      parseLabelAnswer({ ...good, manufactureDate }, NOW)?.printedManufactureDate;
    expect(date({ year: 2015, month: null })).toEqual({ year: 2015, month: null });
    expect(date({ year: 2026, month: 6 })).toEqual({ year: 2026, month: 6 });
    expect(date({ year: 2026, month: 7 })).toBeNull();
    expect(date({ year: 1949, month: 1 })).toBeNull();
    expect(date({ year: 2015, month: 13 })).toBeNull();
    expect(date({ year: 2015.5, month: 1 })).toBeNull();
    expect(date({ month: 1 })).toBeNull();
  });
});
