import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startRealServer } from '../test/real-server.js';

const ADMIN_PASSWORD = 'crash-test-password';

const adminToken = async (url: string): Promise<string> => {
  const response = await fetch(`${url}/api/coach/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: { access: string } }).token.access;
};

describe('crash safety (docs/architecture.md#quality-reliability: SIGKILL under writes)', () => {
  it('keeps every acknowledged write through a SIGKILL, and the database stays intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-crash-'));
    const env = { DATA_DIR: dir, ADMIN_PASSWORD };
    const acknowledged: string[] = [];

    for (let cycle = 0; cycle < 3; cycle += 1) {
      const server = await startRealServer(env);
      const token = await adminToken(server.url);
      let stop = false;
      // Four writers in parallel, each creating staff accounts until the server dies under them.
      const writers = Array.from({ length: 4 }, async (_, writer) => {
        for (let n = 0; !stop; n += 1) {
          const lastName = `Crash${cycle}x${writer}x${n}`;
          try {
            const response = await fetch(`${server.url}/api/coach/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ firstName: 'Test', lastName, roles: ['COACH'] }),
            });
            if (response.status === 201) acknowledged.push(lastName);
          } catch {
            return;
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1200 + cycle * 300));
      server.child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await server.exited;
    }

    expect(acknowledged.length).toBeGreaterThan(10);
    const restarted = await startRealServer(env);
    try {
      const token = await adminToken(restarted.url);
      const users = (await (await fetch(`${restarted.url}/api/coach/`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        lastName: string;
      }[];
      const stored = new Set(users.map((u) => u.lastName));
      const lost = acknowledged.filter((name) => !stored.has(name));
      expect(lost).toEqual([]);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
    const sqlite = new SQLite(join(dir, 'club.sqlite'), { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();
  }, 120_000);
});
