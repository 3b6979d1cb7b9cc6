import { daysUntil, isIsoDate, todayIso, warrantyStatus } from './warranty-status';

describe('warrantyStatus', () => {
  const today = '2026-03-15';

  it.each([
    ['2026-06-13', 90, 'Expiring Soon'],
    ['2026-06-14', 91, 'Active'],
    ['2026-03-15', 0, 'Expiring Soon'],
    ['2026-03-14', -1, 'Expired'],
    ['2030-01-01', 1388, 'Active'],
    ['2020-01-01', -2265, 'Expired'],
  ])('end date %s is %i days away: %s', (endDate, days, status) => {
    expect(daysUntil(endDate, today)).toBe(days);
    expect(warrantyStatus(endDate, today)).toBe(status);
  });

  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(daysUntil('2024-03-31', '2024-02-28')).toBe(32);
    expect(warrantyStatus('2024-05-28', '2024-02-28')).toBe('Expiring Soon'); // 90 days
    expect(warrantyStatus('2024-05-29', '2024-02-28')).toBe('Active'); // 91 days
  });

  it('takes today in UTC', () => {
    expect(todayIso(new Date('2026-01-01T23:59:59Z'))).toBe('2026-01-01');
  });
});

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2026-12-31', '1999-01-01'])('accepts %s', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2023-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '26-01-01', 'tomorrow', '', 20260101, null])(
    'refuses %p',
    (value) => expect(isIsoDate(value)).toBe(false),
  );
});
