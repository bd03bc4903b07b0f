import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Indexes found with `npm run bench` (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE), so one page of
 * a list costs the same with 100,000 members as with 10,000:
 * - the staff subscription list and the guardian picker sort by `lower(last_name),
 *   lower(first_name)`: an index on those expressions lets a page stop after its rows instead
 *   of sorting the whole table (on SQLite `lower` is the application's Unicode-aware function,
 *   registered on every connection the server opens);
 * - the public submit looks guardians up by `lower(email)`;
 * - the session list counts presences, absences and lates per session from the index alone.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await sql`create index members_lower_name_idx on members (lower(last_name), lower(first_name))`.execute(db);
  await sql`create index guardians_lower_name_idx on guardians (lower(last_name), lower(first_name))`.execute(db);
  await sql`create index guardians_lower_email_idx on guardians (lower(email))`.execute(db);
  await db.schema.createIndex('attendances_session_counts_idx').on('attendances').columns(['session_id', 'is_absent', 'is_late']).execute();
};
