import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { checkDumpFile, recordDump } from './dump-record.js';
import { ABANDONED_RUN_ERROR } from './repository.js';
import { BackupService, clubAddressOf } from './service.js';

// The "one mail a day" day is the server's: pin its time zone.
process.env.TZ = 'Europe/Monaco';

const HOUR = 60 * 60 * 1000;

/** The rules that read and write backup_runs and the outbox: on SQLite and, when set, on PostgreSQL. */
describe('backup alerts to the administrators', () => {
  let t: TestApp;
  let service: BackupService;
  const alertMails = () => t.deps.db.selectFrom('mail_outbox').selectAll().where('kind', 'like', 'BACKUP_%').orderBy('id').execute();
  const addRun = (values: { kind?: string; status: string; started_at: string; finished_at?: string | null; error?: string | null }) =>
    t.deps.db
      .insertInto('backup_runs')
      .values({ kind: 'NIGHTLY', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: 'Club Nautique <bureau@club-nautique.example>' } });
    service = new BackupService({
      db: t.deps.db,
      clock: t.clock,
      config: t.deps.config,
      sqlitePath: '',
      outbox: t.deps.outbox,
      club: t.deps.club,
    });
    await t.staff(['ADMIN']);
  });
  beforeEach(async () => {
    await t.deps.db.deleteFrom('backup_runs').execute();
    await t.deps.db.deleteFrom('mail_outbox').execute();
  });
  afterAll(() => t.close());

  it('mails the club mailbox once about failed runs when no administrator gave an address, however many checks run at once', async () => {
    t.clock.set('2026-11-21T02:10:00.000Z');
    const a = await addRun({
      status: 'FAILED',
      started_at: '2026-11-21T02:00:00.000Z',
      finished_at: '2026-11-21T02:00:03.000Z',
      error: 'disk full',
    });
    const b = await addRun({
      kind: 'MANUAL',
      status: 'FAILED',
      started_at: '2026-11-21T02:05:00.000Z',
      finished_at: '2026-11-21T02:05:01.000Z',
      error: 'disk full',
    });
    const told = await Promise.all([service.alertFailures(), service.alertFailures(), service.alertFailures()]);
    expect(told.filter(Boolean)).toHaveLength(1);
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'BACKUP_FAILED', to_addresses: '["bureau@club-nautique.example"]', language: 'fr' });
    expect(mails[0]?.text_body).toContain('sauvegarde automatique de la nuit du 21/11/2026 03:00 : disk full');
    expect(mails[0]?.text_body).toContain('sauvegarde manuelle (npm run backup) du 21/11/2026 03:05 : disk full');
    expect(mails[0]?.text_body).toContain('Aucune sauvegarde réussie n’existe encore.');
    const rows = await t.deps.db.selectFrom('backup_runs').select(['id', 'alerted_at']).where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((row) => row.alerted_at)).toEqual(['2026-11-21T02:10:00.000Z', '2026-11-21T02:10:00.000Z']);
    expect(await service.alertFailures()).toBe(false);
  });

  it('the 48-hour rule: one "no recent backup" mail a day, from 48 hours after the last success or after the start', async () => {
    const upSince = new Date('2026-11-21T10:00:00.000Z');
    t.clock.set(upSince);
    // Up for 47 hours without any backup: not yet.
    t.clock.advance(47 * HOUR);
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
    t.clock.advance(HOUR);
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(true);
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
    t.clock.advance(3 * HOUR);
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
    const [none] = await alertMails();
    expect(none).toMatchObject({ kind: 'BACKUP_MISSING', to_addresses: '["bureau@club-nautique.example"]' });
    expect(none?.text_body).toContain('fonctionne depuis plus de 48 heures sans qu’aucune sauvegarde n’ait réussi');

    // A success, then nothing for more than 48 hours: a mail the next day, once.
    await addRun({ status: 'OK', started_at: '2026-11-23T13:00:00.000Z', finished_at: '2026-11-23T13:00:04.000Z' });
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
    t.clock.set('2026-11-25T13:00:03.000Z');
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
    t.clock.set('2026-11-25T13:00:05.000Z');
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(true);
    t.clock.set('2026-11-25T20:00:00.000Z');
    expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
    const mails = await alertMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain('La dernière sauvegarde réussie du serveur du club date du 23/11/2026 14:00');
  });

  it('writes in English first when every administrator chose English', async () => {
    await t.deps.db.updateTable('users').set({ language: 'en' }).execute();
    t.clock.set('2026-12-01T02:10:00.000Z');
    await addRun({ status: 'FAILED', started_at: '2026-12-01T02:00:00.000Z', finished_at: '2026-12-01T02:00:03.000Z', error: 'disk full' });
    expect(await service.alertFailures()).toBe(true);
    const [mail] = await alertMails();
    expect(mail).toMatchObject({ language: 'en', subject: 'Club Nautique – the server backup failed' });
    expect(mail?.text_body.indexOf('Hello,')).toBe(0);
    await t.deps.db.updateTable('users').set({ language: null }).execute();
  });

  it('mails every administrator who gave an address instead, each once and in their own language; others get nothing', async () => {
    const french = await t.staff(['ADMIN']);
    const english = await t.staff(['ADMIN', 'COACH']);
    const coach = await t.staff(['COACH']);
    const setUser = (id: number, values: { email: string | null; language?: string | null }) =>
      t.deps.db.updateTable('users').set(values).where('id', '=', id).execute();
    await setUser(french.id, { email: 'francoise@club.example' });
    await setUser(english.id, { email: 'edward@club.example', language: 'en' });
    await setUser(coach.id, { email: 'coach@club.example' });
    try {
      t.clock.set('2026-12-03T02:10:00.000Z');
      await addRun({
        status: 'FAILED',
        started_at: '2026-12-03T02:00:00.000Z',
        finished_at: '2026-12-03T02:00:03.000Z',
        error: 'disk full',
      });
      const told = await Promise.all([service.alertFailures(), service.alertFailures()]);
      expect(told.filter(Boolean)).toHaveLength(1);
      const failed = await alertMails();
      expect(failed.map((mail) => [mail.to_addresses, mail.language, mail.subject])).toEqual([
        ['["francoise@club.example"]', 'fr', 'Club Nautique – la sauvegarde du serveur a échoué'],
        ['["edward@club.example"]', 'en', 'Club Nautique – the server backup failed'],
      ]);
      expect(failed[1]?.text_body.indexOf('Hello,')).toBe(0);
      expect(failed[1]?.text_body).toContain('disk full');

      // The 48-hour rule too, once a day for each of them, whatever the number of checks at once.
      await t.deps.db.deleteFrom('mail_outbox').execute();
      const upSince = new Date('2026-11-30T00:00:00.000Z');
      const missing = await Promise.all([service.alertIfNoRecentBackup(upSince), service.alertIfNoRecentBackup(upSince)]);
      expect(missing.some(Boolean)).toBe(true);
      expect(await service.alertIfNoRecentBackup(upSince)).toBe(false);
      expect((await alertMails()).map((mail) => [mail.kind, mail.to_addresses, mail.language])).toEqual([
        ['BACKUP_MISSING', '["francoise@club.example"]', 'fr'],
        ['BACKUP_MISSING', '["edward@club.example"]', 'en'],
      ]);
    } finally {
      for (const member of [french, english, coach]) await setUser(member.id, { email: null, language: null });
    }
  });

  it('closes a run left RUNNING by a process that died, without a mail of its own', async () => {
    t.clock.set('2026-12-05T10:00:00.000Z');
    await addRun({ status: 'RUNNING', started_at: '2026-12-05T02:00:00.000Z' });
    await addRun({ status: 'RUNNING', started_at: '2026-12-05T09:59:00.000Z' });
    expect(await service.closeAbandonedRuns()).toBe(1);
    const rows = await t.deps.db.selectFrom('backup_runs').select(['status', 'error', 'alerted_at']).orderBy('started_at').execute();
    expect(rows).toEqual([
      { status: 'FAILED', error: ABANDONED_RUN_ERROR, alerted_at: '2026-12-05T10:00:00.000Z' },
      { status: 'RUNNING', error: null, alerted_at: null },
    ]);
    expect(await service.alertFailures()).toBe(false);
  });

  it('records a pg_dump file with its size and time, and refuses a missing or empty one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-dump-'));
    await expect(checkDumpFile(join(dir, 'club.dump'))).rejects.toThrow(/does not exist: did pg_dump fail\?/);
    writeFileSync(join(dir, 'empty.dump'), '');
    await expect(checkDumpFile(join(dir, 'empty.dump'))).rejects.toThrow(/is empty: did pg_dump fail\?/);
    writeFileSync(join(dir, 'club.dump'), Buffer.alloc(4096, 1));
    utimesSync(join(dir, 'club.dump'), new Date('2026-11-21T01:15:00.000Z'), new Date('2026-11-21T01:15:00.000Z'));
    const id = await recordDump(t.deps.db, await checkDumpFile(join(dir, 'club.dump')));
    const row = await t.deps.db.selectFrom('backup_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'POSTGRES_DUMP',
      status: 'OK',
      started_at: '2026-11-21T01:15:00.000Z',
      finished_at: '2026-11-21T01:15:00.000Z',
      location: join(dir, 'club.dump'),
      size_bytes: 4096,
    });
  });

  it('reads the club mailbox from MAIL_FROM', () => {
    expect(clubAddressOf('Club Nautique <bureau@club.example>')).toBe('bureau@club.example');
    expect(clubAddressOf('bureau@club.example')).toBe('bureau@club.example');
  });
});
