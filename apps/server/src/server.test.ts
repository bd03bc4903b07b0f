import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startRealServer } from './test/real-server.js';

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

describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-sigterm-'));
    const { child, url, received, exited } = await startRealServer({ DATA_DIR: dir, ADMIN_PASSWORD: 'sigterm-password' });
    const before = received();
    // Password checks are slow on purpose (argon2id): these are still running when SIGTERM arrives.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${url}/api/coach/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', password: 'sigterm-password' }),
      }).then((response) => response.status),
    );
    while (received() < before + 8) await new Promise((resolve) => setTimeout(resolve, 2));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
  });
});
