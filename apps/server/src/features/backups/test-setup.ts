import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/database.js';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

export const CLUB_MAILBOX = 'bureau@club-nautique.example';

export interface BackupTestApp extends TestApp {
  dataDir: string;
  sqlitePath: string;
}

/**
 * The app on a SQLite FILE in a temp DATA_DIR (backups copy files, an in-memory database has
 * none), with a few members, the key files and an uploaded file to find in the backup.
 */
export const createBackupTestApp = async (env: Record<string, string> = {}): Promise<BackupTestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-backups-'));
  const sqlitePath = join(dataDir, 'club.sqlite');
  const t = await createTestApp({
    env: { DATA_DIR: dataDir, MAIL_FROM: `Club Nautique <${CLUB_MAILBOX}>`, ...env },
    openDatabase: async () => {
      const database = openDatabase(`sqlite:${sqlitePath}`);
      return { database, drop: () => database.close() };
    },
  });
  const { db } = t.deps;
  const group = await buildGroup(db, { name: 'Poussins' });
  const guardian = await buildGuardian(db);
  for (let i = 0; i < 5; i += 1) await buildMember(db, { groupId: group, guardianId: guardian });
  writeFileSync(join(dataDir, 'jwt-secret'), 'a-secret-generated-once-for-this-club-0123456789', { mode: 0o600 });
  writeFileSync(join(dataDir, 'documents.key'), 'health-documents-key', { mode: 0o600 });
  mkdirSync(join(dataDir, 'uploads', '2026'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', '2026', 'certificate-1.bin'), Buffer.from('encrypted medical certificate'));
  return { ...t, dataDir, sqlitePath };
};
