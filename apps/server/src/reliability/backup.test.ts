import { execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database.js';

const run = promisify(execFile);
const BACKUP_CLI = join(import.meta.dirname, '..', 'cli', 'backup.ts');
const ROWS_PER_TRANSACTION = 10;

/** A separate process that keeps inserting mails, ten per transaction, until killed. */
const WRITER = `
const SQLite = require('better-sqlite3');
const db = new SQLite(process.argv[1]);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const insert = db.prepare("insert into mail_outbox (kind, to_addresses, subject, text_body, language, status, next_attempt_at, created_at) values ('T', '[]', 's', 't', 'fr', 'SENT', 'x', 'x')");
const batch = db.transaction(() => { for (let i = 0; i < ${ROWS_PER_TRANSACTION}; i++) insert.run(); });
process.stdout.write('ready\\n');
for (;;) batch();
`;

describe('npm run backup', () => {
  it('copies a database that is being written to, consistently, and the copy restores', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-backup-'));
    const file = join(dir, 'club.sqlite');
    const database = openDatabase(`sqlite:${file}`);
    await migrateToLatest(database);
    await database.close();

    const writer = spawn(process.execPath, ['-e', WRITER, file], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const target = join(dir, 'copy.sqlite');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', BACKUP_CLI, target], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: `sqlite:${file}` },
    });
    expect(stdout).toContain(target);
    await new Promise((resolve) => setTimeout(resolve, 200));
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.once('exit', resolve));

    const live = new SQLite(file, { readonly: true });
    const liveCount = (live.prepare('select count(*) as n from mail_outbox').get() as { n: number }).n;
    live.close();

    // Restore: the copy is a database of its own that opens and migrates like the original.
    const restored = new SQLite(target, { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const copyCount = (restored.prepare('select count(*) as n from mail_outbox').get() as { n: number }).n;
    const tables = (restored.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n;
    restored.close();
    expect(copyCount).toBeGreaterThan(0);
    // Writes went on after the copy…
    expect(copyCount).toBeLessThan(liveCount);
    // …and the copy holds only whole transactions.
    expect(copyCount % ROWS_PER_TRANSACTION).toBe(0);
    expect(tables).toBeGreaterThan(20);
  }, 60_000);
});
