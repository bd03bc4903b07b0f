import type { Executor } from '../../db/executor.js';
import type { Occurrence } from './generation.js';

/** Rows per insert: well under both databases' limits on bound parameters. */
const INSERT_CHUNK = 500;

// ---------------------------------------------------------------------------------------------
// What generation reads (docs/product.md#planning)

/** The weekly slots of one group, or of every group. */
export const slotsForPlanning = (db: Executor, groupId: number | null) => {
  let query = db.selectFrom('time_slots').select(['id', 'group_id', 'weekday', 'start_time', 'end_time', 'location']);
  if (groupId !== null) query = query.where('group_id', '=', groupId);
  return query.orderBy('id').execute();
};

/** Seasons not over on `today`. */
export const seasonsNotOver = (db: Executor, today: string) =>
  db.selectFrom('seasons').select(['start_date', 'end_date']).where('end_date', '>=', today).orderBy('start_date').execute();

/** Closures ending on `today` or later. */
export const closuresFrom = (db: Executor, today: string) =>
  db.selectFrom('closures').select(['from_day', 'to_day', 'location']).where('to_day', '>=', today).execute();

/** The planned sessions of one group (or all) not started at `now`: the only ones a sync may change. */
export const upcomingPlannedSessions = (db: Executor, groupId: number | null, now: string) => {
  let query = db
    .selectFrom('planned_sessions')
    .select(['id', 'group_id', 'time_slot_id', 'day', 'starts_at', 'ends_at', 'location', 'status'])
    .where('starts_at', '>', now);
  if (groupId !== null) query = query.where('group_id', '=', groupId);
  return query.execute();
};
export type UpcomingRow = Awaited<ReturnType<typeof upcomingPlannedSessions>>[number];

/** Inserts the missing occurrences; one already there (a concurrent sync's) is left as it is. */
export const insertOccurrences = async (db: Executor, occurrences: readonly Occurrence[], at: string): Promise<void> => {
  for (let i = 0; i < occurrences.length; i += INSERT_CHUNK) {
    await db
      .insertInto('planned_sessions')
      .values(
        occurrences.slice(i, i + INSERT_CHUNK).map((o) => ({
          group_id: o.groupId,
          time_slot_id: o.timeSlotId,
          day: o.day,
          starts_at: o.startsAt,
          ends_at: o.endsAt,
          location: o.location,
          status: 'PLANNED' as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['time_slot_id', 'day']).doNothing())
      .execute();
  }
};

/**
 * Moves a planned session to its slot's new hours or pool, one step up its calendar sequence.
 * Only from the values it was read with: a concurrent sync that already moved it changes nothing more.
 */
export const moveOccurrence = (db: Executor, row: UpcomingRow, to: Occurrence, at: string) =>
  db
    .updateTable('planned_sessions')
    .set((eb) => ({
      starts_at: to.startsAt,
      ends_at: to.endsAt,
      location: to.location,
      sequence: eb('sequence', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', row.id)
    .where('starts_at', '=', row.starts_at)
    .where('ends_at', '=', row.ends_at)
    .where('location', '=', row.location)
    .execute();

/** Removes these planned sessions while still PLANNED: a cancelled one stays, as calendars show it. */
export const deletePlanned = async (db: Executor, ids: readonly number[]): Promise<void> => {
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    await db
      .deleteFrom('planned_sessions')
      .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
      .where('status', '=', 'PLANNED')
      .execute();
  }
};

// ---------------------------------------------------------------------------------------------
// Reading the planning

export const groupExists = async (db: Executor, groupId: number): Promise<boolean> =>
  (await db.selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined;

const plannedQuery = (db: Executor) =>
  db
    .selectFrom('planned_sessions as ps')
    .innerJoin('groups as g', 'g.id', 'ps.group_id')
    .select((eb) => [
      'ps.id',
      'ps.group_id',
      'g.name as group_name',
      'ps.day',
      'ps.starts_at',
      'ps.ends_at',
      'ps.location',
      'ps.status',
      'ps.cancel_reason',
      'ps.cancelled_at',
      'ps.sequence',
      // The attendance sheet filling it; several when sub-groups took theirs: the first.
      eb
        .selectFrom('training_sessions as ts')
        .select((inner) => inner.fn.min<number>('ts.id').as('id'))
        .whereRef('ts.planned_session_id', '=', 'ps.id')
        .as('session_id'),
    ]);
export type PlannedRow = Awaited<ReturnType<ReturnType<typeof plannedQuery>['execute']>>[number] & { reported_absent: number };

/**
 * Adds to each session the children of its group reported absent by their family on its day
 * (docs/product.md#absences): one query for the absences of all these days, read from the end of
 * the absences (an index), instead of one count per session over every member of its group.
 */
const withReportedAbsent = async (db: Executor, rows: readonly Omit<PlannedRow, 'reported_absent'>[]): Promise<PlannedRow[]> => {
  if (rows.length === 0) return [];
  let fromDay = rows[0]!.day;
  let toDay = fromDay;
  for (const row of rows) {
    if (row.day < fromDay) fromDay = row.day;
    if (row.day > toDay) toDay = row.day;
  }
  const groupIds = [...new Set(rows.map((row) => row.group_id))];
  const absences = await db
    .selectFrom('absences as a')
    // Written as a cross join so that SQLite starts from the absences (by their last day) rather
    // than from every member still in the club; the same join for PostgreSQL.
    .crossJoin('members as m')
    .whereRef('m.id', '=', 'a.member_id')
    .select(['a.member_id', 'm.group_id', 'a.from_day', 'a.to_day'])
    .where('a.to_day', '>=', fromDay)
    .where('a.from_day', '<=', toDay)
    .where('a.withdrawn_at', 'is', null)
    .where('m.left_at', 'is', null)
    .where('m.group_id', 'in', groupIds)
    .execute();
  return rows.map((row) => {
    const absent = new Set<number>();
    for (const a of absences) if (a.group_id === row.group_id && a.from_day <= row.day && a.to_day >= row.day) absent.add(a.member_id);
    return { ...row, reported_absent: absent.size };
  });
};

/** The planned sessions of these days, of the groups given (all without), by start. */
export const listPlanned = async (db: Executor, filter: { fromDay: string; toDay: string; groupIds: readonly number[] | null }) => {
  let query = plannedQuery(db).where('ps.day', '>=', filter.fromDay).where('ps.day', '<=', filter.toDay);
  if (filter.groupIds !== null) query = query.where('ps.group_id', 'in', filter.groupIds.length > 0 ? filter.groupIds : [-1]);
  return withReportedAbsent(db, await query.orderBy('ps.starts_at').orderBy('g.name').orderBy('ps.id').execute());
};

export const findPlanned = async (db: Executor, id: number): Promise<PlannedRow | undefined> => {
  const row = await plannedQuery(db).where('ps.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : (await withReportedAbsent(db, [row]))[0];
};

export const findPlannedByIds = async (db: Executor, ids: readonly number[]): Promise<PlannedRow[]> =>
  ids.length === 0
    ? []
    : withReportedAbsent(db, await plannedQuery(db).where('ps.id', 'in', ids).orderBy('ps.starts_at').orderBy('g.name').execute());

/** The distinct locations of the time slots, for the "cancel a pool" choice. */
export const slotLocations = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('time_slots').select('location').distinct().orderBy('location').execute()).map((row) => row.location);

// ---------------------------------------------------------------------------------------------
// Cancellations (docs/product.md#cancellations)

/** The PLANNED sessions of a day (at one pool when given), not yet cancelled. */
/** The sessions of a day (at one pool, or all) still PLANNED and not begun at `now`. */
export const plannedIdsOfDay = async (db: Executor, day: string, location: string | null, now: string): Promise<number[]> => {
  let query = db
    .selectFrom('planned_sessions')
    .select('id')
    .where('day', '=', day)
    .where('status', '=', 'PLANNED')
    .where('starts_at', '>', now);
  if (location !== null) query = query.where('location', '=', location);
  return (await query.execute()).map((row) => row.id);
};

/**
 * Cancels those of these sessions still PLANNED and answers the ids it cancelled: the condition
 * decides between simultaneous cancellations, so each session is cancelled (and mailed) once.
 */
export const cancelPlanned = async (
  db: Executor,
  ids: readonly number[],
  change: { reason: string; at: string; by: number },
): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('planned_sessions')
    .set((eb) => ({
      status: 'CANCELLED' as const,
      cancel_reason: change.reason,
      cancelled_at: change.at,
      cancelled_by: change.by,
      sequence: eb('sequence', '+', 1),
      updated_at: change.at,
    }))
    .where('id', 'in', ids)
    .where('status', '=', 'PLANNED')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
};

/** Makes a cancelled session PLANNED again; false when it was not cancelled (any more). */
export const restorePlanned = async (db: Executor, id: number, at: string): Promise<boolean> => {
  const result = await db
    .updateTable('planned_sessions')
    .set((eb) => ({
      status: 'PLANNED' as const,
      cancel_reason: null,
      cancelled_at: null,
      cancelled_by: null,
      sequence: eb('sequence', '+', 1),
      updated_at: at,
    }))
    .where('id', '=', id)
    .where('status', '=', 'CANCELLED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/**
 * Whom a change of these groups' sessions is mailed to on the families' side: each current
 * member of the groups (not left, not anonymised, with a current-season subscription that is not
 * cancelled) with every address the family is reached at and the languages on record.
 */
export const familiesOfGroups = (db: Executor, groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('members as m')
        .leftJoin('guardians as gu', 'gu.id', 'm.guardian_id')
        .select([
          'm.id',
          'm.first_name',
          'm.group_id',
          'm.language as m_language',
          'm.email as m_email',
          'm.second_guardian_email as m_second_guardian_email',
          'gu.email as gu_email',
          'gu.secondary_email as gu_secondary_email',
          'gu.language as gu_language',
        ])
        .where('m.group_id', 'in', groupIds)
        .where('m.left_at', 'is', null)
        .where('m.anonymised_at', 'is', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('subscriptions as s')
              .innerJoin('seasons as se', 'se.id', 's.season_id')
              .select('s.id')
              .whereRef('s.member_id', '=', 'm.id')
              .where('se.is_current', '=', 1)
              .where('s.state', '<>', 'CANCELLED'),
          ),
        )
        .orderBy('m.birth_date')
        .orderBy('m.id')
        .execute();
export type FamilyRow = Awaited<ReturnType<typeof familiesOfGroups>>[number];

/** The coaches of these groups and of their sub-groups who have an e-mail address, with the groups each one coaches. */
export const coachesOfGroups = (db: Executor, groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('group_coaches as gc')
        .innerJoin('users as u', 'u.id', 'gc.user_id')
        .select(['u.id', 'u.email', 'u.language', 'gc.group_id'])
        .where('gc.group_id', 'in', groupIds)
        .where('u.email', 'is not', null)
        .union(
          db
            .selectFrom('sub_group_coaches as sc')
            .innerJoin('sub_groups as sg', 'sg.id', 'sc.sub_group_id')
            .innerJoin('users as u', 'u.id', 'sc.user_id')
            .select(['u.id', 'u.email', 'u.language', 'sg.group_id'])
            .where('sg.group_id', 'in', groupIds)
            .where('u.email', 'is not', null),
        )
        .execute();

// ---------------------------------------------------------------------------------------------
// Closures

const closureColumns = ['id', 'from_day', 'to_day', 'location', 'label', 'created_at'] as const;

export const listClosures = (db: Executor) => db.selectFrom('closures').select(closureColumns).orderBy('from_day').orderBy('id').execute();
export type ClosureRow = Awaited<ReturnType<typeof listClosures>>[number];

export const insertClosure = (
  db: Executor,
  closure: { fromDay: string; toDay: string; location: string | null; label: string; createdBy: number; createdAt: string },
) =>
  db
    .insertInto('closures')
    .values({
      from_day: closure.fromDay,
      to_day: closure.toDay,
      location: closure.location,
      label: closure.label,
      created_by: closure.createdBy,
      created_at: closure.createdAt,
    })
    .returning(closureColumns)
    .executeTakeFirstOrThrow();

export const deleteClosure = async (db: Executor, id: number): Promise<boolean> =>
  Number((await db.deleteFrom('closures').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;

// ---------------------------------------------------------------------------------------------
// Attendance sheets (features/sessions): the planned session a new sheet fills

/** The planned session with this id, when it is a PLANNED one of this group. */
export const plannedOfGroup = (db: Executor, id: number, groupId: number) =>
  db
    .selectFrom('planned_sessions')
    .select('id')
    .where('id', '=', id)
    .where('group_id', '=', groupId)
    .where('status', '=', 'PLANNED')
    .executeTakeFirst();

/** The group's PLANNED session starting exactly at this instant (ISO, as sheets store dates). */
export const plannedStartingAt = (db: Executor, groupId: number, startsAt: string) =>
  db
    .selectFrom('planned_sessions')
    .select('id')
    .where('group_id', '=', groupId)
    .where('starts_at', '=', startsAt)
    .where('status', '=', 'PLANNED')
    .orderBy('id')
    .executeTakeFirst();

export const linkSheetToPlanned = (db: Executor, sessionId: number, plannedSessionId: number) =>
  db.updateTable('training_sessions').set({ planned_session_id: plannedSessionId }).where('id', '=', sessionId).execute();
