/** A backup that retention considers: its name and when it was taken. */
export interface RetainedBackup {
  name: string;
  takenAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week a time falls in (ISO weeks). */
function weekStart(time: Date): number {
  const day = Math.floor(time.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return day - ((day + 3) % 7);
}

/**
 * The backups to delete: kept are the newest backup of each of the `keepDaily` most recent days that have
 * one, and the newest of each of the `keepWeekly` most recent weeks (UTC) that have one.
 */
export function backupsToPrune(backups: RetainedBackup[], keepDaily: number, keepWeekly: number): string[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  const keepNewestPer = (period: (time: Date) => number, count: number) => {
    const seen = new Set<number>();
    for (const backup of newestFirst) {
      const key = period(backup.takenAt);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  keepNewestPer((time) => Math.floor(time.getTime() / DAY_MS), keepDaily);
  keepNewestPer(weekStart, keepWeekly);
  return newestFirst.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}
