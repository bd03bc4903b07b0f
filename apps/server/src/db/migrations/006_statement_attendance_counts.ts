import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * A session's present, absent and late counts (migration 005), kept on PostgreSQL by one
 * update per statement instead of one per attendance row. A sheet of 30 students used to
 * rewrite its session's row 30 times inside the coach's insert (about 1 ms of the database's
 * time per sheet, found with `npm run bench`); the rows a statement wrote are now counted
 * together from its transition tables, grouped by session.
 *
 * SQLite keeps its row triggers: they run in the server's process, with no round trip, and
 * SQLite has no statement-level triggers.
 */
const sums = (rows: 'new_rows' | 'old_rows') => `
  select session_id,
         count(*) filter (where is_absent = 0) as participants,
         count(*) filter (where is_absent = 1) as absences,
         count(*) filter (where is_absent = 0 and is_late = 1) as lates
    from ${rows} group by session_id`;

const adjust = (rows: 'new_rows' | 'old_rows', sign: '+' | '-') => `
  update training_sessions t
     set participants = t.participants ${sign} d.participants,
         absences = t.absences ${sign} d.absences,
         lates = t.lates ${sign} d.lates
    from (${sums(rows)}) d
   where t.id = d.session_id;`;

export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  if (dialect !== 'postgres') return;
  await sql`drop trigger attendances_counts on attendances`.execute(db);
  await sql`drop function attendances_counts()`.execute(db);
  // A branch naming a transition table its trigger does not have is never run, so never planned.
  await sql
    .raw(
      `create function attendances_counts() returns trigger language plpgsql as $$ begin
         if tg_op in ('DELETE', 'UPDATE') then ${adjust('old_rows', '-')} end if;
         if tg_op in ('INSERT', 'UPDATE') then ${adjust('new_rows', '+')} end if;
         return null;
       end $$`,
    )
    .execute(db);
  // PostgreSQL allows transition tables only on a trigger of one event without a column list.
  await sql
    .raw(
      `create trigger attendances_counts_insert after insert on attendances
         referencing new table as new_rows for each statement execute function attendances_counts()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger attendances_counts_delete after delete on attendances
         referencing old table as old_rows for each statement execute function attendances_counts()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger attendances_counts_update after update on attendances
         referencing old table as old_rows new table as new_rows for each statement execute function attendances_counts()`,
    )
    .execute(db);
};
