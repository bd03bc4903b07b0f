import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * What the outbox keeps about people and secrets (docs/product.md#privacy,
 * docs/operations.md#personal-data-on-disk):
 * - `mail_outbox.member_id`: the member a mail is about, so erasure and the data export find
 *   it by id, also when it was sent under a name the member no longer has. Indexed for them;
 *   emptied when the member is deleted, so an id used again never inherits another's mails;
 * - `mail_outbox.sealed_link`: a queued mail's secret link, encrypted with a key kept out of
 *   the database (mail/link-seal.ts), while the bodies hold a placeholder;
 * - the links of mails already sent are replaced by that placeholder: a copy of the database
 *   no longer opens any family's form. Mails not sent yet keep theirs, or they could not be
 *   delivered; the sender removes it once they are.
 */

/** Frozen copies of mail/link-seal.ts's placeholder and pattern: a migration never changes. */
const LINK_PLACEHOLDER = '[lien masqué / link hidden]';
const TOKEN_URL = /https?:\/\/[^\s"'<>]*[?&]token=[^\s"'<>]*/g;

interface SentBodies {
  id: number;
  text_body: string;
  html_body: string | null;
}

const hideTokenLinks = (body: string): string => body.replace(TOKEN_URL, LINK_PLACEHOLDER);

const scrubSentLinks = async (db: Kysely<unknown>): Promise<void> => {
  const { rows } = await sql<SentBodies>`
    select id, text_body, html_body from mail_outbox
    where status = 'SENT' and (text_body like '%token=%' or html_body like '%token=%')`.execute(db);
  for (const row of rows) {
    const html = row.html_body === null ? null : hideTokenLinks(row.html_body);
    await sql`update mail_outbox set text_body = ${hideTokenLinks(row.text_body)}, html_body = ${html} where id = ${row.id}`.execute(db);
  }
};

export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('sealed_link', 'text').execute();
  await db.schema.createIndex('mail_outbox_member_idx').on('mail_outbox').column('member_id').execute();
  await scrubSentLinks(db);
};
