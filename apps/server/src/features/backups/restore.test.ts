import { execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { migrationProvider } from '../../db/migrations/index.js';
import { buildMember } from '../../test/factories/index.js';
import { DATABASE_FILE } from './folder-names.js';
import { BackupService } from './service.js';
import { inspectDatabase } from './sqlite-inspection.js';
import { createBackupTestApp, type BackupTestApp } from './test-setup.js';

const execFileAsync = promisify(execFile);
const CLI = join(import.meta.dirname, '..', '..', 'cli');

/** Runs a command-line tool as `npm run` would; never throws, answers its exit code and output. */
const runCli = async (script: string, args: string[], env: Record<string, string>) => {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', join(CLI, script), ...args], {
      env: { ...process.env, JWT_SECRET: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

/** The pid of a process that has ended: its pid file is stale. */
const deadPid = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
};

describe('npm run restore', () => {
  let t: BackupTestApp;
  let backup: string;
  let env: Record<string, string>;
  const fingerprint = () => readFileSync(t.sqlitePath).toString('base64');

  beforeAll(async () => {
    t = await createBackupTestApp();
    const service = new BackupService({ db: t.deps.db, clock: t.clock, config: t.deps.config, sqlitePath: t.sqlitePath });
    const result = await service.takeBackup('MANUAL');
    backup = result.location!;
    // The club goes on after the backup: two more members, and the server's data folder changes.
    await buildMember(t.deps.db);
    await buildMember(t.deps.db);
    // The restore runs with the server stopped.
    await t.close();
    env = { DATA_DIR: t.dataDir, DATABASE_URL: `sqlite:${t.sqlitePath}` };
  });
  afterAll(() => rmSync(join(t.dataDir, 'server.pid'), { force: true }));

  it('refuses while the server that wrote the pid file is alive, and changes nothing', async () => {
    writeFileSync(join(t.dataDir, 'server.pid'), `${process.pid}\n`);
    const before = fingerprint();
    const refused = await runCli('restore.ts', [backup], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server is running (pid ${process.pid}`);
    expect(refused.stderr).toContain('Nothing was changed');
    expect(fingerprint()).toBe(before);
    expect(readdirSync(t.dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);
  });

  it('refuses a damaged copy before touching anything', async () => {
    const damaged = join(mkdtempSync(join(tmpdir(), 'club-damaged-')), 'club.sqlite');
    copyFileSync(join(backup, DATABASE_FILE), damaged);
    // Garbage over the pages after the first: the header still says SQLite.
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 4096);
    closeSync(fd);
    rmSync(join(t.dataDir, 'server.pid'), { force: true });
    const before = fingerprint();
    const refused = await runCli('restore.ts', [damaged], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is damaged: the integrity check says|is not a readable SQLite database/);
    expect(refused.stderr).toContain('Nothing was changed');
    expect(fingerprint()).toBe(before);

    writeFileSync(damaged, Buffer.alloc(10_000, 0x42));
    const garbage = await runCli('restore.ts', [damaged], env);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toContain('is not a readable SQLite database (file is not a database)');
  });

  it('refuses a database from a newer version, accepts an older one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-versions-'));
    const newer = join(dir, 'newer.sqlite');
    copyFileSync(join(backup, DATABASE_FILE), newer);
    const db = new SQLite(newer);
    db.prepare("insert into kysely_migration (name, timestamp) values ('099_from_the_future', '2030-01-01T00:00:00.000Z')").run();
    db.close();
    const refused = await runCli('restore.ts', [newer], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('comes from a newer version of the app (its schema has 099_from_the_future, unknown to this version)');

    const older = join(dir, 'older.sqlite');
    copyFileSync(join(backup, DATABASE_FILE), older);
    // As if made before the latest migration: that migration's record is gone.
    const names = Object.keys(await migrationProvider('sqlite').getMigrations()).sort();
    const [latest, previous] = [names.at(-1), names.at(-2)];
    const old = new SQLite(older);
    old.prepare('delete from kysely_migration where name = ?').run(latest);
    old.close();
    // A pid file left by a server that died does not block.
    writeFileSync(join(t.dataDir, 'server.pid'), `${await deadPid()}\n`);
    const accepted = await runCli('restore.ts', [older], env);
    expect(accepted.stderr).toBe('');
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain(`Schema: older (${previous}); 1 migration(s) will run at the next start.`);
  });

  it('restores a backup folder: the database, uploads and keys, keeping what it replaces aside', async () => {
    // Since the backup: uploads changed and the key was replaced.
    writeFileSync(join(t.dataDir, 'uploads', '2026', 'certificate-2.bin'), 'a later upload');
    writeFileSync(join(t.dataDir, 'jwt-secret'), 'a-secret-that-replaced-the-first-one-0123456789', { mode: 0o600 });
    const replaced = readFileSync(t.sqlitePath);

    const restored = await runCli('restore.ts', [backup], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('integrity ok');
    expect(restored.stdout).toMatch(/members\s+5\n/);
    expect(restored.stdout).toContain('jwt-secret differed from the backup');

    const manifest = JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8')) as { rowCounts: Record<string, number> };
    const facts = await inspectDatabase(t.sqlitePath);
    expect(facts.integrity).toBe('ok');
    expect(facts.rowCounts).toEqual(manifest.rowCounts);
    expect(facts.rowCounts.members).toBe(5);
    expect(existsSync(`${t.sqlitePath}-wal`)).toBe(false);

    const aside = readdirSync(t.dataDir)
      .filter((name) => name.includes('.before-restore-'))
      .sort();
    // The older restore of the test before left its own aside copy too.
    expect(aside.filter((name) => name.startsWith('club.sqlite.before-restore-'))).toHaveLength(2);
    expect(aside.filter((name) => name.startsWith('jwt-secret.before-restore-'))).toHaveLength(1);
    expect(aside.filter((name) => name.startsWith('uploads.before-restore-'))).toHaveLength(1);
    const keptAside = aside.find((name) => name.startsWith('jwt-secret.before-restore-'))!;
    expect(readFileSync(join(t.dataDir, keptAside), 'utf8')).toBe('a-secret-that-replaced-the-first-one-0123456789');
    expect(readFileSync(join(t.dataDir, 'jwt-secret'), 'utf8')).toBe('a-secret-generated-once-for-this-club-0123456789');
    expect(statSync(join(t.dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(t.dataDir, 'uploads', '2026'))).toEqual(['certificate-1.bin']);
    // What was replaced (the older database restored by the test before) is kept whole.
    const newestAside = aside.filter((name) => name.startsWith('club.sqlite.before-restore-')).at(-1)!;
    expect(readFileSync(join(t.dataDir, newestAside)).equals(replaced)).toBe(true);
  });

  it('on PostgreSQL prints the pg_restore routine and exits non-zero', async () => {
    const pg = await runCli('restore.ts', [backup], { ...env, DATABASE_URL: 'postgres://club@127.0.0.1:5432/club' });
    expect(pg.code).not.toBe(0);
    expect(pg.stderr).toContain('pg_restore --clean --if-exists');
  });
});

describe('npm run backup:record', () => {
  it('refuses a missing or empty dump, and a SQLite database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-record-'));
    const env = { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'club.sqlite')}` };
    const missing = await runCli('backup-record.ts', [join(dir, 'club.dump')], env);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('does not exist: did pg_dump fail?');
    writeFileSync(join(dir, 'club.dump'), '');
    expect((await runCli('backup-record.ts', [join(dir, 'club.dump')], env)).stderr).toContain('is empty: did pg_dump fail?');
    writeFileSync(join(dir, 'club.dump'), 'PGDMP…');
    const sqlite = await runCli('backup-record.ts', [join(dir, 'club.dump')], env);
    expect(sqlite.code).toBe(1);
    expect(sqlite.stderr).toContain('DATABASE_URL is SQLite');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('records the dump on PostgreSQL', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `club_record_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openDatabase(url.toString());
    try {
      await migrateToLatest(database);
      const dir = mkdtempSync(join(tmpdir(), 'club-record-pg-'));
      writeFileSync(join(dir, 'club.dump'), Buffer.alloc(2048, 7));
      const recorded = await runCli('backup-record.ts', [join(dir, 'club.dump')], { DATA_DIR: dir, DATABASE_URL: url.toString() });
      expect(recorded.stderr).toBe('');
      expect(recorded.stdout).toContain(`Recorded ${join(dir, 'club.dump')} (2048 bytes`);
      const rows = await database.db.selectFrom('backup_runs').select(['kind', 'status', 'size_bytes', 'location']).execute();
      expect(rows).toEqual([{ kind: 'POSTGRES_DUMP', status: 'OK', size_bytes: 2048, location: join(dir, 'club.dump') }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
