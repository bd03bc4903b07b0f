import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * A group mail is one thing for the person who sent it, but several messages for the mail
 * server: one per language of the families, and one per batch of recipients, since providers
 * cap the recipients of a message (features/mail/service.ts).
 * - `group_mails`: the logical mail, what the outbox screen lists as one item: who sent it
 *   (their name as it was then, kept if the account goes), to which group (its name then too)
 *   and the key that makes a double submit queue it once;
 * - `mail_outbox.group_mail_id`: each message of it stays an ordinary outbox row, sent,
 *   retried and sealed like any other; indexed for the list, which gathers a mail's rows;
 * - `mail_outbox.from_name` and `reply_to`: the From display name and the Reply-To of a row,
 *   when it has its own (a group mail answers to the staff member who wrote it).
 * Rows queued before this version keep a null `group_mail_id` and are listed one by one, as
 * they were.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('group_mails'), dialect)
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('group_name', text, (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_name', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('dedupe_key', text, (c) => c.unique())
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('group_mail_id', 'integer', (c) => c.references('group_mails.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('from_name', text).execute();
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', text).execute();
  await db.schema.createIndex('mail_outbox_group_mail_idx').on('mail_outbox').columns(['group_mail_id', 'status']).execute();
};
