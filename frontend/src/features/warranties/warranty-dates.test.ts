import {
  LIFETIME_END_DATE,
  formatWarrantyDate,
  formatWarrantyEnd,
  installationStart,
  lengthOf,
  parseWarrantyDate,
  toWarrantyDate,
  warrantyEndFor,
} from './warranty-dates';

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

describe('warranty lengths and the installation start', () => {
  const date = (text: string) => parseWarrantyDate(text);

  it('ends a length that many years after the start (Feb 29 on Feb 28), lifetime on 9999-12-31', () => {
    expect(toWarrantyDate(warrantyEndFor(date('2025-01-05'), '1'))).toBe('2026-01-05');
    expect(toWarrantyDate(warrantyEndFor(date('2024-02-29'), '5'))).toBe('2029-02-28');
    expect(toWarrantyDate(warrantyEndFor(date('2024-02-29'), 'lifetime'))).toBe(LIFETIME_END_DATE);
    expect(formatWarrantyEnd(LIFETIME_END_DATE)).toBe('Lifetime');
    expect(formatWarrantyEnd('2030-01-01')).toBe('Jan 1, 2030');
  });

  it('reads a saved warranty’s length back, or none when its end is another day', () => {
    expect(lengthOf(date('2025-01-05'), date('2035-01-05'))).toBe('10');
    expect(lengthOf(date('2025-01-05'), date('9999-12-31'))).toBe('lifetime');
    expect(lengthOf(date('2025-01-05'), date('2026-01-04'))).toBe('');
  });

  it('starts at the installation date, month or year when one is known', () => {
    const start = (text: string | null) => {
      const found = installationStart(text);
      return found && toWarrantyDate(found);
    };
    expect(start('2021')).toBe('2021-01-01');
    expect(start(' 2021-06 ')).toBe('2021-06-01');
    expect(start('2021-06-15')).toBe('2021-06-15');
    expect(start('2021-02-30')).toBeNull();
    expect(start('around 2010')).toBeNull();
    expect(start('1850')).toBeNull();
    expect(start('')).toBeNull();
    expect(start(null)).toBeNull();
  });
});
