import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * The family space (docs/product.md#family-space): a guardian or an adult member signs in with
 * a link mailed to their address.
 *
 * - `family_sign_in_links`: the mailed links. Only the SHA-256 of a link's token is kept, so a
 *   copy of the database signs nobody in; a row works once (`used_at`) until `expires_at`.
 * - `family_sessions`: one per browser signed in, found by the SHA-256 of its cookie's value;
 *   `ended_at` once signed out or ended from another session's list.
 * - `members.email_key`: the adult member's own address, lower-cased and indexed, kept by the
 *   database as migrations 005 and 008 keep the other address keys (a trigger on SQLite, whose
 *   `lower` is the server's own; a generated column on PostgreSQL), so a sign-in looks up
 *   members, guardians and second contacts by indexed keys alone.
 */
const addMemberEmailKey = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  if (dialect === 'postgres') {
    await sql`alter table members add column email_key text generated always as (lower(email)) stored`.execute(db);
  } else {
    await db.schema.alterTable('members').addColumn('email_key', 'text').execute();
    await sql`update members set email_key = lower(email)`.execute(db);
    await sql`create trigger members_email_key_insert after insert on members
      begin update members set email_key = lower(email) where id = new.id; end`.execute(db);
    await sql`create trigger members_email_key_update after update of email on members
      begin update members set email_key = lower(email) where id = new.id; end`.execute(db);
  }
  await db.schema.createIndex('members_email_key_idx').on('members').column('email_key').execute();
};

export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .createTable('family_sign_in_links')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('email_key', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('family_sign_in_links_expiry_idx').on('family_sign_in_links').column('expires_at').execute();

  await withId(db.schema.createTable('family_sessions'), dialect)
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('email_key', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_seen_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('ended_at', text)
    .addColumn('device', text)
    .execute();
  await db.schema.createIndex('family_sessions_email_idx').on('family_sessions').column('email_key').execute();
  await db.schema.createIndex('family_sessions_expiry_idx').on('family_sessions').column('expires_at').execute();

  await addMemberEmailKey(db, dialect);
};
