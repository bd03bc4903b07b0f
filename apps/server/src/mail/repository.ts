import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { MailOutboxTable, MailRow } from '../db/types.js';

/** Queues one row; null when its dedupe key was queued already (a retried request). */
export const insertOutboxMail = async (db: Executor, values: Insertable<MailOutboxTable>): Promise<number | null> => {
  const row = await db
    .insertInto('mail_outbox')
    .values(values)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
};

/** Rows left SENDING since before the cutoff (a crash mid-send) go back to the queue. */
export const requeueStaleSending = (db: Executor, cutoff: string) =>
  db.updateTable('mail_outbox').set({ status: 'QUEUED' }).where('status', '=', 'SENDING').where('next_attempt_at', '<', cutoff).execute();

/**
 * The ids of the rows due by `now`, oldest first. With `skipLocked` (PostgreSQL) rows another
 * server is claiming are passed over rather than waited for (docs/architecture.md#outbox).
 */
export const findDueMailIds = async (trx: Executor, now: string, limit: number, skipLocked: boolean): Promise<number[]> => {
  let due = trx
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'QUEUED')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit);
  if (skipLocked) due = due.forUpdate().skipLocked();
  return (await due.execute()).map((r) => r.id);
};

export const markMailsSending = (trx: Executor, ids: readonly number[], now: string): Promise<MailRow[]> =>
  trx.updateTable('mail_outbox').set({ status: 'SENDING', next_attempt_at: now }).where('id', 'in', ids).returningAll().execute();

/** A sent row keeps what the outbox screen shows; `secrets` clears what must not stay at rest. */
export const markMailSent = (db: Executor, id: number, sentAt: string, secrets: Pick<MailRow, 'sealed_link' | 'text_body' | 'html_body'>) =>
  db
    .updateTable('mail_outbox')
    .set({ status: 'SENT', sent_at: sentAt, attempts: sql`attempts + 1`, last_error: null, ...secrets })
    .where('id', '=', id)
    .execute();

export const markMailAttemptFailed = (
  db: Executor,
  id: number,
  attempt: { status: 'FAILED' | 'QUEUED'; attempts: number; lastError: string; nextAttemptAt: string },
) =>
  db
    .updateTable('mail_outbox')
    .set({ status: attempt.status, attempts: attempt.attempts, last_error: attempt.lastError, next_attempt_at: attempt.nextAttemptAt })
    .where('id', '=', id)
    .execute();
