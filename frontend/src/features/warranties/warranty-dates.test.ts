import { formatWarrantyDate, parseWarrantyDate, toWarrantyDate } from './warranty-dates';

describe('warranty dates', () => {
  it("reads like 'Jan 5, 2025' whatever the time zone", () => {
    expect(formatWarrantyDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatWarrantyDate('2025-12-31T00:00:00.000Z')).toBe('Dec 31, 2025');
  });

  it('round-trips a calendar date', () => {
    expect(toWarrantyDate(parseWarrantyDate('2024-02-29'))).toBe('2024-02-29');
    expect(toWarrantyDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});
