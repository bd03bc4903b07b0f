import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Indexes found with `npm run bench` (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE):
 * - the session list counts presences, absences and lates per session from an index alone;
 * - on PostgreSQL, the staff subscription list and the guardian picker sort by
 *   `lower(last_name), lower(first_name)`: an index on those expressions lets a page stop after
 *   its rows instead of sorting the whole table; the public submit looks guardians up by
 *   `lower(email)`.
 * Not on SQLite: there `lower` is the server's own Unicode-aware function, while any other
 * connection (the sqlite3 shell, a `VACUUM INTO` backup) would compute the same index with
 * SQLite's ASCII-only `lower`, leaving entries that the server's look-ups no longer find.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await db.schema.createIndex('attendances_session_counts_idx').on('attendances').columns(['session_id', 'is_absent', 'is_late']).execute();
  if (dialect !== 'postgres') return;
  await sql`create index members_lower_name_idx on members (lower(last_name), lower(first_name))`.execute(db);
  await sql`create index guardians_lower_name_idx on guardians (lower(last_name), lower(first_name))`.execute(db);
  await sql`create index guardians_lower_email_idx on guardians (lower(email))`.execute(db);
};
