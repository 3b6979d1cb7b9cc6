/**
 * The serial-number date rules seeded into manufacturer_patterns (upserted at every start by the
 * reference-data seeder, keyed by manufacturer + dateCodePattern). `manufacturer` is a brand family:
 * sub-brands use their parent's rules (see BRAND_CATALOGUE). `dateCodePattern` is matched against the
 * serial in capitals without spaces; its named groups feed the rule kind (serial-date-decoder.ts).
 * `examples` are real-format serials with the year-month they decode to ('serial=YYYY-MM'), checked by
 * the unit tests. Sources and decade handling: docs/serial-numbers.md.
 */
export interface ManufacturerPatternSeed {
  manufacturer: string;
  modelPattern: string | null;
  dateCodePattern: string;
  ageCalculationRule: string;
  confidence: 'high' | 'medium' | 'low';
  examples: string[];
}

export const MANUFACTURER_PATTERN_SEED: readonly ManufacturerPatternSeed[] = [
  {
    manufacturer: 'Bradford White',
    modelPattern: null,
    dateCodePattern: '^(?<yearLetter>[A-Z])(?<monthLetter>[A-Z])[A-Z0-9]\\d{5,7}$',
    ageCalculationRule: 'LETTER_YEAR_MONTH_20Y',
    confidence: 'medium',
    examples: ['ML1234567=2015-11', 'MLA123456=2015-11', 'DA1234567=2007-01', 'SK4412345=2018-10'],
  },
  {
    manufacturer: 'Rheem',
    modelPattern: null,
    dateCodePattern: '^[A-Z]{1,4}(?<month>\\d{2})(?<year>\\d{2})[A-Z0-9]{3,}$',
    ageCalculationRule: 'MMYY',
    confidence: 'high',
    examples: ['Q051512345=2015-05', 'RHLN0413A12345=2013-04', 'M121912345=2019-12'],
  },
  {
    manufacturer: 'A.O. Smith',
    modelPattern: null,
    dateCodePattern: '^(?<year>\\d{2})(?<week>\\d{2})[A-Z]{1,2}\\d{5,7}$',
    ageCalculationRule: 'YYWW@2008',
    confidence: 'high',
    examples: ['1534A012345=2015-08', '1611A123456=2016-03', '0902M001234=2009-01'],
  },
  {
    manufacturer: 'Carrier',
    modelPattern: null,
    dateCodePattern: '^(?<week>\\d{2})(?<year>\\d{2})[A-Z]\\d{5}$',
    ageCalculationRule: 'WWYY',
    confidence: 'high',
    examples: ['4515E12345=2015-11', '2307A40123=2007-06', '0119X00001=2019-01'],
  },
  {
    manufacturer: 'Trane',
    modelPattern: null,
    dateCodePattern: '^(?<year>\\d{2})(?<week>\\d{2})\\d[A-Z0-9]{4,6}$',
    ageCalculationRule: 'YYWW@2010',
    confidence: 'high',
    examples: ['15321ABCDE=2015-08', '15321N1234F=2015-08', '20111KXZ9F=2020-03'],
  },
  {
    manufacturer: 'Lennox',
    modelPattern: null,
    dateCodePattern: '^\\d{2}(?<year>\\d{2})(?<monthLetter>[A-Z])\\d{4,6}$',
    ageCalculationRule: 'PLANT_YY_MONTHLETTER',
    confidence: 'high',
    examples: ['5815D12345=2015-04', '1917M01234=2017-12', '6008A54321=2008-01'],
  },
  {
    manufacturer: 'Goodman',
    modelPattern: null,
    dateCodePattern: '^(?<year>\\d{2})(?<month>\\d{2})\\d{6}$',
    ageCalculationRule: 'YYMM',
    confidence: 'high',
    examples: ['1504123456=2015-04', '1607123456=2016-07', '2011654321=2020-11'],
  },
  {
    manufacturer: 'LG',
    modelPattern: null,
    dateCodePattern: '^(?<yearDigit>\\d)(?<month>\\d{2})[A-Z]{2,5}[A-Z0-9]{3,9}$',
    ageCalculationRule: 'DIGIT_YEAR_MONTH_10Y',
    confidence: 'medium',
    examples: ['905TANL1K123=2019-05', '807KWAB12345=2018-07'],
  },
  {
    manufacturer: 'Bosch',
    modelPattern: null,
    dateCodePattern: '^FD(?<fd>\\d{4})',
    ageCalculationRule: 'FD_YYMM_1920',
    confidence: 'high',
    examples: ['FD950812345=2015-08', 'FD 9508 12345=2015-08', 'FD 0203=2022-03'],
  },
  {
    manufacturer: 'GE',
    modelPattern: null,
    dateCodePattern: '^(?<monthLetter>[A-Z])(?<yearLetter>[A-Z])\\d{6}[A-Z]?$',
    ageCalculationRule: 'GE_MONTH_YEAR_LETTERS_12Y',
    confidence: 'medium',
    examples: ['MS123456=2021-07', 'LR821547C=2020-06', 'ZT123456C=2022-12'],
  },
  {
    manufacturer: 'Whirlpool',
    modelPattern: null,
    dateCodePattern: '^[A-Z](?<yearDigit>\\d)(?<week>\\d{2})\\d{5}$',
    ageCalculationRule: 'DIGIT_YEAR_WEEK_10Y@2010',
    confidence: 'low',
    examples: ['C91404321=2019-04', 'M82312345=2018-06', 'K71012345=2017-03'],
  },
  {
    manufacturer: 'Electrolux',
    modelPattern: null,
    dateCodePattern: '^[A-Z]{2}(?<yearDigit>\\d)(?<week>\\d{2})\\d{5}[A-Z0-9]?$',
    ageCalculationRule: 'DIGIT_YEAR_WEEK_10Y',
    confidence: 'medium',
    examples: ['WB82123456=2018-05', 'BA80412345=2018-01'],
  },
  {
    manufacturer: 'York',
    modelPattern: null,
    dateCodePattern: '^[A-Z](?<yearTens>\\d)(?<monthLetter>[A-Z])(?<yearUnits>\\d)\\d{6}$',
    ageCalculationRule: 'YORK_YEAR_MONTHLETTER@2004',
    confidence: 'high',
    examples: ['W1G7123456=2017-07', 'N0D6653823=2006-04', 'W0E5195159=2005-05'],
  },
  {
    manufacturer: 'Rinnai',
    modelPattern: null,
    dateCodePattern: '^(?<yearLetter>[A-Z])(?<monthLetter>[A-Z])[.\\-]?\\d{4,}',
    ageCalculationRule: 'RINNAI_LETTER_YEAR_MONTH@2009',
    confidence: 'low',
    examples: ['JL.123456=2017-11', 'GC-012345=2015-03'],
  },
  {
    manufacturer: 'Rinnai',
    modelPattern: null,
    dateCodePattern: '^(?<year>\\d{2})(?<month>\\d{2})[.\\-]?\\d{4,}',
    ageCalculationRule: 'YYMM@1995-2009',
    confidence: 'low',
    examples: ['0703123456=2007-03', '0511-001234=2005-11'],
  },
];
