import type { ChildProcess } from 'node:child_process';

/** Waits until the server started as `child` answers /api/health (30 s at most), or says why not. */
export const waitForHealth = async (baseUrl: string, child: ChildProcess): Promise<void> => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer /api/health within 30 s');
};
