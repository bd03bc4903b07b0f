import type { Transaction } from 'kysely';
import { compiledPerListLength, compiledPerListLengthWith } from '../../db/compiled-query.js';
import type { DialectName } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import { chunks } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';

const IN_CHUNK = 500;

/**
 * Of these members (a family's), those who may be reported absent (docs/product.md#absences):
 * a subscription of the current season that is not cancelled. With their current group.
 */
export const reportableMembers = compiledPerListLength((db: Executor, memberIds) =>
  db
    .selectFrom('members as m')
    .innerJoin('subscriptions as s', 's.member_id', 'm.id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'm.group_id'])
    .where('se.is_current', '=', 1)
    .where('s.state', '<>', 'CANCELLED')
    .where('m.id', 'in', [...memberIds]),
);

/**
 * The planned sessions of these groups starting after `after` and before `before`, by start.
 * Compiled once per number of groups: the family's absences page asks it at every call.
 */
export const upcomingPlannedSessions = compiledPerListLengthWith(
  ['after', 'before'],
  (db: Executor, groupIds, range: { after: string; before: string }) =>
    db
      .selectFrom('planned_sessions as p')
      .innerJoin('groups as g', 'g.id', 'p.group_id')
      .select(['p.id', 'p.group_id', 'g.name as group_name', 'p.starts_at', 'p.ends_at', 'p.location', 'p.status'])
      .where('p.group_id', 'in', [...groupIds])
      .where('p.starts_at', '>', range.after)
      .where('p.starts_at', '<', range.before)
      .orderBy('p.starts_at')
      .orderBy('p.id'),
);

export const findPlannedSession = (db: Executor, id: number) =>
  db.selectFrom('planned_sessions').select(['id', 'group_id', 'day', 'starts_at', 'status']).where('id', '=', id).executeTakeFirst();

const absenceColumns = [
  'a.id',
  'a.member_id',
  'm.first_name',
  'a.from_day',
  'a.to_day',
  'a.planned_session_id',
  'p.starts_at as session_starts_at',
  'a.reason',
  'a.created_at',
] as const;

const absencesWithNames = (db: Executor) =>
  db
    .selectFrom('absences as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .leftJoin('planned_sessions as p', 'p.id', 'a.planned_session_id')
    .select(absenceColumns);

/** The live absences of these members not over on `today`, by first day; compiled once per number of members. */
export const liveAbsencesOf = compiledPerListLengthWith(['today'], (db: Executor, memberIds, p: { today: string }) =>
  absencesWithNames(db)
    .where('a.member_id', 'in', [...memberIds])
    .where('a.withdrawn_at', 'is', null)
    .where('a.to_day', '>=', p.today)
    .orderBy('a.from_day')
    .orderBy('a.id'),
);

export type AbsenceRow = Awaited<ReturnType<typeof liveAbsencesOf>>[number];

export const findAbsence = (db: Executor, id: number) =>
  absencesWithNames(db).select(['a.withdrawn_at']).where('a.id', '=', id).executeTakeFirst();

/** A live report of the same member, days and planned session: a second identical report is this one. */
export const findSameLiveAbsence = (
  db: Executor,
  report: { memberId: number; fromDay: string; toDay: string; plannedSessionId: number | null },
) =>
  absencesWithNames(db)
    .where('a.member_id', '=', report.memberId)
    .where('a.from_day', '=', report.fromDay)
    .where('a.to_day', '=', report.toDay)
    .where((eb) =>
      report.plannedSessionId === null ? eb('a.planned_session_id', 'is', null) : eb('a.planned_session_id', '=', report.plannedSessionId),
    )
    .where('a.withdrawn_at', 'is', null)
    .orderBy('a.id')
    .executeTakeFirst();

/**
 * Holds the member's row until the transaction ends, so two identical reports sent at once are
 * looked up one after the other and the second finds the first. SQLite runs one writer at a
 * time already.
 */
export const lockMember = async (trx: Transaction<DB>, memberId: number, dialect: DialectName): Promise<void> => {
  if (dialect === 'postgres') await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
};

export interface NewAbsence {
  memberId: number;
  fromDay: string;
  toDay: string;
  plannedSessionId: number | null;
  reason: string | null;
  source: 'FAMILY' | 'LINK';
  createdAt: string;
}

export const insertAbsence = async (db: Executor, absence: NewAbsence): Promise<number> =>
  (
    await db
      .insertInto('absences')
      .values({
        member_id: absence.memberId,
        from_day: absence.fromDay,
        to_day: absence.toDay,
        planned_session_id: absence.plannedSessionId,
        reason: absence.reason,
        source: absence.source,
        created_at: absence.createdAt,
        withdrawn_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Withdraws a live absence; false when it was withdrawn already. */
export const withdrawAbsence = async (db: Executor, id: number, at: string): Promise<boolean> =>
  Number(
    (await db.updateTable('absences').set({ withdrawn_at: at }).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst())
      .numUpdatedRows,
  ) > 0;

/**
 * The live absences of these members touching the days [fromDay, toDay], for the sheet: who is
 * reported absent that day, and why. Ordered by id, so the first report's words come first.
 */
export const liveAbsencesCovering = (db: Executor, memberIds: readonly number[], fromDay: string, toDay: string) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('absences')
        .select(['member_id', 'from_day', 'to_day', 'reason'])
        .where('member_id', 'in', [...memberIds])
        .where('withdrawn_at', 'is', null)
        .where('from_day', '<=', toDay)
        .where('to_day', '>=', fromDay)
        .orderBy('id')
        .execute();

/**
 * The attendance records of these members on sessions dated in [start, end) (UTC instants; the
 * caller widens the range and keeps the Monaco days it wants).
 */
export const attendancesBetween = (db: Executor, memberIds: readonly number[], start: string, end: string) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('attendances as a')
        .innerJoin('training_sessions as ts', 'ts.id', 'a.session_id')
        .select(['a.session_id', 'a.member_id', 'a.is_absent', 'a.is_excused', 'ts.date'])
        .where('a.member_id', 'in', [...memberIds])
        .where('ts.date', '>=', start)
        .where('ts.date', '<', end)
        .execute();

/** Sets `is_excused` on these (session, member) records. */
export const setExcused = async (db: Executor, records: readonly { sessionId: number; memberId: number }[], excused: boolean) => {
  for (const part of chunks(records, IN_CHUNK)) {
    await db
      .updateTable('attendances')
      .set({ is_excused: excused ? 1 : 0 })
      .where((eb) => eb.or(part.map((r) => eb.and([eb('session_id', '=', r.sessionId), eb('member_id', '=', r.memberId)]))))
      .execute();
  }
};

/**
 * One statement after a sheet is written (created, edited or merged): its absent members with a
 * live absence covering the session's Monaco day are excused, the others not
 * (docs/product.md#absences).
 */
export const excuseSheet = async (db: Executor, sessionId: number, day: string): Promise<void> => {
  await db
    .updateTable('attendances')
    .set((eb) => ({
      is_excused: eb
        .case()
        .when(
          eb.and([
            eb('is_absent', '=', 1),
            // Each row's own absences, found by the member's index: a subquery listing every
            // member absent that day read the club's whole table at each sheet (docs/bench.md#figures).
            eb.exists(
              eb
                .selectFrom('absences')
                .select('absences.id')
                .whereRef('absences.member_id', '=', 'attendances.member_id')
                .where('absences.withdrawn_at', 'is', null)
                .where('absences.from_day', '<=', day)
                .where('absences.to_day', '>=', day),
            ),
          ]),
        )
        .then(1)
        .else(0)
        .end(),
    }))
    .where('session_id', '=', sessionId)
    .execute();
};
