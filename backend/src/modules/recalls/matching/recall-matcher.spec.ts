import { manufacturerFamily } from './manufacturer-family';
import { modelPrefixes, normaliseModel } from './model-text';
import { MatchableRecall, matchRecall, recallModelKeys } from './recall-matcher';
import { dateBound, statedRanges } from './stated-ranges';

const recall = (fields: Partial<MatchableRecall>): MatchableRecall => ({
  id: 1,
  title: 'Rheem Manufacturing Recalls Water Heaters',
  description: null,
  products: [],
  manufacturers: ['Rheem Manufacturing Company'],
  importers: [],
  distributors: [],
  imageCaptions: [],
  ...fields,
});

describe('model normalisation', () => {
  it('ignores case, spaces, dashes, dots and reads O as 0 in digit runs', () => {
    expect(normaliseModel(' rg-250 t6n ')).toBe('RG250T6N');
    expect(normaliseModel('RG25O.T6N')).toBe('RG250T6N');
    expect(normaliseModel('1OO5')).toBe('1005');
    expect(normaliseModel('DORS')).toBe('DORS');
    expect(modelPrefixes('XG40T')).toEqual(['XG4', 'XG40', 'XG40T']);
  });
});

describe('manufacturer family', () => {
  it('takes the label reader brand families and the parent companies', () => {
    expect(manufacturerFamily('Ruud')!.members).toEqual(expect.arrayContaining(['Ruud', 'Rheem']));
    expect(manufacturerFamily('bryant')!.members).toEqual(expect.arrayContaining(['Carrier', 'Payne']));
    expect(manufacturerFamily('Hotpoint')!.members).toContain('GE');
    expect(manufacturerFamily('State')!.names.map((n) => n.text)).toContain('A O SMITH');
    expect(manufacturerFamily('Acme Heaters')!.members).toEqual(['Acme Heaters']);
    expect(manufacturerFamily('  ')).toBeNull();
  });
});

describe('stated ranges', () => {
  it('reads manufacture dates, serial ranges and prefixes', () => {
    const ranges = statedRanges([
      'UNITS MANUFACTURED BETWEEN JANUARY 2016 AND JUNE 2017 WITH SERIAL NUMBERS 1016A00001 THROUGH 1120A99999.',
      'MODELS BEGINNING WITH XG40, XG50 OR XG60 AND SERIAL NUMBERS STARTING WITH RH16 ARE INCLUDED. ALSO XE40*.',
      'THE HEATERS WERE MADE BEFORE 03/2012.',
    ]);
    expect(ranges.dates).toEqual([
      expect.objectContaining({ from: '2016-01-01', to: '2017-06-30' }),
      expect.objectContaining({ from: null, to: '2012-03-31' }),
    ]);
    expect(ranges.serials).toEqual([expect.objectContaining({ from: '1016A00001', to: '1120A99999' })]);
    expect(ranges.modelPrefixes).toEqual(expect.arrayContaining(['XG40', 'XG50', 'XG60', 'XE40']));
    expect(ranges.serialPrefixes).toEqual(['RH16']);
    expect(dateBound('FEBRUARY 2024', true)).toBe('2024-02-29');
    expect(dateBound('6/31/2017', false)).toBeNull();
  });

  it('does not read sale dates as manufacture dates', () => {
    expect(statedRanges(['SOLD BETWEEN JANUARY 2016 AND JUNE 2017']).dates).toEqual([]);
  });
});

describe('matchRecall', () => {
  const listed = recall({ products: [{ name: 'Water heaters', model: 'RG250T6N', description: null, type: null }] });

  it('needs the brand family and the model', () => {
    expect(matchRecall(listed, { brand: 'Ruud', model: 'RG250T6N', serial: null })?.level).toBe('match');
    expect(matchRecall(listed, { brand: 'Ruud', model: 'RG240T6N', serial: null })).toBeNull();
    expect(matchRecall(listed, { brand: 'Goodman', model: 'RG250T6N', serial: null })).toBeNull();
    expect(matchRecall(listed, { brand: null, model: 'RG250T6N', serial: null })).toBeNull();
    expect(matchRecall(listed, { brand: 'Rheem', model: null, serial: null })).toBeNull();
    expect(matchRecall(listed, { brand: 'Rheem', model: 'ABC', serial: null })).toBeNull();
  });

  it('says why, in plain words', () => {
    const match = matchRecall(listed, { brand: 'Ruud', model: 'RG250T6N', serial: null })!;
    expect(match.reasons).toEqual([
      "The recall names Rheem Manufacturing Company as manufacturer, the maker family of this unit's brand Ruud.",
      "Model RG250T6N is named in the recall's product models.",
    ]);
  });

  it('finds the model in captions and reads stated prefixes', () => {
    const caption = recall({ imageCaptions: ['Model number RG250T6N on label'] });
    expect(matchRecall(caption, { brand: 'Rheem', model: 'RG250T6N', serial: null })?.reasons[1]).toContain(
      'image captions',
    );
    const prefix = recall({ description: 'Models beginning with XG40 are included.' });
    expect(matchRecall(prefix, { brand: 'Rheem', model: 'XG40T12HE', serial: null })?.level).toBe('match');
    expect(matchRecall(prefix, { brand: 'Rheem', model: 'XG50T12HE', serial: null })).toBeNull();
  });

  it('indexes the keys a model can be found by', () => {
    const keys = recallModelKeys(
      recall({ description: 'Models RG250T6N-100, XG40 T12HE and models beginning with GCR.' }),
    );
    expect(keys).toEqual(expect.arrayContaining(['RG250T6N100', 'RG250T6N', 'XG40', 'XG40T12HE', 'GCR']));
  });
});
