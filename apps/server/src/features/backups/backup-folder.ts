import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { BackupRetention } from '../../config.js';
import { copyKeyFile, folderSize, isFolder, keyFilesIn, syncToDisk } from './data-files.js';
import {
  backupFolderName,
  DATABASE_FILE,
  listBackupFolders,
  MANIFEST_FILE,
  PARTIAL_SUFFIX,
  takenAtOf,
  UPLOADS_FOLDER,
} from './folder-names.js';
import { appVersion, type BackupManifest } from './manifest.js';
import { backupsToDelete } from './rotation.js';
import { snapshotDatabase } from './sqlite-inspection.js';

export interface BackupSource {
  /** The live SQLite file. */
  sqlitePath: string;
  /** DATA_DIR: where uploads/ and the key files are. */
  dataDir: string;
  jwtSecretFromEnvironment: boolean;
}

export interface WrittenBackup {
  path: string;
  manifest: BackupManifest;
}

/** A `.partial` folder this old belongs to a run that died (a crash, a power cut). */
const ABANDONED_AFTER_MS = 12 * 60 * 60 * 1000;

/**
 * What a crashed run left behind; a run in progress elsewhere is never that old. Measured on the
 * system clock, like the folders' mtimes, not on the app's clock.
 */
export const removeAbandonedPartials = async (parent: string, now = new Date()): Promise<void> => {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const ours = entry.name.endsWith(PARTIAL_SUFFIX) && takenAtOf(entry.name.slice(0, -PARTIAL_SUFFIX.length)) !== undefined;
    if (!entry.isDirectory() || !ours) continue;
    const path = join(parent, entry.name);
    const { mtimeMs } = await stat(path);
    if (now.getTime() - mtimeMs > ABANDONED_AFTER_MS) await rm(path, { recursive: true, force: true });
  }
};

/**
 * Writes `parent/club-<stamp>/`: the database snapshot, a copy of uploads/, the key files and
 * manifest.json. Everything is built in `club-<stamp>.partial/` and renamed at the end, so the
 * folder either exists whole or not at all.
 */
export const writeBackupFolder = async (source: BackupSource, parent: string, takenAt: Date, kind: string): Promise<WrittenBackup> => {
  // Owner only: the folder holds the key next to the data (docs/operations.md, "Keys").
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const name = backupFolderName(takenAt);
  const finalPath = join(parent, name);
  const partial = `${finalPath}${PARTIAL_SUFFIX}`;
  if (await stat(finalPath).catch(() => undefined)) throw new Error(`${finalPath} already exists`);
  await mkdir(partial, { mode: 0o700 });
  try {
    const database = join(partial, DATABASE_FILE);
    const facts = await snapshotDatabase(source.sqlitePath, database);
    if (facts.integrity !== 'ok') throw new Error(`the snapshot failed its integrity check: ${facts.integrity}`);
    await syncToDisk(database);

    const uploads = join(source.dataDir, UPLOADS_FOLDER);
    if (await isFolder(uploads)) await cp(uploads, join(partial, UPLOADS_FOLDER), { recursive: true, errorOnExist: true, force: false });
    const keyFiles = await keyFilesIn(source.dataDir);
    let keyBytes = 0;
    for (const keyFile of keyFiles) {
      await copyKeyFile(join(source.dataDir, keyFile), join(partial, keyFile));
      keyBytes += (await stat(join(partial, keyFile))).size;
    }

    const databaseBytes = (await stat(database)).size;
    const uploadsSize = await folderSize(join(partial, UPLOADS_FOLDER));
    const manifest: BackupManifest = {
      format: 1,
      appVersion: appVersion(),
      kind,
      createdAt: takenAt.toISOString(),
      lastMigration: facts.migrations?.at(-1) ?? null,
      rowCounts: facts.rowCounts,
      sizes: {
        databaseBytes,
        uploadsBytes: uploadsSize.bytes,
        uploadsFiles: uploadsSize.files,
        keyBytes,
        totalBytes: databaseBytes + uploadsSize.bytes + keyBytes,
      },
      keyFiles,
      jwtSecretFromEnvironment: source.jwtSecretFromEnvironment,
    };
    const manifestFile = join(partial, MANIFEST_FILE);
    await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await syncToDisk(manifestFile);

    await rename(partial, finalPath);
    await syncToDisk(parent);
    return { path: finalPath, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
};

/**
 * A copy of a finished backup folder in BACKUP_COPY_DIR, built aside and renamed like the
 * original. The folder must already exist: a missing one usually means the USB disk or the
 * share is not mounted, and creating it would fill the server's own disk instead.
 */
export const copyBackupFolder = async (folder: string, copyDir: string): Promise<string> => {
  const name = basename(folder);
  if (!(await isFolder(copyDir))) throw new Error(`BACKUP_COPY_DIR ${copyDir} is not an existing folder (is the disk mounted?)`);
  const finalPath = join(copyDir, name);
  const partial = `${finalPath}${PARTIAL_SUFFIX}`;
  try {
    await cp(folder, partial, { recursive: true, errorOnExist: true, force: false });
    await rename(partial, finalPath);
    return finalPath;
  } catch (error) {
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
    throw new Error(`could not copy the backup to BACKUP_COPY_DIR ${copyDir}: ${(error as Error).message}`);
  }
};

/** Deletes the backup folders in `parent` that the rotation does not keep; returns their names. */
export const pruneBackupFolders = async (parent: string, retention: BackupRetention): Promise<string[]> => {
  const doomed = backupsToDelete(await listBackupFolders(parent), retention);
  for (const folder of doomed) await rm(folder.path, { recursive: true, force: true });
  return doomed.map((folder) => folder.name);
};
