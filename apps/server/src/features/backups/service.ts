import { join } from 'node:path';
import dayjs from 'dayjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { asLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { nameInMailFrom, type ClubIdentity } from '../club/identity.js';
import { copyBackupFolder, pruneBackupFolders, removeAbandonedPartials, writeBackupFolder } from './backup-folder.js';
import { failedBackupMail, noRecentBackupMail } from './mails.js';
import {
  adminLanguages,
  adminRecipients,
  claimUnalertedFailures,
  closeAbandonedRuns,
  finishRun,
  insertRunningRun,
  newestSuccessAt,
  nightlySucceededSince,
  type RunOutcome,
} from './repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** docs/operations.md, "Backups": the admins hear about it when no backup succeeded for this long. */
export const NO_RECENT_BACKUP_HOURS = 48;
/** A run RUNNING for longer died with its process. */
const ABANDONED_RUN_HOURS = 6;

export type BackupSettings = Pick<Config, 'dataDir' | 'jwtSecret' | 'backupRetention' | 'backupCopyDir' | 'mailFrom'>;

/** Needed for the alerts only (the command-line tools leave them to the server): the outbox, and the club that signs them. */
type AlertDeps = { outbox: Outbox; club: ClubIdentity } | { outbox?: undefined; club?: undefined };

export type BackupServiceDeps = AlertDeps & {
  db: Kysely<DB>;
  clock: Clock;
  config: BackupSettings;
  /** The live SQLite file. */
  sqlitePath: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * False on a database whose schema has no backup_runs yet (`npm run backup` after updating the
   * code, before the server migrated): the backup is still taken, just not recorded.
   */
  recordRuns?: boolean;
};

export interface BackupRunResult {
  /** Null when the run was not recorded (see recordRuns). */
  runId: number | null;
  status: RunOutcome['status'];
  location: string | null;
  copiedTo: string | null;
  sizeBytes: number | null;
  error: string | null;
  /** Backup folders the rotation deleted, here and in the copy folder. */
  pruned: string[];
}

/** The club's own mailbox, from MAIL_FROM (`Club <club@example.org>` or a bare address). */
export const clubAddressOf = (mailFrom: string): string => /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();

export class BackupService {
  constructor(private readonly deps: BackupServiceDeps) {}

  backupsFolder(): string {
    return join(this.deps.config.dataDir, 'backups');
  }

  /**
   * One backup, recorded in backup_runs (docs/operations.md, "Backups"). A nightly run also
   * copies it to BACKUP_COPY_DIR and rotates both folders; a manual one only writes where it
   * was told. A failed copy makes the run FAILED but keeps the local backup.
   */
  async takeBackup(kind: 'NIGHTLY' | 'MANUAL', targetFolder = this.backupsFolder()): Promise<BackupRunResult> {
    const { db, clock, config, log } = this.deps;
    const startedAt = clock.now();
    const recorded = this.deps.recordRuns ?? true;
    const runId = recorded ? await insertRunningRun(db, kind, startedAt.toISOString()) : null;
    log?.info({ event: 'backup_started', kind, runId }, 'backup started');
    const outcome: Omit<RunOutcome, 'finishedAt' | 'status'> = { location: null, sizeBytes: null, copiedTo: null, error: null };
    const pruned: string[] = [];
    let databaseBytes: number | undefined;
    try {
      await removeAbandonedPartials(targetFolder);
      const written = await writeBackupFolder(
        { sqlitePath: this.deps.sqlitePath, dataDir: config.dataDir, jwtSecretFromEnvironment: config.jwtSecret !== undefined },
        targetFolder,
        startedAt,
        kind,
      );
      outcome.location = written.path;
      outcome.sizeBytes = written.manifest.sizes.totalBytes;
      databaseBytes = written.manifest.sizes.databaseBytes;
      if (kind === 'NIGHTLY') {
        // Rotation first: the local backup is good whatever happens to its copy.
        pruned.push(...(await pruneBackupFolders(targetFolder, config.backupRetention)));
        if (config.backupCopyDir !== undefined) {
          outcome.copiedTo = await copyBackupFolder(written.path, config.backupCopyDir);
          pruned.push(...(await pruneBackupFolders(config.backupCopyDir, config.backupRetention)));
        }
      }
    } catch (error) {
      outcome.error = error instanceof Error ? error.message : String(error);
    }
    const status = outcome.error === null ? 'OK' : 'FAILED';
    const finishedAt = clock.now();
    if (runId !== null) await finishRun(db, runId, { ...outcome, status, finishedAt: finishedAt.toISOString() });
    const facts = {
      event: 'backup_finished',
      kind,
      runId,
      status,
      durationMs: finishedAt.getTime() - startedAt.getTime(),
      sizeBytes: outcome.sizeBytes,
      databaseBytes,
      copied: outcome.copiedTo !== null,
      pruned: pruned.length,
    };
    if (status === 'OK') log?.info(facts, 'backup finished');
    else log?.error({ ...facts, error: outcome.error }, 'backup failed');
    return { runId, status, ...outcome, pruned };
  }

  /** Whether tonight's (or a missed night's) backup is still to take: none succeeded since `slot`. */
  async nightlyDue(slot: Date): Promise<boolean> {
    return !(await nightlySucceededSince(this.deps.db, slot.toISOString()));
  }

  async closeAbandonedRuns(): Promise<number> {
    const now = this.deps.clock.now();
    return closeAbandonedRuns(this.deps.db, new Date(now.getTime() - ABANDONED_RUN_HOURS * HOUR_MS).toISOString(), now.toISOString());
  }

  /**
   * One mail to each recipient about the failed runs nobody was told about yet, and at most one
   * a day: runs that fail together (a nightly and a manual one, two processes) make one mail, never two.
   */
  async alertFailures(): Promise<boolean> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const clubName = await this.clubName();
    return db.transaction().execute(async (trx) => {
      const runs = await claimUnalertedFailures(trx, now.toISOString());
      if (runs.length === 0) return false;
      const lastSuccessAt = await newestSuccessAt(trx);
      const mailIn = (language: Language) =>
        failedBackupMail({
          language,
          runs: runs.map((run) => ({ kind: run.kind, startedAt: run.started_at, error: run.error })),
          lastSuccessAt,
          clubName,
        });
      return this.queueAlert(trx, { kind: 'BACKUP_FAILED', dedupeKey: `backup-failed-${dayjs(now).format('YYYY-MM-DD')}`, mailIn });
    });
  }

  /**
   * The 48-hour rule: no backup succeeded for that long, or none at all once the server has
   * been up that long with backups on. At most one mail a day (its dedupe key is the day).
   */
  async alertIfNoRecentBackup(upSince: Date): Promise<boolean> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const limit = now.getTime() - NO_RECENT_BACKUP_HOURS * HOUR_MS;
    const lastSuccessAt = await newestSuccessAt(db);
    const late = lastSuccessAt === undefined ? upSince.getTime() <= limit : new Date(lastSuccessAt).getTime() < limit;
    if (!late) return false;
    const clubName = await this.clubName();
    const mailIn = (language: Language) => noRecentBackupMail({ language, lastSuccessAt, hours: NO_RECENT_BACKUP_HOURS, clubName });
    return this.queueAlert(db, { kind: 'BACKUP_MISSING', dedupeKey: `backup-missing-${dayjs(now).format('YYYY-MM-DD')}`, mailIn });
  }

  /** Read before any transaction opens; without alerts to send (a command-line tool), MAIL_FROM's name. */
  private async clubName(): Promise<string> {
    return this.deps.club === undefined ? nameInMailFrom(this.deps.config.mailFrom) : this.deps.club.name();
  }

  /**
   * To every administrator who gave an address, each in their own language; when none did, to
   * the club's mailbox (the address of MAIL_FROM), in the administrators' language. Each
   * recipient's mail has its own dedupe key, so each hears about it at most once a day.
   */
  private async queueAlert(
    db: Kysely<DB>,
    alert: { kind: string; dedupeKey: string; mailIn: (language: Language) => { subject: string; text: string } },
  ): Promise<boolean> {
    const { outbox, config, log } = this.deps;
    if (outbox === undefined) return false;
    const admins = await adminRecipients(db);
    const recipients =
      admins.length > 0
        ? admins.map((admin) => ({
            to: admin.email,
            language: asLanguage(admin.language),
            dedupeKey: `${alert.dedupeKey}-admin-${admin.id}`,
          }))
        : [{ to: clubAddressOf(config.mailFrom), language: await this.adminLanguage(db), dedupeKey: alert.dedupeKey }];
    const ids: number[] = [];
    for (const recipient of recipients) {
      const mail = alert.mailIn(recipient.language);
      const id = await outbox.queue(db, {
        kind: alert.kind,
        to: [recipient.to],
        language: recipient.language,
        dedupeKey: recipient.dedupeKey,
        ...mail,
      });
      if (id !== null) ids.push(id);
    }
    if (ids.length > 0) {
      log?.warn(
        { event: 'backup_alert_queued', kind: alert.kind, mailIds: ids, toAdmins: admins.length > 0 },
        'backup alert mailed to the administrators',
      );
    }
    return ids.length > 0;
  }

  /** French unless every administrator who chose a language chose English. */
  private async adminLanguage(db: Kysely<DB>): Promise<Language> {
    const chosen = (await adminLanguages(db)).filter((language): language is string => language !== null);
    return chosen.length > 0 && chosen.every((language) => asLanguage(language) === 'en') ? 'en' : 'fr';
  }
}
