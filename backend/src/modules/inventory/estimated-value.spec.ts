import { ageStart, estimatedValueCents } from './estimated-value';

describe('estimatedValueCents', () => {
  it('takes the price straight down over the typical life', () => {
    // 1,827 days = 5.002 years of a 10-year life gone: 49.979% of the price left.
    expect(estimatedValueCents(100_000, '2020-01-01', 10, '2025-01-01')).toBe(49_979);
    expect(estimatedValueCents(100_000, '2025-01-01', 10, '2025-01-01')).toBe(100_000);
  });

  it('never goes below 10% of the price', () => {
    expect(estimatedValueCents(100_000, '2000-01-01', 10, '2025-01-01')).toBe(10_000);
    expect(estimatedValueCents(99_999, '2016-01-01', 10, '2025-06-01')).toBe(10_000);
  });

  it('is the price for a purchase dated after today, and null without a price, a life or a date', () => {
    expect(estimatedValueCents(5_000, '2025-02-01', 10, '2025-01-01')).toBe(5_000);
    expect(estimatedValueCents(null, '2020-01-01', 10, '2025-01-01')).toBeNull();
    expect(estimatedValueCents(5_000, '2020-01-01', null, '2025-01-01')).toBeNull();
    expect(estimatedValueCents(5_000, null, 10, '2025-01-01')).toBeNull();
  });

  it('counts the age from the purchase date, else from the installation year', () => {
    expect(ageStart('2021-03-04', '2019')).toBe('2021-03-04');
    expect(ageStart(null, '2019')).toBe('2019-01-01');
    expect(ageStart(null, null)).toBeNull();
  });
});
