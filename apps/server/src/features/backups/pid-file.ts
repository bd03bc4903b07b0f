import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `DATA_DIR/server.pid`: lets `npm run restore` refuse to replace the database under a running server. */
export const pidFileOf = (dataDir: string): string => join(dataDir, 'server.pid');

export const writePidFile = (dataDir: string, pid = process.pid): void => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFileOf(dataDir), `${pid}\n`);
};

/** Removes the file only when it is still this process's (another server may have taken over). */
export const removePidFile = (dataDir: string, pid = process.pid): void => {
  if (readPid(dataDir) === pid) rmSync(pidFileOf(dataDir), { force: true });
};

const readPid = (dataDir: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(pidFileOf(dataDir), 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The pid of the server using this data folder, when it is alive. A file left by a server that
 * died (SIGKILL, power cut) names a process that is gone and blocks nothing.
 */
export const runningServerPid = (dataDir: string): number | undefined => {
  const pid = readPid(dataDir);
  if (pid === undefined) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service account).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
};
