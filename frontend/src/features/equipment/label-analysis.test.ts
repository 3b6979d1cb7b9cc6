import type { LabelAnalysis } from './equipment';
import { aRheemLabel } from './equipment.fixtures';
import {
  analysisToast,
  completesEquipment,
  estimatedInstallationYear,
  foundFieldNames,
  dateAlternatives,
  labelFormValues,
  labelReadingFeedback,
  manufactureDateText,
  NOTHING_FOUND_NOTICE,
} from './label-analysis';

const nothing: LabelAnalysis = {
  brand: null,
  modelNumber: null,
  serialNumber: null,
  suggestedName: null,
  equipmentType: null,
  estimatedAge: {
    years: null,
    confidence: 'low',
    details: 'No serial number was found.',
    alternatives: [],
    ruleId: null,
  },
};
const rheem = aRheemLabel();
const now = new Date('2026-03-01T12:00:00Z');

describe('label analysis', () => {
  it('turns the estimated age into the installation year (current year minus the years)', () => {
    expect(estimatedInstallationYear(rheem, now)).toBe('2016');
    expect(estimatedInstallationYear({ ...rheem, estimatedAge: { ...rheem.estimatedAge!, years: 0 } }, now)).toBe(
      '2026',
    );
    expect(estimatedInstallationYear(nothing, now)).toBeNull();
    expect(
      estimatedInstallationYear(
        { ...rheem, estimatedAge: { ...rheem.estimatedAge, years: null, alternatives: [] } },
        now,
      ),
    ).toBeNull();
  });

  it('lists the identifying fields that came back, ignoring blank ones', () => {
    expect(foundFieldNames(rheem)).toEqual(['Name', 'Brand', 'Model Number', 'Serial Number', 'Type']);
    expect(foundFieldNames({ ...nothing, serialNumber: 'ML1234567', brand: '  ' })).toEqual(['Serial Number']);
    expect(foundFieldNames(nothing)).toEqual([]);
  });

  it('completes the equipment when any identifying field came back', () => {
    expect(completesEquipment(rheem)).toBe(true);
    for (const field of ['brand', 'modelNumber', 'serialNumber', 'suggestedName', 'equipmentType'] as const) {
      expect(completesEquipment({ ...nothing, [field]: 'X1' })).toBe(true);
    }
    // An age alone does not identify the equipment.
    expect(
      completesEquipment({
        ...nothing,
        estimatedAge: { years: 3, confidence: 'high', details: '', alternatives: [], ruleId: null },
      }),
    ).toBe(false);
  });

  it('maps the reading onto the form fields, leaving out what is unknown', () => {
    expect(labelFormValues(rheem, now)).toEqual({
      name: 'Rheem Gas Water Heater',
      brand: 'Rheem',
      modelNumber: 'XG50T06EC36U1',
      serialNumber: 'Q051512345',
      type: 'Gas Water Heater',
      installationDate: '2016',
    });
    expect(labelFormValues({ ...nothing, modelNumber: ' 59SC5 ' }, now)).toEqual({ modelNumber: '59SC5' });
    expect(labelFormValues(nothing, now)).toEqual({});
  });

  it('says what was found, or asks for the details by hand', () => {
    expect(analysisToast({ ...nothing, brand: 'LG', modelNumber: 'WM3400CW' })).toEqual({
      title: 'Image analyzed successfully',
      description: 'Found: Brand, Model Number',
    });
    expect(analysisToast(nothing)).toEqual({ title: 'Image analyzed successfully', description: NOTHING_FOUND_NOTICE });
    expect(NOTHING_FOUND_NOTICE).toBe('No equipment details found in the image. Please enter the details manually.');
  });
});

describe('repeating date codes', () => {
  const bradfordWhite: LabelAnalysis = {
    ...rheem,
    brand: 'Bradford White',
    serialNumber: 'WC1234567',
    estimatedAge: {
      years: 5,
      confidence: 'low',
      details: 'Made in March 2020 or 2000',
      alternatives: [
        { year: 2020, month: 3 },
        { year: 2000, month: 3 },
      ],
      ruleId: 'Bradford White LETTER_YEAR_MONTH_20Y',
    },
  };

  it('lists the possible dates only when there are several', () => {
    expect(dateAlternatives(bradfordWhite)).toEqual([
      { year: 2020, month: 3 },
      { year: 2000, month: 3 },
    ]);
    expect(
      dateAlternatives({
        ...rheem,
        estimatedAge: { ...rheem.estimatedAge!, alternatives: [{ year: 2015, month: 5 }] },
      }),
    ).toEqual([]);
    expect(dateAlternatives(nothing)).toEqual([]);
  });

  it('names a date by month and year, or the year alone', () => {
    expect(manufactureDateText({ year: 2000, month: 3 })).toBe('March 2000');
    expect(manufactureDateText({ year: 1985, month: null })).toBe('1985');
  });

  it('describes what the analysis proposed, for the save', () => {
    expect(labelReadingFeedback(bradfordWhite, now)).toEqual({
      brand: 'Bradford White',
      modelNumber: 'XG50T06EC36U1',
      serialNumber: 'WC1234567',
      installationYear: '2021',
      alternatives: [2020, 2000],
    });
    expect(labelReadingFeedback(rheem, now).alternatives).toBeNull();
  });
});
