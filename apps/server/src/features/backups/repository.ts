import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

export type BackupKind = 'NIGHTLY' | 'MANUAL' | 'POSTGRES_DUMP';
export type BackupStatus = 'RUNNING' | 'OK' | 'FAILED';

export interface RunOutcome {
  status: Exclude<BackupStatus, 'RUNNING'>;
  finishedAt: string;
  location: string | null;
  sizeBytes: number | null;
  copiedTo: string | null;
  error: string | null;
}

export const insertRunningRun = async (db: Executor, kind: BackupKind, startedAt: string): Promise<number> => {
  const row = await db
    .insertInto('backup_runs')
    .values({ kind, status: 'RUNNING', started_at: startedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const finishRun = async (db: Executor, id: number, outcome: RunOutcome): Promise<void> => {
  await db
    .updateTable('backup_runs')
    .set({
      status: outcome.status,
      finished_at: outcome.finishedAt,
      location: outcome.location,
      size_bytes: outcome.sizeBytes,
      copied_to: outcome.copiedTo,
      error: outcome.error,
    })
    .where('id', '=', id)
    .execute();
};

/** `npm run backup:record`: a PostgreSQL dump the club's cron made, as one finished run. */
export const insertDumpRun = async (db: Executor, dump: { at: string; location: string; sizeBytes: number }): Promise<number> => {
  const row = await db
    .insertInto('backup_runs')
    .values({
      kind: 'POSTGRES_DUMP',
      status: 'OK',
      started_at: dump.at,
      finished_at: dump.at,
      location: dump.location,
      size_bytes: dump.sizeBytes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** Whether a nightly backup succeeded since that moment (ISO timestamps compare as text). */
export const nightlySucceededSince = async (db: Executor, since: string): Promise<boolean> => {
  const row = await db
    .selectFrom('backup_runs')
    .select('id')
    .where('kind', '=', 'NIGHTLY')
    .where('status', '=', 'OK')
    .where('started_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};

/** A run as the health check and the alerts read it. */
export interface BackupRunSummary {
  kind: string;
  status: string;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}

const summaryColumns = ['kind', 'status', 'started_at as startedAt', 'finished_at as finishedAt', 'error'] as const;

/** The newest successful backup of any kind, by when it ended. */
export const newestSuccessfulRun = (db: Executor): Promise<BackupRunSummary | undefined> =>
  db
    .selectFrom('backup_runs')
    .select(summaryColumns)
    .where('status', '=', 'OK')
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The newest run of any outcome, by when it started. */
export const newestRun = (db: Executor): Promise<BackupRunSummary | undefined> =>
  db.selectFrom('backup_runs').select(summaryColumns).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

/** When the newest successful backup of any kind ended. */
export const newestSuccessAt = async (db: Executor): Promise<string | undefined> =>
  (await newestSuccessfulRun(db))?.finishedAt ?? undefined;

/**
 * Marks the failures nobody was told about as told, and returns them. One statement, so two
 * checks running at once (two processes, a run ending during the periodic check) never both get
 * the same run.
 */
export const claimUnalertedFailures = (db: Executor, at: string) =>
  db
    .updateTable('backup_runs')
    .set({ alerted_at: at })
    .where('status', '=', 'FAILED')
    .where('alerted_at', 'is', null)
    .returning(['id', 'kind', 'started_at', 'error', 'location'])
    .execute();

export const ABANDONED_RUN_ERROR = 'interrupted: the process stopped during the backup (or the database was restored from it)';

/**
 * A run still RUNNING long after it began died with its process (or came back inside a restored
 * database): FAILED, with alerted_at set, because the missing-backup rule already covers it.
 */
export const closeAbandonedRuns = async (db: Executor, startedBefore: string, at: string): Promise<number> => {
  const result = await db
    .updateTable('backup_runs')
    .set({ status: 'FAILED', finished_at: at, error: ABANDONED_RUN_ERROR, alerted_at: at })
    .where('status', '=', 'RUNNING')
    .where('started_at', '<', startedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};

/** The languages the administrators chose (null: not chosen). */
export const adminLanguages = async (db: Executor): Promise<(string | null)[]> => {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('u.language')
    .where('r.name', '=', 'ADMIN')
    .execute();
  return rows.map((row) => row.language);
};

/** The administrators who gave an address, each with the language they use the app in (null: not known). */
export const adminRecipients = (db: Executor): Promise<{ id: number; email: string; language: string | null }[]> =>
  db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.email', 'u.language'])
    .where('r.name', '=', 'ADMIN')
    .where('u.email', 'is not', null)
    .orderBy('u.id')
    .execute()
    .then((rows) => rows.flatMap((row) => (row.email === null ? [] : [{ id: row.id, email: row.email, language: row.language }])));

/** Whether the schema has backup_runs yet (a command run against a database the server has not migrated). */
export const hasBackupRuns = async (db: Executor): Promise<boolean> => {
  const tables = await db.introspection.getTables();
  return tables.some((table) => table.name === 'backup_runs');
};
