import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { inspectDatabase } from '../features/backups/sqlite-inspection.js';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '..', 'cli');
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

const countRows = (file: string, table: string): number => {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('npm run backup and npm run restore', () => {
  it('back up a database that is being written to, consistently, and the backup restores with the same rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-backup-'));
    const file = join(dir, 'club.sqlite');
    const database = openDatabase(`sqlite:${file}`);
    await migrateToLatest(database);
    await database.close();

    const writer = spawn(process.execPath, ['-e', WRITER, file], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 300));

    // `npm run backup -- <folder>`: the backup folder goes inside the folder given.
    const target = join(dir, 'usb');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(CLI, 'backup.ts'), target], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: `sqlite:${file}`, JWT_SECRET: '' },
    });
    const [folderName] = readdirSync(target);
    expect(folderName).toMatch(/^club-\d{4}-\d{2}-\d{2}T[\d-]+Z$/);
    const folder = join(target, folderName!);
    expect(stdout).toContain(`Backup written to ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.once('exit', resolve));
    const liveCount = countRows(file, 'mail_outbox');

    // Restore into another data folder, as on a new machine, through `npm run restore`.
    const restoredDir = mkdtempSync(join(tmpdir(), 'club-restored-'));
    const restoredFile = join(restoredDir, 'club.sqlite');
    const restore = await run(process.execPath, ['--import', 'tsx', join(CLI, 'restore.ts'), folder], {
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: `sqlite:${restoredFile}`, JWT_SECRET: '' },
    });
    expect(restore.stdout).toContain('integrity ok');
    expect(restore.stdout).toContain('Restored.');

    const restored = new SQLite(restoredFile, { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    const tables = (restored.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n;
    restored.close();
    const copyCount = countRows(restoredFile, 'mail_outbox');
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { rowCounts: Record<string, number> };
    const printed = /mail_outbox\s+(\d+)/.exec(restore.stdout)?.[1];
    console.log(
      `restore drill: live mail_outbox ${liveCount} rows after the writer stopped; backup manifest ${manifest.rowCounts.mail_outbox}; ` +
        `restore printed ${printed}; restored database ${copyCount}; backup_runs in the copy ${countRows(restoredFile, 'backup_runs')}; tables ${tables}`,
    );
    expect(copyCount).toBe(manifest.rowCounts.mail_outbox);
    // Every table, not only the one written to.
    expect((await inspectDatabase(restoredFile)).rowCounts).toEqual(manifest.rowCounts);
    expect(Number(printed)).toBe(copyCount);
    expect(copyCount).toBeGreaterThan(0);
    // Writes went on after the copy…
    expect(copyCount).toBeLessThan(liveCount);
    // …and the copy holds only whole transactions.
    expect(copyCount % ROWS_PER_TRANSACTION).toBe(0);
    expect(tables).toBeGreaterThan(20);
    // The run is recorded in the live database.
    const live = new SQLite(file, { readonly: true });
    expect(live.prepare('select kind, status, location from backup_runs').all()).toEqual([
      { kind: 'MANUAL', status: 'OK', location: folder },
    ]);
    live.close();
  }, 60_000);
});
