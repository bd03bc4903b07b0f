import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Highest resident memory seen so far, in bytes (VmHWM of the process). */
  peakRss: () => number;
  /** Current resident memory in bytes. */
  rss: () => number;
  /**
   * Highest resident memory since the last call (or the start), in bytes, then a new phase: the
   * kernel's high-water mark is reset (`clear_refs`, Linux 4.0+; where it is refused, the peak so
   * far is what comes).
   */
  phasePeak: () => number;
  stop: () => Promise<void>;
  /** The end of the server's output, to explain a failure. */
  output: () => string;
}

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match === null ? 0 : Number(match[1]) * 1024;
  } catch {
    return 0;
  }
};

const waitForHealth = async (baseUrl: string, child: ChildProcess, output: () => string): Promise<void> => {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start (exit ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The server did not answer /api/health within 30 s:\n${output()}`);
};

/** Starts the production bundle (dist/server.js) as its own process, as `npm start` does. */
export const startServer = async (
  entry: string,
  env: Record<string, string>,
  port: number,
  /** Directory for a V8 CPU profile written when the server stops; none when undefined. */
  profileDir?: string,
): Promise<ServerProcess> => {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port would answer the health check and the whole run in this one's place.
  const stale = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`Something already answers on port ${port}: stop it or pass --port`);
  const nodeArgs = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    // Two glibc heaps, as `npm start` sets: with one per thread, each kept what libvips freed on its
    // thread, and the 5 MB photo uploads peaked about 120 MB higher (docs/bench.md#limits). Read at
    // the process's start only; the environment may still set another value.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await waitForHealth(baseUrl, child, () => log);
  const pid = child.pid!;
  let peak = 0;
  let phase = 0;
  // VmHWM is the kernel's own high-water mark; sampling VmRSS too guards against a kernel without it.
  const sampler = setInterval(() => {
    phase = Math.max(phase, statusKb(pid, 'VmRSS'), statusKb(pid, 'VmHWM'));
    peak = Math.max(peak, phase);
  }, 50);
  return {
    baseUrl,
    pid,
    peakRss: () => Math.max(peak, statusKb(pid, 'VmHWM')),
    rss: () => statusKb(pid, 'VmRSS'),
    phasePeak: () => {
      const highest = Math.max(phase, statusKb(pid, 'VmHWM'));
      peak = Math.max(peak, highest);
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // Not allowed here: the next phase's figure includes this one's.
      }
      phase = 0;
      return highest;
    },
    output: () => log,
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
};
