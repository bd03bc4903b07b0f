import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process, in seconds; 0 once it is gone or off Linux. */
export const processCpuSeconds = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

/** CPU seconds used so far by every process named `name` on this machine (the local database server's backends). */
export const cpuSecondsOf = (name: string): number => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += processCpuSeconds(Number(entry));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
};
