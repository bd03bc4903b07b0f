import { join } from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupService } from '../backups/service.js';
import { createBackupTestApp, type BackupTestApp } from '../backups/test-setup.js';
import { pngFile } from './test-data.js';

describe('the club’s settings in a backup', () => {
  let t: BackupTestApp;
  beforeAll(async () => {
    t = await createBackupTestApp();
  });
  afterAll(() => t.close());

  it('carries the logo and the identity, since both live in the database', async () => {
    const admin = await t.staff(['ADMIN']);
    const logo = pngFile(16, 16);
    expect(
      (await t.call({ method: 'PUT', url: '/api/club/logo', headers: { ...admin.headers, 'content-type': 'image/png' }, payload: logo }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'PATCH',
          url: '/api/club',
          headers: admin.headers,
          payload: { version: 1, name: 'Club Nautique de Monaco' },
        })
      ).statusCode,
    ).toBe(200);

    const service = new BackupService({
      db: t.deps.db,
      clock: t.clock,
      config: t.deps.config,
      sqlitePath: t.sqlitePath,
      outbox: t.deps.outbox,
      club: t.deps.club,
      log: pino({ level: 'silent' }),
    });
    const run = await service.takeBackup('MANUAL');
    expect(run.status).toBe('OK');

    const copy = new Database(join(run.location!, 'club.sqlite'), { readonly: true });
    try {
      const row = copy.prepare('select name, logo, logo_type from club_settings').get() as {
        name: string;
        logo: Buffer;
        logo_type: string;
      };
      expect(row.name).toBe('Club Nautique de Monaco');
      expect(row.logo_type).toBe('image/png');
      expect(Buffer.compare(row.logo, logo)).toBe(0);
    } finally {
      copy.close();
    }
  });
});
