import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname, 'server.ts');

/** Runs the real entry point and returns how it ended. */
const runServer = (env: Record<string, string>): Promise<{ code: number | null; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });

describe('server start-up', () => {
  it('exits 1 with one clear line on a bad configuration value', async () => {
    const result = await runServer({ PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: PORT/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('stops with a clear message when a migration fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-migration-'));
    const file = join(dir, 'club.sqlite');
    // A table the first migration wants to create already exists: that migration fails.
    const sqlite = new SQLite(file);
    sqlite.exec('create table roles (x integer)');
    sqlite.close();
    const result = await runServer({ DATA_DIR: dir, DATABASE_URL: `sqlite:${file}`, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Database migration 001_initial failed: .*roles/);
  });
});
