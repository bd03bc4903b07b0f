import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** Which sessions of a group a user may see: all of them, or those of some sub-groups. */
export type GroupScope = { kind: 'all' } | { kind: 'subGroups'; ids: number[] };

export const findGroup = (db: Executor, groupId: number) =>
  db.selectFrom('groups').select(['id', 'name']).where('id', '=', groupId).executeTakeFirst();

export const findSubGroup = (db: Executor, subGroupId: number) =>
  db.selectFrom('sub_groups').select(['id', 'group_id', 'name']).where('id', '=', subGroupId).executeTakeFirst();

export const coachesGroup = async (db: Executor, userId: number, groupId: number): Promise<boolean> =>
  (await db
    .selectFrom('group_coaches')
    .select('group_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** The groups a coach reaches: those they coach and those of the sub-groups they coach, by id. */
export const groupsReachedBy = async (db: Executor, userId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('group_coaches')
    .select('group_id')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('sub_group_coaches as sc')
        .innerJoin('sub_groups as sg', 'sg.id', 'sc.sub_group_id')
        .select('sg.group_id')
        .where('sc.user_id', '=', userId),
    )
    .execute();
  return [...new Set(rows.map((r) => r.group_id))].sort((a, b) => a - b);
};

/** Does this user coach this sub-group of this group? */
export const coachesSubGroup = async (db: Executor, userId: number, subGroupId: number, groupId: number): Promise<boolean> =>
  (await db
    .selectFrom('sub_group_coaches as sc')
    .innerJoin('sub_groups as sg', 'sg.id', 'sc.sub_group_id')
    .select('sc.sub_group_id')
    .where('sc.sub_group_id', '=', subGroupId)
    .where('sg.group_id', '=', groupId)
    .where('sc.user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** The sub-groups of a group this user coaches. */
export const coachedSubGroupsOf = async (db: Executor, userId: number, groupId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('sub_group_coaches as sc')
    .innerJoin('sub_groups as sg', 'sg.id', 'sc.sub_group_id')
    .select('sg.id')
    .where('sg.group_id', '=', groupId)
    .where('sc.user_id', '=', userId)
    .orderBy('sg.id')
    .execute();
  return rows.map((r) => r.id);
};

/** Current members of a group, or of one of its sub-groups (order is the service's: French collation). */
export const studentsOf = (db: Executor, groupId: number, subGroupIds: number[] | null) => {
  let query = db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name'])
    .where('group_id', '=', groupId)
    .where('left_at', 'is', null);
  if (subGroupIds !== null) query = query.where('sub_group_id', 'in', subGroupIds.length > 0 ? subGroupIds : [-1]);
  return query.execute();
};

/**
 * What the sheet's health flag reads of these members (docs/product.md#health-rules), one query
 * for the whole sheet: each one's subscription of the current season (a member without one has
 * no row), with the columns its required documents depend on as the subscription context reads
 * them (features/subscriptions/repositories/context.ts), and the last valid day of their medical
 * certificate.
 */
export const healthOfMembers = (db: Executor, memberIds: readonly number[]) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('members as m')
        .innerJoin('subscriptions as s', 's.member_id', 'm.id')
        .innerJoin('seasons as se', 'se.id', 's.season_id')
        .leftJoin('groups as g', 'g.id', 's.group_id')
        .leftJoin('types as t', 't.id', 'g.type_id')
        .select([
          'm.id',
          'm.birth_date',
          'm.certificate_expires_on',
          's.state',
          's.is_new',
          's.medical_certificate',
          'se.start_date as season_start',
          'se.end_date as season_end',
          'g.ffn_license as group_ffn_license',
          'g.sports_code_of_conduct as group_sports_code_of_conduct',
          't.code as type_code',
          't.adds_schedule as type_adds_schedule',
        ])
        .where('se.is_current', '=', 1)
        .where('m.id', 'in', [...memberIds])
        .execute();

export type MemberHealthRow = Awaited<ReturnType<typeof healthOfMembers>>[number];

/** Of these member ids, those currently in the group (and the sub-group when given). */
export const memberIdsInGroup = async (
  db: Executor,
  ids: readonly number[],
  groupId: number,
  subGroupId: number | null,
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  let query = db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', [...ids])
    .where('group_id', '=', groupId);
  if (subGroupId !== null) query = query.where('sub_group_id', '=', subGroupId);
  const rows = await query.execute();
  return new Set(rows.map((r) => r.id));
};

const sessionColumns = ['id', 'group_id', 'sub_group_id', 'date', 'created_by', 'client_key', 'transmitted', 'version'] as const;

export const findSessionByClientKey = (db: Executor, clientKey: string) =>
  db.selectFrom('training_sessions').select(sessionColumns).where('client_key', '=', clientKey).executeTakeFirst();

export const findSession = (db: Executor, sessionId: number) =>
  db.selectFrom('training_sessions').select(sessionColumns).where('id', '=', sessionId).executeTakeFirst();

/** The session with its group and sub-group names, for the edit screen. */
export const findSessionWithNames = (db: Executor, sessionId: number) =>
  db
    .selectFrom('training_sessions as ts')
    .innerJoin('groups as g', 'g.id', 'ts.group_id')
    .leftJoin('sub_groups as sg', 'sg.id', 'ts.sub_group_id')
    .select([
      'ts.id',
      'ts.group_id',
      'ts.sub_group_id',
      'ts.date',
      'ts.transmitted',
      'ts.version',
      'g.name as group_name',
      'sg.name as sub_group_name',
    ])
    .where('ts.id', '=', sessionId)
    .executeTakeFirst();

export interface NewSession {
  groupId: number;
  subGroupId: number | null;
  date: string;
  clientKey: string;
  createdBy: number;
  createdAt: string;
}

/**
 * Inserts the session unless one already holds its client key or its slot (group, sub-group,
 * date): undefined then. On PostgreSQL a concurrent insert of the same key or slot waits for
 * the first to commit and then inserts nothing, so neither a retried submit nor a co-coach's
 * save of the same session lands twice.
 */
export const insertSessionOnce = async (db: Executor, session: NewSession): Promise<number | undefined> => {
  const row = await db
    .insertInto('training_sessions')
    .values({
      group_id: session.groupId,
      sub_group_id: session.subGroupId,
      date: session.date,
      client_key: session.clientKey,
      created_by: session.createdBy,
      transmitted: 1,
      created_at: session.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
};

/**
 * The slot of a session, as the unique index of migration 011 reads it: its group, its
 * sub-group (the one it was recorded for, even once deleted; 0 for the whole group), its date.
 */
const slotSubGroup = sql<number>`coalesce(sub_group_id, former_sub_group_id, 0)`;

/** The session already recorded for this group and sub-group (null: the whole group) at this date. */
export const findSessionAtSlot = (db: Executor, slot: { groupId: number; subGroupId: number | null; date: string }) =>
  db
    .selectFrom('training_sessions')
    .select('id')
    .where('group_id', '=', slot.groupId)
    .where(slotSubGroup, '=', slot.subGroupId ?? 0)
    .where('date', '=', slot.date)
    .executeTakeFirst();

/** Another session holding the slot this one would take at this date. */
export const findOtherSessionAtSlotOf = (db: Executor, sessionId: number, date: string) =>
  db
    .selectFrom('training_sessions as other')
    .innerJoin('training_sessions as moved', 'moved.group_id', 'other.group_id')
    .select('other.id')
    .where('moved.id', '=', sessionId)
    .where('other.id', '<>', sessionId)
    .where('other.date', '=', date)
    .where(
      sql<number>`coalesce(other.sub_group_id, other.former_sub_group_id, 0)`,
      '=',
      sql<number>`coalesce(moved.sub_group_id, moved.former_sub_group_id, 0)`,
    )
    .executeTakeFirst();

export interface AttendanceInput {
  id: number;
  isAbsent: boolean;
  isLate: boolean;
}

/**
 * `changedAt`: when each swimmer was ticked (docs/product.md#offline-attendance), by member id;
 * without it, or for a member it does not name, no time is stored.
 */
export const insertAttendances = async (
  db: Executor,
  sessionId: number,
  students: readonly AttendanceInput[],
  changedAt?: ReadonlyMap<number, string>,
) => {
  if (students.length === 0) return;
  await db
    .insertInto('attendances')
    .values(
      students.map((s) => ({
        session_id: sessionId,
        member_id: s.id,
        is_absent: s.isAbsent ? 1 : 0,
        is_late: s.isLate ? 1 : 0,
        changed_at: changedAt?.get(s.id) ?? null,
      })),
    )
    .execute();
};

/** Each recorded swimmer's ticks and when they were last changed, for an edit to keep what it does not change. */
export const attendanceStates = (db: Executor, sessionId: number) =>
  db.selectFrom('attendances').select(['member_id', 'is_absent', 'is_late', 'changed_at']).where('session_id', '=', sessionId).execute();

export const deleteAttendances = (db: Executor, sessionId: number) =>
  db.deleteFrom('attendances').where('session_id', '=', sessionId).execute();

/** Member ids on the sheet of a session. */
export const attendeeIds = async (db: Executor, sessionId: number): Promise<Set<number>> => {
  const rows = await db.selectFrom('attendances').select('member_id').where('session_id', '=', sessionId).execute();
  return new Set(rows.map((r) => r.member_id));
};

/**
 * Sets the date and bumps the version, only if nobody saved since the expected version was
 * read. Answers whether a row changed.
 */
export const updateSession = async (db: Executor, sessionId: number, date: string, expectedVersion: number): Promise<boolean> => {
  const result = await db
    .updateTable('training_sessions')
    .set((eb) => ({ date, transmitted: 1, version: eb('version', '+', 1) }))
    .where('id', '=', sessionId)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const sessionAttendances = (db: Executor, sessionId: number) =>
  db
    .selectFrom('attendances as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'a.is_absent', 'a.is_late'])
    .where('a.session_id', '=', sessionId)
    .execute();

/**
 * The session list: one query, with the sheet's counts the database keeps on each session (migration 005).
 * `coachId` limits it to the sessions of the groups and sub-groups that user coaches.
 */
export const listSessions = async (db: Executor, filter: { start: string; end: string; coachId?: number }) => {
  let query = db
    .selectFrom('training_sessions as ts')
    .innerJoin('groups as g', 'g.id', 'ts.group_id')
    .leftJoin('sub_groups as sg', 'sg.id', 'ts.sub_group_id')
    .select([
      'ts.id',
      'ts.date',
      'ts.group_id',
      'g.name as group_name',
      'ts.sub_group_id',
      'sg.name as sub_group_name',
      'ts.version',
      'ts.participants',
      'ts.absences',
      'ts.lates',
    ])
    .where('ts.date', '>=', filter.start)
    .where('ts.date', '<=', filter.end);
  if (filter.coachId !== undefined) {
    const coachId = filter.coachId;
    query = query.where((eb) =>
      eb.or([
        eb('ts.group_id', 'in', eb.selectFrom('group_coaches').select('group_id').where('user_id', '=', coachId)),
        eb('ts.sub_group_id', 'in', eb.selectFrom('sub_group_coaches').select('sub_group_id').where('user_id', '=', coachId)),
      ]),
    );
  }
  return query.orderBy('ts.date').orderBy('ts.id').execute();
};

interface PeriodFilter {
  groupId: number;
  start: string;
  end: string;
  scope: GroupScope;
}

const sessionsInPeriod = (db: Executor, filter: PeriodFilter) => {
  let query = db
    .selectFrom('training_sessions as ts')
    .where('ts.group_id', '=', filter.groupId)
    .where('ts.date', '>=', filter.start)
    .where('ts.date', '<=', filter.end);
  if (filter.scope.kind === 'subGroups') {
    query = query.where('ts.sub_group_id', 'in', filter.scope.ids.length > 0 ? filter.scope.ids : [-1]);
  }
  return query;
};

export const countSessions = async (db: Executor, filter: PeriodFilter): Promise<number> => {
  const row = await sessionsInPeriod(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/**
 * Per member of the sheets: records, present, absent, absent and excused by a family's report
 * (docs/product.md#absences), late arrivals (among the present), by member id.
 *
 * Counted by member id alone, from the attendances' covering index (migration 030), and only then
 * joined to the members for their names: grouping the season's thousands of records with the
 * names in every row cost twice as much (docs/bench.md#limits).
 */
export const memberAttendanceCounts = (db: Executor, filter: PeriodFilter) =>
  db
    .selectFrom(
      sessionsInPeriod(db, filter)
        .innerJoin('attendances as a', 'a.session_id', 'ts.id')
        .select((eb) => [
          'a.member_id',
          eb.fn.countAll<number>().as('sessions'),
          eb.fn.sum<number>(eb.case().when('a.is_absent', '=', 0).then(1).else(0).end()).as('present'),
          eb.fn.sum<number>(eb.case().when('a.is_absent', '=', 1).then(1).else(0).end()).as('absent'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('a.is_absent', '=', 1), eb('a.is_excused', '=', 1)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('excused'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('a.is_absent', '=', 0), eb('a.is_late', '=', 1)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('late'),
        ])
        .groupBy('a.member_id')
        .as('c'),
    )
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'c.sessions', 'c.present', 'c.absent', 'c.excused', 'c.late'])
    // Members of the same name keep the order they always had: by id.
    .orderBy('m.id')
    .execute();
