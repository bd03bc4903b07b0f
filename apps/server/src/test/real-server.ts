import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '..', 'server.ts');

export interface RealServer {
  child: ChildProcess;
  url: string;
  /** How many requests the server has begun to handle (from its log). */
  received: () => number;
  exited: Promise<number | null>;
}

/** Starts the real entry point on a free port, as `npm start` would, and waits until it listens. */
export const startRealServer = async (env: Record<string, string>): Promise<RealServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const received = () => log.split('"incoming request"').length - 1;
  for (let i = 0; i < 150; i += 1) {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
    if (listening?.[1] !== undefined) return { child, url: listening[1], received, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${log.slice(-500)}`);
};
