import { backupsToPrune } from './backup-retention';

const at = (iso: string) => ({ name: iso, takenAt: new Date(iso) });

describe('backupsToPrune', () => {
  it('keeps the newest of each recent day and week, deletes the rest', () => {
    const backups = [
      at('2026-11-28T03:00:00Z'),
      at('2026-11-28T01:00:00Z'), // same day, older: pruned
      at('2026-11-27T03:00:00Z'),
      at('2026-11-26T03:00:00Z'), // beyond 2 days, but the newest of no kept week (week of 23rd kept by 28th)
      at('2026-11-20T03:00:00Z'), // newest of the previous week: kept as weekly
      at('2026-11-19T03:00:00Z'),
      at('2026-11-10T03:00:00Z'), // a third week: beyond keepWeekly 2
    ];
    expect(backupsToPrune(backups, 2, 2).sort()).toEqual(
      ['2026-11-28T01:00:00Z', '2026-11-26T03:00:00Z', '2026-11-19T03:00:00Z', '2026-11-10T03:00:00Z'].sort(),
    );
  });

  it('keeps everything within the limits', () => {
    expect(backupsToPrune([at('2026-11-28T03:00:00Z'), at('2026-11-27T03:00:00Z')], 7, 4)).toEqual([]);
  });
});
