import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { E2E_WORK_DIR } from './env.js';

/**
 * Members have no creation API yet (they come from subscriptions and tests): the walks
 * insert them straight into the database of the server under test, SQLite by default or
 * the throw-away PostgreSQL database of TEST_DATABASE_URL. Only the columns a training
 * session reads are filled.
 */
interface MembersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  gender: string;
  birth_date: string;
  group_id: number;
  sub_group_id: number | null;
  created_at: string;
  updated_at: string;
}

interface E2EDatabase {
  members: MembersTable;
}

export interface NewMember {
  firstName: string;
  lastName: string;
  groupId: number;
  subGroupId?: number | null;
  gender?: 'M' | 'F';
  birthDate?: string;
}

/** Written by global-setup; the SQLite file of the work folder when it is not there. */
const databaseUrl = (): string => {
  const file = join(E2E_WORK_DIR, 'database-url');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : `sqlite:${join(E2E_WORK_DIR, 'club.sqlite')}`;
};

const openDatabase = (): Kysely<E2EDatabase> => {
  const url = databaseUrl();
  if (url.startsWith('postgres')) {
    return new Kysely<E2EDatabase>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  }
  // The server holds the same file open (WAL): wait for its write lock rather than fail.
  const sqlite = new Database(url.replace(/^sqlite:/, ''), { timeout: 10_000 });
  return new Kysely<E2EDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
};

/** Inserts the members, in order; answers their ids. */
export const insertMembers = async (members: readonly NewMember[]): Promise<number[]> => {
  const db = openDatabase();
  try {
    const now = new Date().toISOString();
    const rows = await db
      .insertInto('members')
      .values(
        members.map((member) => ({
          first_name: member.firstName,
          last_name: member.lastName,
          gender: member.gender ?? 'F',
          birth_date: member.birthDate ?? '2014-05-12',
          group_id: member.groupId,
          sub_group_id: member.subGroupId ?? null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  } finally {
    await db.destroy();
  }
};
