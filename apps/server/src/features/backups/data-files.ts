import { constants } from 'node:fs';
import { chmod, copyFile, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The keys the server reads from the data folder: `jwt-secret` (the JWT signing key, from which
 * the mail-link seal and the other encryption keys are derived: bootstrap.ts) and any `*.key`.
 * Without them the data in a backup cannot be fully used (docs/operations.md, "Keys").
 */
export const isKeyFile = (name: string): boolean => name === 'jwt-secret' || name.endsWith('.key');

export const keyFilesIn = async (dataDir: string): Promise<string[]> => {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && isKeyFile(entry.name))
    .map((entry) => entry.name)
    .sort();
};

/** A key file copied without ever being readable by others, even for a moment. */
export const copyKeyFile = async (from: string, to: string): Promise<void> => {
  await copyFile(from, to, constants.COPYFILE_EXCL);
  await chmod(to, 0o600);
};

export const isFolder = async (path: string): Promise<boolean> => (await stat(path).catch(() => undefined))?.isDirectory() ?? false;

/** Bytes and files under a folder (0 when it does not exist). */
export const folderSize = async (folder: string): Promise<{ bytes: number; files: number }> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    files += 1;
  }
  return { bytes, files };
};

/** Flushes a file, or a folder's list of names after a rename, to the disk. */
export const syncToDisk = async (path: string): Promise<void> => {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } catch {
    // Folders cannot be flushed on every system (Windows): the rename is then as durable as it gets.
  } finally {
    await handle.close();
  }
};
