import { describe, expect, it } from 'vitest';
import { backupFolderName, takenAtOf } from './folder-names.js';
import { backupsToDelete, backupsToKeep } from './rotation.js';

// Days, weeks and months are the server's: pin its time zone so the figures hold on any machine.
process.env.TZ = 'Europe/Monaco';

/** One backup a day at 03:00 Monaco time, from `first` to `last` inclusive. */
const dailyBackups = (first: string, last: string) => {
  const backups: { takenAt: Date }[] = [];
  for (let day = new Date(`${first}T03:00:00`); day <= new Date(`${last}T03:00:00`); day.setDate(day.getDate() + 1)) {
    backups.push({ takenAt: new Date(day) });
  }
  return backups;
};

const localDays = (backups: { takenAt: Date }[]) =>
  backups.map(
    ({ takenAt }) =>
      `${takenAt.getFullYear()}-${String(takenAt.getMonth() + 1).padStart(2, '0')}-${String(takenAt.getDate()).padStart(2, '0')}`,
  );

describe('backup rotation (grandfather-father-son)', () => {
  it('keeps exactly the newest of the last 7 days, 4 ISO weeks and 12 months out of a year of daily backups', () => {
    const year = dailyBackups('2025-01-01', '2025-12-31');
    expect(year).toHaveLength(365);
    const kept = backupsToKeep(year, { daily: 7, weekly: 4, monthly: 12 });
    expect(localDays(kept)).toEqual([
      // the last 7 days
      '2025-12-31',
      '2025-12-30',
      '2025-12-29',
      '2025-12-28',
      '2025-12-27',
      '2025-12-26',
      '2025-12-25',
      // ISO weeks 2026-W01 (the 31st, already kept), 2025-W52 (the 28th, already kept), W51 and W50: their Sundays
      '2025-12-21',
      '2025-12-14',
      // months: December (the 31st, already kept), then the last day of each of the 11 before
      '2025-11-30',
      '2025-10-31',
      '2025-09-30',
      '2025-08-31',
      '2025-07-31',
      '2025-06-30',
      '2025-05-31',
      '2025-04-30',
      '2025-03-31',
      '2025-02-28',
      '2025-01-31',
    ]);
    expect(backupsToDelete(year, { daily: 7, weekly: 4, monthly: 12 })).toHaveLength(365 - 20);
  });

  it('keeps the newest backup of a day when there are several, and always the newest one', () => {
    const morning = { takenAt: new Date('2025-06-10T03:00:00') };
    const manual = { takenAt: new Date('2025-06-10T15:30:00') };
    const dayBefore = { takenAt: new Date('2025-06-09T03:00:00') };
    expect(backupsToKeep([morning, manual, dayBefore], { daily: 2, weekly: 0, monthly: 0 })).toEqual([manual, dayBefore]);
    expect(backupsToKeep([morning, manual, dayBefore], { daily: 0, weekly: 0, monthly: 0 })).toEqual([manual]);
  });

  it('counts periods that have a backup, so a long gap does not throw the old ones away', () => {
    // Backups stopped in March and started again in December.
    const before = dailyBackups('2025-01-01', '2025-03-15');
    const after = dailyBackups('2025-12-01', '2025-12-03');
    const kept = backupsToKeep([...before, ...after], { daily: 7, weekly: 4, monthly: 12 });
    expect(localDays(kept)).toEqual([
      '2025-12-03',
      '2025-12-02',
      '2025-12-01',
      '2025-03-15',
      '2025-03-14',
      '2025-03-13',
      '2025-03-12',
      '2025-03-09',
      '2025-03-02',
      '2025-02-28',
      '2025-01-31',
    ]);
  });

  it('names folders by their UTC stamp and reads the moment back', () => {
    const at = new Date('2026-11-21T02:00:00.123Z');
    expect(backupFolderName(at)).toBe('club-2026-11-21T02-00-00-123Z');
    expect(takenAtOf(backupFolderName(at))?.toISOString()).toBe(at.toISOString());
    expect(takenAtOf('club-2026-11-21T02-00-00-123Z.partial')).toBeUndefined();
    expect(takenAtOf('club-2026-11-21T02-00-00-123Z.sqlite')).toBeUndefined();
  });
});
