import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { dialectOf } from '../db/database.js';
import { readManifest } from '../features/backups/manifest.js';
import { runningServerPid, pidFileOf } from '../features/backups/pid-file.js';
import { checkBackup, knownMigrations, locateBackup, MAIN_TABLES, restoreBackup, RestoreRefused } from '../features/backups/restore.js';

/**
 * `npm run restore -- FILE`: checks a backup (folder, its club.sqlite, or an older single
 * .sqlite file), then puts it in place of the stopped server's database, keeping what it
 * replaces aside (docs/operations.md#restore).
 */
const PG_ROUTINE = `DATABASE_URL is PostgreSQL: restore the dump with pg_restore, the server stopped:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" club.dump
then put back DATA_DIR/uploads and the keys kept with the dump, and start the server (it migrates an older schema).`;

try {
  const input = process.argv[2];
  if (input === undefined) throw new RestoreRefused('Usage: npm run restore -- <backup folder | club.sqlite | older backup .sqlite>');
  const config = loadConfig();
  if (dialectOf(config.databaseUrl) === 'postgres') {
    console.error(PG_ROUTINE);
    process.exit(2);
  }
  const sqlitePath = config.databaseUrl.replace(/^sqlite:(\/\/)?/, '');

  const source = await locateBackup(resolve(input));
  const known = await knownMigrations();
  const facts = await checkBackup(source.databaseFile, known);
  const manifest = source.backupFolder === undefined ? undefined : readManifest(source.backupFolder);
  console.log(`Backup ${source.databaseFile}: integrity ok.`);
  if (manifest !== undefined) console.log(`Taken ${manifest.createdAt} by version ${manifest.appVersion} (${manifest.kind}).`);
  const missing = known.length - (facts.migrations?.length ?? 0);
  console.log(
    missing === 0
      ? `Schema: up to date (${facts.migrations?.at(-1) ?? 'none'}).`
      : `Schema: older (${facts.migrations?.at(-1) ?? 'none'}); ${missing} migration(s) will run at the next start.`,
  );
  console.log('Rows:');
  for (const table of MAIN_TABLES) console.log(`  ${table.padEnd(20)} ${facts.rowCounts[table] ?? '-'}`);

  const pid = runningServerPid(config.dataDir);
  if (pid !== undefined) {
    throw new RestoreRefused(
      `The server is running (pid ${pid}, ${pidFileOf(config.dataDir)}): stop it first, then restore. Nothing was changed. ` +
        'If no server is running, delete that file.',
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const said = await restoreBackup(source, {
    sqlitePath,
    dataDir: config.dataDir,
    stamp,
    jwtSecretFromEnvironment: config.jwtSecret !== undefined,
  });
  for (const line of said) console.log(line);
  if (manifest?.jwtSecretFromEnvironment === true && config.jwtSecret === undefined) {
    console.log('This backup was taken with JWT_SECRET set in the environment: set the same JWT_SECRET before starting the server.');
  }
  console.log('Restored. Start the server: it checks the database and migrates an older schema.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
