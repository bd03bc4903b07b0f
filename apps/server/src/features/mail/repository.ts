import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** The staff member writing a group mail: their name signs it and their address takes the answers. */
export const findSender = (db: Executor, userId: number) =>
  db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst();

export interface NewGroupMail {
  groupId: number;
  groupName: string;
  senderId: number;
  senderName: string;
  createdAt: string;
  dedupeKey: string;
}

/** The group mail's own row; undefined when the same mail was queued already (its dedupe key). */
export const insertGroupMail = async (db: Executor, mail: NewGroupMail): Promise<number | undefined> => {
  const row = await db
    .insertInto('group_mails')
    .values({
      group_id: mail.groupId,
      group_name: mail.groupName,
      sender_id: mail.senderId,
      sender_name: mail.senderName,
      created_at: mail.createdAt,
      dedupe_key: mail.dedupeKey,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
};
