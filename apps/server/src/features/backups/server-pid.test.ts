import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { startRealServer } from '../../test/real-server.js';

const execFileAsync = promisify(execFile);
const RESTORE = join(import.meta.dirname, '..', '..', 'cli', 'restore.ts');

describe('the server and npm run restore', () => {
  it('writes DATA_DIR/server.pid once listening, restore refuses meanwhile, and the file goes at shutdown', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-pid-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'club.sqlite')}`,
      ADMIN_PASSWORD: 'a-long-password',
      JWT_SECRET: '',
    };
    const server = await startRealServer(env);
    const pidFile = join(dataDir, 'server.pid');
    try {
      await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), { timeout: 5_000 });
      expect(readFileSync(pidFile, 'utf8').trim()).toBe(String(server.child.pid));

      const backup = await execFileAsync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'cli', 'backup.ts')], {
        env: { ...process.env, ...env },
      });
      const folder = /Backup written to (\S+) /.exec(backup.stdout)?.[1];
      expect(folder).toBeDefined();
      const refused = await execFileAsync(process.execPath, ['--import', 'tsx', RESTORE, folder!], {
        env: { ...process.env, ...env },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain(`The server is running (pid ${server.child.pid}`);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 60_000);
});
