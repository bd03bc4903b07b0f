import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import type { Outbox } from '../../mail/outbox.js';
import type { ClubIdentity } from '../club/identity.js';
import { BackupJob } from './job.js';
import { BackupService } from './service.js';

export interface NightlyBackupDeps {
  config: Readonly<Config>;
  db: Kysely<DB>;
  /** Set on SQLite only: PostgreSQL is backed up by the club's pg_dump (docs/operations.md, "PostgreSQL"). */
  sqlitePath: string | undefined;
  clock: Clock;
  outbox: Outbox;
  club: ClubIdentity;
  log: FastifyBaseLogger;
}

/** The server's nightly backup job, or undefined when BACKUP_TIME is off or the database is PostgreSQL. */
export const nightlyBackupJob = (deps: NightlyBackupDeps): BackupJob | undefined => {
  const { config, sqlitePath, log } = deps;
  if (config.backupTime === undefined || sqlitePath === undefined) return undefined;
  log.info({ event: 'backups_scheduled', at: config.backupTime, copy: config.backupCopyDir !== undefined }, 'nightly backups on');
  const service = new BackupService({ db: deps.db, clock: deps.clock, config, sqlitePath, outbox: deps.outbox, club: deps.club, log });
  return new BackupJob({ service, clock: deps.clock, log, backupTime: config.backupTime });
};
