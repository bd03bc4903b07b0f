import type { OutboxState } from '@club/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** A mail being handed to the server (SENDING) is still waiting from the screen's view. */
const statusesOf = (state: OutboxState): string[] => (state === 'QUEUED' ? ['QUEUED', 'SENDING'] : [state]);

const filtered = (db: Executor, state: OutboxState | undefined) => {
  const query = db.selectFrom('mail_outbox');
  return state === undefined ? query : query.where('status', 'in', statusesOf(state));
};

/** One page, newest first; never the bodies or attachments. */
export const listOutbox = (db: Executor, state: OutboxState | undefined, offset: number, limit: number) =>
  filtered(db, state)
    .select([
      'id',
      'kind',
      'subject',
      'to_addresses',
      'bcc_addresses',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
      'next_attempt_at',
    ])
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export const countOutbox = async (db: Executor, state: OutboxState | undefined): Promise<number> => {
  const row = await filtered(db, state)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const findOutboxStatus = (db: Executor, id: number) =>
  db.selectFrom('mail_outbox').select(['id', 'status']).where('id', '=', id).executeTakeFirst();

/** FAILED → QUEUED, due now, with a fresh count of tries; false when the row was not FAILED. */
export const requeueFailed = async (db: Executor, id: number, now: string): Promise<boolean> => {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'QUEUED', attempts: 0, next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
