import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { newestRun, newestSuccessfulRun, type BackupRunSummary } from '../backups/repository.js';

/** The cheapest statement that still needs a working connection. */
export const pingDatabase = async (db: Kysely<DB>): Promise<void> => {
  await sql`select 1`.execute(db);
};

export interface OutboxFigures {
  failed: number;
  pending: number;
  oldestPendingAt: string | null;
}

/**
 * FAILED mails queued since `failedSince` (an old failure to a dead address stays FAILED for
 * ever: counting it would keep the warning on for good), and what still waits to go.
 * Both counts use the outbox's (status, next_attempt_at) index.
 */
export const readOutboxFigures = async (db: Kysely<DB>, failedSince: string): Promise<OutboxFigures> => {
  const [failed, pending] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'FAILED')
      .where('created_at', '>=', failedSince)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min<string | null>('created_at').as('oldest')])
      // SENDING: being handed to the mail server; still waiting from the club's point of view.
      .where('status', 'in', ['QUEUED', 'SENDING'])
      .executeTakeFirstOrThrow(),
  ]);
  return { failed: Number(failed.count), pending: Number(pending.count), oldestPendingAt: pending.oldest };
};

export type BackupRun = BackupRunSummary;

/** The newest successful backup and the newest run of any outcome (written by the backup job). */
export const readBackupRuns = async (db: Kysely<DB>): Promise<{ lastSuccess: BackupRun | undefined; lastRun: BackupRun | undefined }> => {
  const [lastSuccess, lastRun] = await Promise.all([newestSuccessfulRun(db), newestRun(db)]);
  return { lastSuccess, lastRun };
};

/** When the first staff account was made: the server's first use (the first admin is created at first start). */
export const readFirstUseAt = async (db: Kysely<DB>): Promise<string | null> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min<string | null>('created_at').as('first'))
    .executeTakeFirstOrThrow();
  return row.first;
};
