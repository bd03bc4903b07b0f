import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The public form checks, on every submit, whether a contact the family typed is already on
 * file for another family (hardening: a link never reaches another family's guardian). The
 * contacts it looks up besides the guardian's e-mail and phone (indexed since 002 and 005):
 * the guardian's secondary e-mail and phone, and the member's second contact. Each gets an
 * index, so a submit costs the same in a club of 100,000 members; the e-mails, compared
 * without case, get a lower-cased key kept by the database, as migration 005 does for the
 * guardian's e-mail (a trigger on SQLite, whose `lower` is the server's own; a generated
 * column on PostgreSQL).
 */
const EMAIL_KEYS = [
  { table: 'guardians', key: 'secondary_email_key', source: 'secondary_email' },
  { table: 'members', key: 'second_guardian_email_key', source: 'second_guardian_email' },
] as const;

const PHONE_INDEXES = [
  { table: 'guardians', column: 'secondary_phone_number' },
  { table: 'members', column: 'second_guardian_phone' },
] as const;

const addKeySqlite = async (db: Kysely<unknown>, { table, key, source }: (typeof EMAIL_KEYS)[number]) => {
  await db.schema.alterTable(table).addColumn(key, 'text').execute();
  const assignment = `${key} = lower(${source})`;
  await sql.raw(`update ${table} set ${assignment}`).execute(db);
  await sql
    .raw(`create trigger ${table}_${key}_insert after insert on ${table} begin update ${table} set ${assignment} where id = new.id; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_${key}_update after update of ${source} on ${table} begin update ${table} set ${assignment} where id = new.id; end`,
    )
    .execute(db);
};

const addKeyPostgres = async (db: Kysely<unknown>, { table, key, source }: (typeof EMAIL_KEYS)[number]) => {
  await sql.raw(`alter table ${table} add column ${key} text generated always as (lower(${source})) stored`).execute(db);
};

export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  for (const emailKey of EMAIL_KEYS) {
    await (dialect === 'postgres' ? addKeyPostgres(db, emailKey) : addKeySqlite(db, emailKey));
    await db.schema.createIndex(`${emailKey.table}_${emailKey.key}_idx`).on(emailKey.table).column(emailKey.key).execute();
  }
  for (const { table, column } of PHONE_INDEXES) {
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }
};
