import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface CannedResponse {
  status: number;
  contentType: string;
  body: string;
}

export interface Ceiling {
  baseUrl: string;
  serve: (response: CannedResponse) => Promise<void>;
  stop: () => void;
}

const once = (child: ChildProcess, expected: string) =>
  new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== expected) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
  });

/** Starts the bare Fastify ceiling in a child process on `port`. */
export const startCeiling = async (port: number): Promise<Ceiling> => {
  const script = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`The ceiling server stopped (exit ${code})`))),
  );
  exited.catch(() => undefined);
  await Promise.race([once(child, 'listening'), exited]);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    serve: async (response) => {
      const ready = once(child, 'ready');
      child.send(response);
      await ready;
    },
    stop: () => {
      child.kill('SIGTERM');
    },
  };
};
