import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/executor.js';
import { chunks } from '../db/system-records.js';
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

/**
 * Who a new mail is about and to, as the rows the privacy feature reads by index
 * (migration 029): its members, and its To and Bcc addresses in lower case.
 */
export const linkOutboxMail = async (
  db: Executor,
  mailId: number,
  memberIds: readonly number[],
  addresses: readonly string[],
): Promise<void> => {
  const members = [...new Set(memberIds)];
  const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
  if (members.length > 0)
    await db
      .insertInto('mail_members')
      .values(members.map((member_id) => ({ member_id, mail_id: mailId })))
      .execute();
  for (const part of chunks(lower, 500)) {
    await db
      .insertInto('mail_recipients')
      .values(part.map((address) => ({ address, mail_id: mailId })))
      .execute();
  }
};

/** Enough for the spans of a mail of a few hundred words in one statement (named-members.ts). */
const SPANS_PER_QUERY = 2000;

/**
 * The members a text names (named-members.ts): those whose last name is one of its spans, read
 * by the index on `last_name_key` (migration 005), and whose first name is one too.
 */
export const membersNamed = async (db: Executor, spans: ReadonlySet<string>): Promise<number[]> => {
  const ids: number[] = [];
  for (const part of chunks([...spans], SPANS_PER_QUERY)) {
    const rows = await db.selectFrom('members').select(['id', 'first_name_key']).where('last_name_key', 'in', part).execute();
    // Trimmed here, as the first names of old records may not be (migration 029 trims them too).
    for (const row of rows) if (spans.has(row.first_name_key.trim())) ids.push(row.id);
  }
  return ids;
};

/**
 * Which of these dedupe keys are queued already. A retried request checks first: an insert that
 * meets its key still writes (SQLite bumps the row-id sequence), and a write costs a disk sync.
 * The keys of one caller are a few dozen at most (one per family).
 */
export const queuedDedupeKeys = async (db: Executor, keys: readonly string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('mail_outbox')
    .select('dedupe_key')
    .where('dedupe_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.dedupe_key).filter((k): k is string => k !== null));
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
