import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import { chunks } from '../../../db/system-records.js';

/** Rows per multi-row insert: below every database's parameter limit (9 columns a row). */
const INSERT_CHUNK = 500;

/**
 * Holds the session's row until the transaction ends, so two sheets merged into it at once are
 * read and written one after the other and neither loses a swimmer's later change
 * (docs/product.md#offline-attendance). An update that changes nothing takes on PostgreSQL the
 * row lock `select … for update` would, whatever the dialect; SQLite runs one writer at a time
 * already. Answers the session's date, or undefined when it is gone.
 */
export const lockSession = async (db: Executor, sessionId: number): Promise<{ date: string } | undefined> =>
  db
    .updateTable('training_sessions')
    .set({ version: sql<number>`version` })
    .where('id', '=', sessionId)
    .returning('date')
    .executeTakeFirst();

/** A sheet changed the session: an edit screen loaded before it must reload (docs/product.md#concurrent-edits). */
export const bumpSessionVersion = (db: Executor, sessionId: number) =>
  db
    .updateTable('training_sessions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', sessionId)
    .execute();

/** The first change logged under this client key: the sheet already arrived once. */
export const findChangeByClientKey = (db: Executor, clientKey: string) =>
  db
    .selectFrom('attendance_changes')
    .select(['session_id', 'changed_by'])
    .where('client_key', '=', clientKey)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export interface AttendanceChange {
  memberId: number;
  isAbsent: boolean;
  isLate: boolean;
  changedAt: string;
}

/** Rows per merge statement: 4 parameters a row, below every database's parameter limit. */
const APPLY_CHUNK = 500;

/**
 * Writes each swimmer's change over the recorded row when that row is older (or has no time):
 * the condition is the merge's rule, checked by the database on the locked session, one
 * statement for the whole sheet (a statement per swimmer cost a 30-swimmer merge about 30 round
 * trips through the query builder, docs/bench.md#figures). Answers the members whose row took the
 * change. The rows start unexcused again; the caller excuses the sheet afterwards. A sheet names
 * each swimmer once (the request's schema), so each row meets one change at most.
 */
export const applyEachIfLater = async (db: Executor, sessionId: number, changes: readonly AttendanceChange[]): Promise<Set<number>> => {
  const applied = new Set<number>();
  for (const part of chunks(changes, APPLY_CHUNK)) {
    // The sheet's changes as a table; the casts give PostgreSQL the parameters' types.
    const rows = sql.join(
      part.map(
        (c) =>
          sql`select cast(${c.memberId} as integer) as member_id, cast(${c.isAbsent ? 1 : 0} as integer) as is_absent, cast(${c.isLate ? 1 : 0} as integer) as is_late, cast(${c.changedAt} as text) as changed_at`,
      ),
      sql` union all `,
    );
    const updated = await db
      .updateTable('attendances')
      .from(sql<{ member_id: number; is_absent: number; is_late: number; changed_at: string }>`(${rows})`.as('v'))
      .set((eb) => ({ is_absent: eb.ref('v.is_absent'), is_late: eb.ref('v.is_late'), is_excused: 0, changed_at: eb.ref('v.changed_at') }))
      .where('attendances.session_id', '=', sessionId)
      .whereRef('attendances.member_id', '=', 'v.member_id')
      .where((eb) => eb.or([eb('attendances.changed_at', 'is', null), eb('attendances.changed_at', '<', eb.ref('v.changed_at'))]))
      .returning('attendances.member_id')
      .execute();
    for (const row of updated) applied.add(row.member_id);
  }
  return applied;
};

export interface LoggedChange extends AttendanceChange {
  applied: boolean;
}

/** Keeps every change a sheet brought, applied or not (`attendance_changes`, migration 026). */
export const insertChanges = async (
  db: Executor,
  sessionId: number,
  changes: readonly LoggedChange[],
  sheet: { clientKey: string; changedBy: number; recordedAt: string },
): Promise<void> => {
  for (const part of chunks(changes, INSERT_CHUNK)) {
    await db
      .insertInto('attendance_changes')
      .values(
        part.map((c) => ({
          session_id: sessionId,
          member_id: c.memberId,
          is_absent: c.isAbsent ? 1 : 0,
          is_late: c.isLate ? 1 : 0,
          changed_at: c.changedAt,
          changed_by: sheet.changedBy,
          client_key: sheet.clientKey,
          applied: c.applied ? 1 : 0,
          recorded_at: sheet.recordedAt,
        })),
      )
      .execute();
  }
};
