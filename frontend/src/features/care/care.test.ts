import { formatDay } from './care';

describe('formatDay', () => {
  it('writes a calendar date as en-US does with a short month, whatever the time zone', () => {
    expect(formatDay('2030-06-15')).toBe('Jun 15, 2030');
    expect(formatDay('2024-02-29')).toBe('Feb 29, 2024');
  });

  it('matches toLocaleDateString for every month, the first and last days and far years', () => {
    const format = (date: string) => {
      const [year, month, day] = date.split('-').map(Number);
      return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    };
    const dates = ['1999-12-31', '2000-01-01', '2031-07-04', '9999-12-31', '2026-13-01', 'not-a-date'];
    for (let month = 1; month <= 12; month++) {
      for (const day of ['01', '09', '10', '28']) dates.push(`2026-${String(month).padStart(2, '0')}-${day}`);
    }
    for (const date of dates) expect(formatDay(date)).toBe(format(date));
  });
});
