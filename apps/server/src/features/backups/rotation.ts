import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import type { BackupRetention } from '../../config.js';

dayjs.extend(isoWeek);

export interface DatedBackup {
  takenAt: Date;
}

/** Calendar periods in the server's time zone, like BACKUP_TIME. */
const PERIODS: { policy: keyof BackupRetention; periodOf: (date: Dayjs) => string }[] = [
  { policy: 'daily', periodOf: (date) => date.format('YYYY-MM-DD') },
  { policy: 'weekly', periodOf: (date) => `${date.isoWeekYear()}-W${date.isoWeek()}` },
  { policy: 'monthly', periodOf: (date) => date.format('YYYY-MM') },
];

/**
 * Grandfather-father-son rotation (docs/operations.md, "Backups"): the newest backup of each of
 * the `daily` most recent days that have one, of each of the `weekly` most recent ISO weeks and
 * of each of the `monthly` most recent months; a backup may count for several. Periods are
 * counted among those that HAVE a backup, not on the calendar, so backups that stopped for a
 * while are not all thrown away by the first one that works again. The newest backup is always
 * kept. Returns the kept ones, newest first.
 */
export const backupsToKeep = <T extends DatedBackup>(backups: readonly T[], retention: BackupRetention): T[] => {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<T>(newestFirst.slice(0, 1));
  for (const { policy, periodOf } of PERIODS) {
    let left = retention[policy];
    let previous: string | undefined;
    for (const backup of newestFirst) {
      if (left <= 0) break;
      const period = periodOf(dayjs(backup.takenAt));
      if (period === previous) continue;
      kept.add(backup);
      previous = period;
      left -= 1;
    }
  }
  return newestFirst.filter((backup) => kept.has(backup));
};

/** The ones `backupsToKeep` leaves out, oldest first. */
export const backupsToDelete = <T extends DatedBackup>(backups: readonly T[], retention: BackupRetention): T[] => {
  const kept = new Set(backupsToKeep(backups, retention));
  return backups.filter((backup) => !kept.has(backup)).sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
};
