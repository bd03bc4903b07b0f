import type { OutboxState } from '@club/domain';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;
type Rows = ExpressionBuilder<DB & { m: DB['mail_outbox'] }, 'm'>;

/** A mail being handed to the server (SENDING) is still waiting from the screen's view. */
const WAITING = ['QUEUED', 'SENDING'];

/** Some message of the listed row's group mail is in one of these statuses. */
const partIn = (eb: Rows, statuses: readonly string[]) =>
  eb.exists(
    eb.selectFrom('mail_outbox as x').select('x.id').whereRef('x.group_mail_id', '=', 'm.group_mail_id').where('x.status', 'in', statuses),
  );

/**
 * The list has one item per mail: a row of its own, or the first row (lowest id) of a group
 * mail, which stands for all of its rows. Keeping the items rows of mail_outbox keeps the
 * order (newest first by id), the paging and the retry route as they were, and the rows
 * queued before group mails were grouped are listed one by one.
 */
const isItem = (eb: Rows) =>
  eb.or([
    eb('m.group_mail_id', 'is', null),
    eb(
      'm.id',
      '=',
      eb
        .selectFrom('mail_outbox as x')
        .select((e) => e.fn.min('x.id').as('first'))
        .whereRef('x.group_mail_id', '=', 'm.group_mail_id'),
    ),
  ]);

/** An item's state: for a group mail, that of its messages together (service.ts stateOfParts). */
const inState = (eb: Rows, state: OutboxState) => {
  const single = (statuses: readonly string[]) => eb.and([eb('m.group_mail_id', 'is', null), eb('m.status', 'in', statuses)]);
  const grouped = (...conditions: ReturnType<typeof partIn>[]) => eb.and([eb('m.group_mail_id', 'is not', null), ...conditions]);
  switch (state) {
    case 'QUEUED':
      return eb.or([single(WAITING), grouped(partIn(eb, WAITING))]);
    case 'SENT':
      return eb.or([single(['SENT']), grouped(eb.not(partIn(eb, [...WAITING, 'FAILED'])))]);
    case 'FAILED':
      return eb.or([single(['FAILED']), grouped(eb.not(partIn(eb, [...WAITING, 'SENT'])))]);
    case 'PARTLY_SENT':
      return grouped(eb.not(partIn(eb, WAITING)), partIn(eb, ['SENT']), partIn(eb, ['FAILED']));
  }
};

const items = (db: Executor, state: OutboxState | undefined) => {
  const query = db.selectFrom('mail_outbox as m').where(isItem);
  return state === undefined ? query : query.where((eb) => inState(eb, state));
};

/** One page of items, newest first; never the bodies or attachments. */
export const listOutbox = (db: Executor, state: OutboxState | undefined, offset: number, limit: number) =>
  items(db, state)
    .select([
      'm.id',
      'm.kind',
      'm.subject',
      'm.to_addresses',
      'm.bcc_addresses',
      'm.status',
      'm.attempts',
      'm.last_error',
      'm.created_at',
      'm.sent_at',
      'm.next_attempt_at',
      'm.group_mail_id',
    ])
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export const countOutbox = async (db: Executor, state: OutboxState | undefined): Promise<number> => {
  const row = await items(db, state)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Every message of these group mails, with who sent each mail to which group. */
export const partsOfGroupMails = (db: Executor, groupMailIds: readonly number[]) =>
  groupMailIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('mail_outbox as m')
        .innerJoin('group_mails as g', 'g.id', 'm.group_mail_id')
        .select([
          'm.id',
          'm.group_mail_id',
          'm.subject',
          'm.bcc_addresses',
          'm.status',
          'm.attempts',
          'm.last_error',
          'm.sent_at',
          'm.next_attempt_at',
          'g.sender_name',
          'g.group_name',
        ])
        .where('m.group_mail_id', 'in', groupMailIds)
        .orderBy('m.id')
        .execute();

export const findOutboxStatus = (db: Executor, id: number) =>
  db.selectFrom('mail_outbox').select(['id', 'status', 'group_mail_id']).where('id', '=', id).executeTakeFirst();

/**
 * FAILED → QUEUED, due now, with a fresh count of tries: the row, or every failed message of
 * the group mail it belongs to. Returns how many were queued again.
 */
export const requeueFailed = async (db: Executor, target: { id: number } | { groupMailId: number }, now: string): Promise<number> => {
  const query = db.updateTable('mail_outbox').set({ status: 'QUEUED', attempts: 0, next_attempt_at: now }).where('status', '=', 'FAILED');
  const result = await (
    'id' in target ? query.where('id', '=', target.id) : query.where('group_mail_id', '=', target.groupMailId)
  ).executeTakeFirst();
  return Number(result.numUpdatedRows);
};
