import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DiskSpace {
  /** Bytes an unprivileged process may still write (statfs `bavail`, not `bfree`: root's reserve is not ours). */
  freeBytes: number;
  totalBytes: number;
}

/** Injected (AppDeps.readDiskSpace) so a test can simulate a nearly full disk. */
export type DiskSpaceReader = (folder: string) => Promise<DiskSpace>;

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * The file system holding the data folder. A folder not created yet (PostgreSQL, nothing
 * written so far) is measured where it will be created: its nearest existing parent.
 */
export const statfsDiskSpace: DiskSpaceReader = async (folder) => {
  let path = folder;
  for (;;) {
    try {
      const stats = await statfs(path);
      return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch (error) {
      const parent = dirname(path);
      if (!isMissing(error) || parent === path) throw error;
      path = parent;
    }
  }
};
