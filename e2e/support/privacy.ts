import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { E2E_WORK_DIR } from './env.js';

/**
 * The privacy walk's set-up: a mail that already failed every try (an SMTP outage that
 * lasted longer than the retries), written straight into the outbox of the server under test.
 */
interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_addresses: string;
  bcc_addresses: string;
  subject: string;
  text_body: string;
  language: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
}

interface PrivacyDatabase {
  mail_outbox: OutboxTable;
}

const databaseUrl = (): string => {
  const file = join(E2E_WORK_DIR, 'database-url');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : `sqlite:${join(E2E_WORK_DIR, 'club.sqlite')}`;
};

const openDatabase = (): Kysely<PrivacyDatabase> => {
  const url = databaseUrl();
  if (url.startsWith('postgres')) {
    return new Kysely<PrivacyDatabase>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  }
  const sqlite = new Database(url.replace(/^sqlite:/, ''), { timeout: 10_000 });
  return new Kysely<PrivacyDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
};

/** A FAILED mail with the error of its last try; answers its id. */
export const insertFailedMail = async (mail: { to: string; subject: string; text: string; error: string }): Promise<number> => {
  const db = openDatabase();
  try {
    const now = new Date().toISOString();
    const row = await db
      .insertInto('mail_outbox')
      .values({
        kind: 'GROUP_MAIL',
        to_addresses: JSON.stringify([mail.to]),
        bcc_addresses: '[]',
        subject: mail.subject,
        text_body: mail.text,
        language: 'fr',
        status: 'FAILED',
        attempts: 6,
        next_attempt_at: now,
        last_error: mail.error,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
};
