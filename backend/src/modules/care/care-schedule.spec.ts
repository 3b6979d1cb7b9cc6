import { addMonths, daysBetween, installationDay, lifeStanding, maintenancePlan, todayIn } from './care-schedule';

const base = {
  newestNextScheduledDate: null,
  lastMaintenanceDate: null,
  lastServiced: null,
  installationDate: null,
  createdOn: '2025-01-10',
};

describe('addMonths', () => {
  it('keeps the day when the target month has it', () => {
    expect(addMonths('2025-03-15', 1)).toBe('2025-04-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-12-31', 12)).toBe('2026-12-31');
  });

  it('clamps month ends: Jan 31 + 1 month is the last day of February, 29 in a leap year', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30');
  });

  it('a leap day plus 12 months is Feb 28, plus 48 months Feb 29 again', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('goes back with negative months and refuses text that is not a date', () => {
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(() => addMonths('31/01/2025', 1)).toThrow('Not a calendar date');
  });
});

describe('todayIn (the injected clock read in a time zone)', () => {
  const instant = new Date('2024-02-28T23:30:00Z');

  it('is the UTC day by default and the local day elsewhere (leap day in Auckland, still the 28th in Los Angeles)', () => {
    expect(todayIn(instant)).toBe('2024-02-28');
    expect(todayIn(instant, 'Pacific/Auckland')).toBe('2024-02-29');
    expect(todayIn(instant, 'America/Los_Angeles')).toBe('2024-02-28');
    expect(todayIn(new Date('2025-01-01T03:00:00Z'), 'America/New_York')).toBe('2024-12-31');
  });
});

describe('maintenancePlan', () => {
  it('uses the newest record’s nextScheduledDate before anything else', () => {
    const plan = maintenancePlan(
      { ...base, intervalMonths: 12, newestNextScheduledDate: '2025-06-01', lastMaintenanceDate: '2025-01-01' },
      '2025-05-01',
    );
    expect(plan).toEqual({ nextDue: '2025-06-01', status: 'ok', daysUntilDue: 31, basis: 'scheduled' });
  });

  it('else last maintenance + interval, else installation + interval, else creation + interval', () => {
    expect(
      maintenancePlan({ ...base, intervalMonths: 3, lastMaintenanceDate: '2025-11-30' }, '2025-12-01')!.nextDue,
    ).toBe('2026-02-28');
    expect(maintenancePlan({ ...base, intervalMonths: 12, installationDate: '2020' }, '2020-02-01')!.nextDue).toBe(
      '2021-01-01',
    );
    expect(maintenancePlan({ ...base, intervalMonths: 6 }, '2025-02-01')!.nextDue).toBe('2025-07-10');
  });

  it('last maintenance wins over the owner’s month; the month counts from its first day', () => {
    const inputs = { ...base, intervalMonths: 12, lastServiced: '2024-03', installationDate: '2010' };
    expect(maintenancePlan(inputs, '2025-02-01')).toEqual({
      nextDue: '2025-03-01',
      status: 'ok',
      daysUntilDue: 28,
      basis: 'last-serviced',
    });
    expect(maintenancePlan(inputs, '2025-03-02')).toMatchObject({ status: 'overdue', daysUntilDue: -1 });
    expect(maintenancePlan({ ...inputs, lastMaintenanceDate: '2025-01-10' }, '2025-03-02')).toEqual({
      nextDue: '2026-01-10',
      status: 'ok',
      daysUntilDue: 314,
      basis: 'last-maintenance',
    });
  });

  it('a service 400 days ago on a 12-month plan is overdue', () => {
    expect(maintenancePlan({ ...base, intervalMonths: 12, lastMaintenanceDate: '2024-01-01' }, '2025-02-04')).toEqual({
      nextDue: '2025-01-01',
      status: 'overdue',
      daysUntilDue: -34,
      basis: 'last-maintenance',
    });
  });

  it('unknown history (no record, no month, or never / don’t know) is due after one interval, never overdue', () => {
    for (const lastServiced of [null, 'never']) {
      const old = { ...base, intervalMonths: 12, lastServiced, installationDate: '2018' };
      expect(maintenancePlan(old, '2026-11-28')).toEqual({
        nextDue: null,
        status: 'due',
        daysUntilDue: null,
        basis: 'installation',
      });
      // Installed within the interval: not due yet (the first service is a year after installation).
      const recent = { ...old, installationDate: '2026-06' };
      expect(maintenancePlan(recent, '2026-11-28')).toMatchObject({ nextDue: '2027-06-01', status: 'ok' });
      expect(maintenancePlan(recent, '2027-06-01')).toMatchObject({ status: 'due-soon', daysUntilDue: 0 });
      expect(maintenancePlan(recent, '2027-06-02')).toMatchObject({ status: 'due', nextDue: null });
      // No installation date: counted from the day it was recorded.
      expect(maintenancePlan({ ...old, installationDate: null }, '2025-06-01')).toMatchObject({
        status: 'ok',
        basis: 'recorded',
      });
      expect(maintenancePlan({ ...old, installationDate: null }, '2026-01-11')).toMatchObject({
        status: 'due',
        basis: 'recorded',
      });
    }
  });

  it('is null with neither a scheduled date nor an interval', () => {
    expect(maintenancePlan({ ...base, intervalMonths: null }, '2025-02-01')).toBeNull();
  });

  it('status: ok at 15 days, due soon from 14 days to the due day, overdue the day after', () => {
    const at = (today: string) =>
      maintenancePlan({ ...base, intervalMonths: null, newestNextScheduledDate: '2024-03-01' }, today);
    expect(at('2024-02-15')).toMatchObject({ status: 'ok', daysUntilDue: 15 });
    // 2024 is a leap year: Feb 16 → Mar 1 is 14 days.
    expect(at('2024-02-16')).toMatchObject({ status: 'due-soon', daysUntilDue: 14 });
    expect(at('2024-03-01')).toMatchObject({ status: 'due-soon', daysUntilDue: 0 });
    expect(at('2024-03-02')).toMatchObject({ status: 'overdue', daysUntilDue: -1 });
  });

  it('the same instant can be due soon in one time zone and overdue in another', () => {
    const inputs = { ...base, intervalMonths: null, newestNextScheduledDate: '2025-03-01' };
    const instant = new Date('2025-03-01T20:00:00Z');
    expect(maintenancePlan(inputs, todayIn(instant, 'America/Chicago'))!.status).toBe('due-soon');
    expect(maintenancePlan(inputs, todayIn(instant, 'Asia/Tokyo'))!.status).toBe('overdue');
  });
});

describe('lifeStanding', () => {
  it('is ok below 80% of the typical life, plan replacement from 80%, past typical life after it', () => {
    expect(lifeStanding('2020', 10, '2027-12-31')).toMatchObject({ ageYears: 7, status: 'ok' });
    expect(lifeStanding('2020', 10, '2028-01-01')).toMatchObject({ ageYears: 8, status: 'plan-replacement' });
    expect(lifeStanding('2020', 10, '2030-01-01')).toMatchObject({ ageYears: 10, status: 'plan-replacement' });
    expect(lifeStanding('2020', 10, '2030-01-02')).toMatchObject({
      status: 'past-typical-life',
      endOfLife: '2030-01-01',
    });
  });

  it('counts whole years across a leap day installation', () => {
    expect(lifeStanding('2024-02-29', 1, '2025-02-27')).toMatchObject({ ageYears: 0, status: 'plan-replacement' });
    expect(lifeStanding('2024-02-29', 1, '2025-03-01')).toMatchObject({ ageYears: 1, status: 'past-typical-life' });
  });

  it('is null without a usable installation date or life, or for a future installation', () => {
    expect(lifeStanding(null, 10, '2025-01-01')).toBeNull();
    expect(lifeStanding('about 2010', 10, '2025-01-01')).toBeNull();
    expect(lifeStanding('2020', null, '2025-01-01')).toBeNull();
    expect(lifeStanding('2030', 10, '2025-01-01')).toBeNull();
  });
});

describe('installationDay and daysBetween', () => {
  it('reads a year, a year-month or a full date', () => {
    expect(installationDay('2019')).toBe('2019-01-01');
    expect(installationDay(' 2019-07 ')).toBe('2019-07-01');
    expect(installationDay('2019-07-15')).toBe('2019-07-15');
    expect(installationDay('2019-13')).toBeNull();
  });

  it('counts days over a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
  });
});
