import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupFolderName } from './folder-names.js';
import { BackupJob, latestSlot } from './job.js';
import type { BackupManifest } from './manifest.js';
import { BackupService } from './service.js';
import { inspectDatabase } from './sqlite-inspection.js';
import { CLUB_MAILBOX, createBackupTestApp, type BackupTestApp } from './test-setup.js';

// BACKUP_TIME is the server's local time: pin the zone so the test reads the same everywhere.
process.env.TZ = 'Europe/Monaco';

const log = pino({ level: 'silent' });

describe('nightly backups on SQLite', () => {
  let t: BackupTestApp;
  const serviceWith = (config: Partial<BackupTestApp['deps']['config']> = {}) =>
    new BackupService({
      db: t.deps.db,
      clock: t.clock,
      config: { ...t.deps.config, ...config },
      sqlitePath: t.sqlitePath,
      outbox: t.deps.outbox,
      club: t.deps.club,
      log,
    });
  const runs = () => t.deps.db.selectFrom('backup_runs').selectAll().orderBy('id').execute();
  const alertMails = () => t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', 'like', 'BACKUP_%').orderBy('id').execute();

  beforeAll(async () => {
    t = await createBackupTestApp();
    await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  it('takes the night missed while the server was off soon after the start, a whole folder with the data, keys and uploads', async () => {
    // Started on the 21st at 11:00 (Monaco); the last nightly backup is from the 20th at 03:00.
    t.clock.set('2026-11-21T10:00:00.000Z');
    await t.deps.db
      .insertInto('backup_runs')
      .values({ kind: 'NIGHTLY', status: 'OK', started_at: '2026-11-20T02:00:00.000Z', finished_at: '2026-11-20T02:00:05.000Z' })
      .execute();
    const job = new BackupJob({ service: serviceWith(), clock: t.clock, log, backupTime: '03:00' });
    expect(latestSlot(t.clock.now(), '03:00').toISOString()).toBe('2026-11-21T02:00:00.000Z');

    const result = await job.check();
    expect(result).toMatchObject({ status: 'OK', error: null, copiedTo: null });
    const folder = join(t.dataDir, 'backups', backupFolderName(new Date('2026-11-21T10:00:00.000Z')));
    expect(result?.location).toBe(folder);
    expect(readdirSync(join(t.dataDir, 'backups'))).toEqual([backupFolderName(new Date('2026-11-21T10:00:00.000Z'))]);
    expect(readdirSync(folder).sort()).toEqual(['club.sqlite', 'documents.key', 'jwt-secret', 'manifest.json', 'uploads']);
    expect(statSync(join(folder, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(folder, 'uploads', '2026', 'certificate-1.bin'), 'utf8')).toBe('encrypted medical certificate');

    // The copy is whole and holds what the live database holds.
    const copy = await inspectDatabase(join(folder, 'club.sqlite'));
    const live = await inspectDatabase(t.sqlitePath);
    expect(copy.integrity).toBe('ok');
    expect(copy.rowCounts).toEqual(live.rowCounts);
    expect(copy.rowCounts.members).toBe(5);

    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    const rootVersion = (JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../package.json'), 'utf8')) as { version: string })
      .version;
    expect(manifest).toMatchObject({
      format: 1,
      appVersion: rootVersion,
      kind: 'NIGHTLY',
      createdAt: '2026-11-21T10:00:00.000Z',
      lastMigration: live.migrations?.at(-1),
      rowCounts: live.rowCounts,
      keyFiles: ['documents.key', 'jwt-secret'],
      jwtSecretFromEnvironment: true,
    });
    expect(manifest.sizes.databaseBytes).toBe(statSync(join(folder, 'club.sqlite')).size);
    expect(manifest.sizes.uploadsFiles).toBe(1);
    expect(manifest.sizes.totalBytes).toBe(manifest.sizes.databaseBytes + manifest.sizes.uploadsBytes + manifest.sizes.keyBytes);

    const recorded = (await runs()).at(-1);
    expect(recorded).toMatchObject({
      kind: 'NIGHTLY',
      status: 'OK',
      location: folder,
      size_bytes: manifest.sizes.totalBytes,
      error: null,
      alerted_at: null,
    });

    // Done for tonight: later checks take nothing until the next 03:00.
    t.clock.set('2026-11-22T01:59:00.000Z');
    expect(await job.check()).toBeUndefined();
    t.clock.set('2026-11-22T02:00:00.000Z');
    expect(await job.check()).toMatchObject({ status: 'OK' });
    expect(await alertMails()).toEqual([]);
  });

  it('rotation deletes the folders the rotation does not keep, and what crashed runs left, nothing else', async () => {
    const backups = mkdtempSync(join(tmpdir(), 'club-rotation-'));
    const made = (iso: string) => {
      const name = backupFolderName(new Date(iso));
      mkdirSync(join(backups, name));
      return name;
    };
    const october: string[] = [];
    for (let day = 1; day <= 20; day += 1) october.push(made(`2026-10-${String(day).padStart(2, '0')}T02:00:00.000Z`));
    const september = made('2026-09-15T02:00:00.000Z');
    // A run that died two days ago, and one in progress in another process.
    const abandoned = join(backups, `${backupFolderName(new Date('2026-10-19T02:00:00.000Z'))}.partial`);
    mkdirSync(abandoned);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(abandoned, twoDaysAgo, twoDaysAgo);
    const inProgress = join(backups, `${backupFolderName(new Date('2026-10-21T11:59:00.000Z'))}.partial`);
    mkdirSync(inProgress);
    writeFileSync(join(backups, 'club-2026-01-01T00-00-00-000Z.sqlite'), 'a backup made by an older version');

    t.clock.set('2026-10-21T12:00:00.000Z');
    const result = await serviceWith({ backupRetention: { daily: 3, weekly: 2, monthly: 2 } }).takeBackup('NIGHTLY', backups);
    expect(result.status).toBe('OK');
    // Kept: the new one (21st), the 20th and 19th (3 days); ISO weeks: 43 is the new one's, 42
    // (12-18 October) keeps the 18th; months: October is the new one's, September keeps the 15th.
    const newest = backupFolderName(new Date('2026-10-21T12:00:00.000Z'));
    const kept = [newest, october[19]!, october[18]!, october[17]!, september];
    expect(result.pruned.sort()).toEqual(october.filter((name) => !kept.includes(name)).sort());
    expect(readdirSync(backups).sort()).toEqual(
      [...kept, `${backupFolderName(new Date('2026-10-21T11:59:00.000Z'))}.partial`, 'club-2026-01-01T00-00-00-000Z.sqlite'].sort(),
    );
    expect(existsSync(abandoned)).toBe(false);
  });

  it('copies each nightly backup to BACKUP_COPY_DIR and rotates that folder the same way', async () => {
    const copyDir = mkdtempSync(join(tmpdir(), 'club-usb-'));
    const old = backupFolderName(new Date('2025-01-01T02:00:00.000Z'));
    mkdirSync(join(copyDir, old));
    t.clock.set('2026-12-01T02:00:00.000Z');
    const result = await serviceWith({ backupCopyDir: copyDir, backupRetention: { daily: 1, weekly: 0, monthly: 0 } }).takeBackup(
      'NIGHTLY',
    );
    const name = backupFolderName(new Date('2026-12-01T02:00:00.000Z'));
    expect(result).toMatchObject({ status: 'OK', copiedTo: join(copyDir, name) });
    expect(readdirSync(copyDir)).toEqual([name]);
    expect(readdirSync(join(copyDir, name)).sort()).toEqual(['club.sqlite', 'documents.key', 'jwt-secret', 'manifest.json', 'uploads']);
    expect(readFileSync(join(copyDir, name, 'club.sqlite')).equals(readFileSync(join(result.location!, 'club.sqlite')))).toBe(true);
    expect((await runs()).at(-1)).toMatchObject({ status: 'OK', copied_to: join(copyDir, name) });
  });

  it('a copy folder that cannot be written: FAILED with a clear error, the local backup kept, one mail to the club mailbox even for runs failing together', async () => {
    const missing = join(tmpdir(), 'club-usb-not-mounted', 'backups');
    t.clock.set('2026-12-02T02:00:00.000Z');
    // Two runs at once, as two processes would do them (each rotating its own folder: the
    // older of two backups the same day would otherwise go, as it should).
    const [first, second] = await Promise.all([
      serviceWith({ backupCopyDir: missing }).takeBackup('NIGHTLY'),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        t.clock.set('2026-12-02T02:00:01.000Z');
        return serviceWith({ backupCopyDir: missing }).takeBackup('NIGHTLY', mkdtempSync(join(tmpdir(), 'club-other-')));
      })(),
    ]);
    for (const run of [first, second]) {
      expect(run.status).toBe('FAILED');
      expect(run.error).toBe(`BACKUP_COPY_DIR ${missing} is not an existing folder (is the disk mounted?)`);
      expect(existsSync(join(run.location!, 'club.sqlite'))).toBe(true);
    }
    expect(existsSync(missing)).toBe(false);

    // Two checks at once (the job and another process): one mail.
    const [a, b] = await Promise.all([serviceWith().alertFailures(), serviceWith().alertFailures()]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'BACKUP_FAILED',
      to_addresses: JSON.stringify([CLUB_MAILBOX]),
      language: 'fr',
      status: 'QUEUED',
    });
    expect(mails[0]?.subject).toBe('Club Nautique – la sauvegarde du serveur a échoué');
    expect(mails[0]?.text_body).toContain(`BACKUP_COPY_DIR ${missing} is not an existing folder`);
    expect(mails[0]?.text_body).toContain('The club server could not take its backup');
    const failed = (await runs()).filter((run) => run.status === 'FAILED');
    expect(failed).toHaveLength(2);
    expect(failed.every((run) => run.alerted_at !== null)).toBe(true);

    // Nothing more to tell: no second mail for the same runs.
    expect(await serviceWith().alertFailures()).toBe(false);
    expect(await alertMails()).toHaveLength(1);
  });

  it('starts with the server, runs soon after, and stops cleanly', async () => {
    t.clock.set('2026-12-03T12:00:00.000Z');
    const job = new BackupJob({
      service: serviceWith(),
      clock: t.clock,
      log,
      backupTime: '03:00',
      startDelayMs: 0,
      checkIntervalMs: 60_000,
    });
    job.start();
    await vi.waitFor(
      async () =>
        expect((await runs()).filter((run) => run.started_at === '2026-12-03T12:00:00.000Z' && run.status === 'OK')).toHaveLength(1),
      {
        timeout: 10_000,
      },
    );
    await job.stop();
  });
});
