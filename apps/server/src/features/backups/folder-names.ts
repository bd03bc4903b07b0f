import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A backup is a folder `club-<UTC stamp>` (docs/operations.md, "Backups"): the stamp sorts
 * like the dates and gives rotation the moment it was taken without opening anything.
 */
const FOLDER_NAME = /^club-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

/** Built under this suffix and renamed when whole, so a crash never leaves a half backup that rotation counts. */
export const PARTIAL_SUFFIX = '.partial';

/** Inside a backup folder. */
export const DATABASE_FILE = 'club.sqlite';
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';

export const backupFolderName = (takenAt: Date): string => `club-${takenAt.toISOString().replace(/[:.]/g, '-')}`;

export const takenAtOf = (name: string): Date | undefined => {
  const match = FOLDER_NAME.exec(name);
  if (match === null) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export interface BackupFolder {
  name: string;
  path: string;
  takenAt: Date;
}

/** The finished backups in `parent` (no `.partial`, no single files of older versions); none when it does not exist. */
export const listBackupFolders = async (parent: string): Promise<BackupFolder[]> => {
  const entries = await readdir(parent, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.flatMap((entry) => {
    const takenAt = entry.isDirectory() ? takenAtOf(entry.name) : undefined;
    return takenAt === undefined ? [] : [{ name: entry.name, path: join(parent, entry.name), takenAt }];
  });
};
