import {
  attendanceRates,
  isMinor,
  isMinorOnDay,
  lateMeansPresent,
  localDayOf,
  requiredDocuments,
  seasonReferenceDate,
  seesAllGroups,
  SESSION_MSG,
  sortStudentsByName,
  type AttendanceRatesDto,
  type CreateSession,
  type EditSession,
  type MemberRatesDto,
  type SessionDetailsDto,
  type SessionListRowDto,
  type SessionStudentDto,
} from '@club/domain';
import { healthDocumentFor, healthFlagOf, type HealthDocument, type HealthDocumentRule, type HealthFlag } from '@club/domain/club';
import dayjs from 'dayjs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/access.js';
import { isUniqueViolation } from '../../db/system-records.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { readHealthRules } from '../club/health-rules/repository.js';
import { excuseSheet } from '../absences/repository.js';
import { reportedAbsent } from '../absences/service.js';
import { linkSheetToPlanned, plannedOfGroup, plannedStartingAt } from '../planning/repository.js';
import {
  attendanceStates,
  attendeeIds,
  coachedSubGroupsOf,
  coachesGroup,
  coachesSubGroup,
  countSessions,
  deleteAttendances,
  findGroup,
  findSession,
  findOtherSessionAtSlotOf,
  findSessionAtSlot,
  findSessionByClientKey,
  findSessionWithNames,
  findSubGroup,
  healthOfMembers,
  insertAttendances,
  insertSessionOnce,
  listSessions,
  memberAttendanceCounts,
  memberIdsInGroup,
  sessionAttendances,
  studentsOf,
  updateSession,
  type GroupScope,
  type MemberHealthRow,
} from './repository.js';
import { SessionAlreadyExists } from './errors.js';
import { incomingSheet, logNewSheet, mergeSheet } from './merge.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface Period {
  start: Date;
  end: Date;
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `isMinor` on `at` for every member of a sheet: the day `isMinor` counts on (the runtime's, as
 * dayjs reads it) is worked out once, then each birth date is compared as text (`isMinorOnDay`).
 * A birth date `isMinorOnDay` does not take (not `YYYY-MM-DD`, after the day) goes to `isMinor`.
 */
const minorOn = (at: Date): ((birthDate: string) => boolean) => {
  const day = dayjs(at).format('YYYY-MM-DD');
  return (birthDate) => (DAY_TEXT.test(birthDate) && birthDate <= day ? isMinorOnDay(birthDate, day) : isMinor(birthDate, at));
};

/**
 * The health document each member of a sheet gives on the day of `at`, as `healthDocumentOf`
 * (features/club/health-rules/service.ts) decides it: minority on the season's reference day.
 * The rows are all of the current season, so its reference day is worked out once for the sheet
 * (formatting a date per member was a fifth of a sheet's time, docs/bench.md#limits).
 */
const healthDocumentsOn = (rule: HealthDocumentRule, at: Date): ((row: MemberHealthRow) => HealthDocument) => {
  const minorOnReferenceDay = new Map<string, (birthDate: string) => boolean>();
  return (row) => {
    const season = `${row.season_start}|${row.season_end}`;
    let minor = minorOnReferenceDay.get(season);
    if (minor === undefined) {
      minor = minorOn(seasonReferenceDate({ startDate: row.season_start, endDate: row.season_end }, at));
      minorOnReferenceDay.set(season, minor);
    }
    return healthDocumentFor(rule, minor(row.birth_date));
  };
};

/**
 * The health flag of one member on the sheet, on the day of `at` (docs/product.md#health-rules):
 * none without a subscription this season or with a cancelled one. Whether the subscription needs
 * the health document is the staff checklist's rule: the columns `documentsOf`
 * (features/subscriptions/context.ts) gives `requiredDocuments`, read the same way. What depends
 * on the sheet's `at` alone is worked out once for the sheet: `day`, the club's day of `at`;
 * `minor`, `isMinor` on `at`; `documentOf`, `healthDocumentsOn` it.
 */
interface SheetDay {
  day: string;
  minor: (birthDate: string) => boolean;
  documentOf: (row: MemberHealthRow) => HealthDocument;
}

const healthFlagOfRow = (row: MemberHealthRow, { day, minor, documentOf }: SheetDay): HealthFlag | null => {
  if (row.state === 'CANCELLED') return null;
  const { checklist } = requiredDocuments({
    isNew: row.is_new === 1,
    isMinor: minor(row.birth_date),
    type: row.type_code === null ? null : { code: row.type_code, addsSchedule: row.type_adds_schedule === 1 },
    // A subscription without a group gets the strictest rules.
    group: { sportsCodeOfConduct: (row.group_sports_code_of_conduct ?? 1) === 1, ffnLicense: row.group_ffn_license === 1 },
  });
  return healthFlagOf({
    required: checklist.includes('medicalCertificate'),
    received: row.medical_certificate === 1,
    done: row.state === 'DONE',
    document: documentOf(row),
    certificateExpiresOn: row.certificate_expires_on,
    on: day,
  });
};

const refused = () => forbidden('Only the coaches of this group or sub-group may reach its sessions');

/**
 * Training sessions and attendance (docs/product.md#sessions-attendance). Admins and section
 * managers reach every group; a coach the groups they coach (all their sessions) and
 * the sub-groups they coach (those sub-groups' sessions).
 */
export class SessionsService {
  constructor(private readonly deps: Deps) {}

  /**
   * May this user record, read and edit sessions of this group or sub-group? A sub-group
   * counts only inside its own group, so a sub-group coach naming another group learns nothing.
   */
  private async mayRecord(auth: AuthUser, groupId: number, subGroupId: number | null): Promise<boolean> {
    if (seesAllGroups(auth.roles)) return true;
    if (await coachesGroup(this.deps.db, auth.userId, groupId)) return true;
    return subGroupId !== null && (await coachesSubGroup(this.deps.db, auth.userId, subGroupId, groupId));
  }

  /**
   * Refuses a coach a group or sub-group they may not record, before looking anything up: a
   * missing id and someone else's answer the same 403 (docs/architecture.md#quality-security,
   * isolation). Admins and section managers reach every group, so for them a missing one is a
   * plain 404 further on.
   */
  private async checkReach(auth: AuthUser, groupId: number, subGroupId: number | null): Promise<void> {
    if (!(await this.mayRecord(auth, groupId, subGroupId))) throw refused();
  }

  /** The sessions of a group this user may count: all, some sub-groups', or none (refused). */
  private async scopeOf(auth: AuthUser, groupId: number): Promise<GroupScope> {
    if (seesAllGroups(auth.roles) || (await coachesGroup(this.deps.db, auth.userId, groupId))) return { kind: 'all' };
    const ids = await coachedSubGroupsOf(this.deps.db, auth.userId, groupId);
    if (ids.length === 0) throw refused();
    return { kind: 'subGroups', ids };
  }

  /** The session read, once this user may reach it; a coach gets the same 403 for a missing one. */
  private async reachable<T extends { group_id: number; sub_group_id: number | null }>(auth: AuthUser, session: T | undefined): Promise<T> {
    if (session === undefined) throw seesAllGroups(auth.roles) ? notFound('Session not found') : refused();
    if (!(await this.mayRecord(auth, session.group_id, session.sub_group_id))) throw refused();
    return session;
  }

  /** The group, and the sub-group checked to belong to it. */
  private async groupAndSubGroup(groupId: number, subGroupId: number | null, subGroupField: string) {
    const group = await findGroup(this.deps.db, groupId);
    if (group === undefined) throw notFound('Group not found');
    if (subGroupId === null) return { group, subGroup: null };
    const subGroup = await findSubGroup(this.deps.db, subGroupId);
    if (subGroup === undefined || subGroup.group_id !== groupId) throw badRequest({ [subGroupField]: SESSION_MSG.subGroup });
    return { group, subGroup };
  }

  /**
   * The health flag of each of these members on the day of `at`, in Monaco time
   * (docs/product.md#health-rules): two queries for the whole sheet, whatever its size.
   */
  private async healthFlags(memberIds: readonly number[], at: Date): Promise<Map<number, HealthFlag | null>> {
    const [rules, rows] = await Promise.all([readHealthRules(this.deps.db), healthOfMembers(this.deps.db, memberIds)]);
    const sheetDay: SheetDay = { day: localDayOf(at).day, minor: minorOn(at), documentOf: healthDocumentsOn(rules.healthDocument, at) };
    return new Map(rows.map((row) => [row.id, healthFlagOfRow(row, sheetDay)]));
  }

  /**
   * GET /student/session: who goes on the sheet, sorted by last name, flagged as of the new
   * session's day (`at`, default now): health, and the absences families reported for that
   * Monaco day (docs/product.md#absences).
   */
  async students(auth: AuthUser, groupId: number, subGroupId: number | null, at?: Date): Promise<SessionStudentDto[]> {
    await this.checkReach(auth, groupId, subGroupId);
    await this.groupAndSubGroup(groupId, subGroupId, 'subGroupId');
    const day = at ?? this.deps.clock.now();
    const rows = await studentsOf(this.deps.db, groupId, subGroupId === null ? null : [subGroupId]);
    const ids = rows.map((r) => r.id);
    const [flags, reported] = await Promise.all([this.healthFlags(ids, day), reportedAbsent(this.deps.db, ids, localDayOf(day).day)]);
    return sortStudentsByName(
      rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        healthFlag: flags.get(r.id) ?? null,
        excused: reported.has(r.id),
        absenceReason: reported.get(r.id) ?? null,
      })),
    );
  }

  /**
   * POST /session/. Recorded once per client key: a retry of a submit that did land (the
   * answer was lost on a weak connection) answers true again and records nothing. Once per
   * slot too: a second save of the group or sub-group at that date-time (a co-coach's, with
   * another key) answers 409 SESSION_ALREADY_EXISTS naming the recorded session, whose
   * sheet the coach can then complete. The unique index decides, so simultaneous saves too.
   * With `merge` (a phone's queued sheet), the sheet meeting a recorded one is merged into it
   * per swimmer instead (merge.ts, docs/product.md#offline-attendance).
   */
  async create(auth: AuthUser, input: CreateSession): Promise<void> {
    const { groupId, subGroupId } = input;
    const queued = input.merge === true;
    await this.checkReach(auth, groupId, subGroupId);
    await this.groupAndSubGroup(groupId, subGroupId, 'session.subGroupId');
    const students = queued
      ? await this.stillInGroup(lateMeansPresent(input.students), groupId, subGroupId)
      : lateMeansPresent(input.students);

    const sameSubmit = (existing: { group_id: number; sub_group_id: number | null; created_by: number | null }) => {
      if (existing.group_id !== groupId || existing.sub_group_id !== subGroupId || existing.created_by !== auth.userId) {
        throw conflict('This submit key was already used for another session');
      }
    };
    const earlier = await findSessionByClientKey(this.deps.db, input.clientKey);
    if (earlier !== undefined) {
      sameSubmit(earlier);
      return;
    }

    if (!queued) await this.checkStudents(students, groupId, subGroupId, new Set());
    // The planned session named must be a PLANNED one of the group (docs/product.md#planning). A
    // phone's queued sheet whose session was cancelled or moved while it waited still records the
    // training that took place, filling no planned session.
    const named = input.plannedSessionId;
    const namedIsPlanned = named === undefined || named === null || (await plannedOfGroup(this.deps.db, named, groupId)) !== undefined;
    if (!namedIsPlanned && !queued) throw badRequest({ 'session.plannedSessionId': SESSION_MSG.plannedSession });
    const plannedSessionId = namedIsPlanned ? named : null;
    const sheet = incomingSheet(students, { clientKey: input.clientKey, userId: auth.userId }, this.deps.clock.now());
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const sessionId = await insertSessionOnce(trx, {
        groupId,
        subGroupId,
        date: input.date,
        clientKey: input.clientKey,
        createdBy: auth.userId,
        createdAt: this.deps.clock.now().toISOString(),
      });
      if (sessionId === undefined) {
        // A concurrent submit with the same key won the race: the same save, answered true.
        const winner = await findSessionByClientKey(trx, input.clientKey);
        if (winner !== undefined) {
          sameSubmit(winner);
          return { sessionId: winner.id, created: false };
        }
        const existing = await findSessionAtSlot(trx, { groupId, subGroupId, date: input.date });
        if (existing !== undefined && input.merge === true) {
          // A phone's queued sheet meets the recorded one: merged per swimmer (docs/product.md#offline-attendance).
          await mergeSheet(trx, existing.id, sheet, this.deps.log);
          return { sessionId: existing.id, created: false };
        }
        if (existing !== undefined) throw new SessionAlreadyExists(existing.id);
        throw conflict('The session is being recorded, try again');
      }
      await insertAttendances(trx, sessionId, students, sheet.changedAt);
      await logNewSheet(trx, sessionId, sheet);
      // Taking attendance fills a planned session: the one named, else the group's starting at this
      // date; null names an extra session, which fills none.
      const plannedId = plannedSessionId === undefined ? (await plannedStartingAt(trx, groupId, input.date))?.id : plannedSessionId;
      if (plannedId !== undefined && plannedId !== null) await linkSheetToPlanned(trx, sessionId, plannedId);
      await excuseSheet(trx, sessionId, localDayOf(new Date(input.date)).day);
      return { sessionId, created: true };
    });
    if (outcome.created) {
      this.deps.log.info({ event: 'session_recorded', sessionId: outcome.sessionId, groupId, userId: auth.userId }, 'session recorded');
    }
  }

  /**
   * The swimmers of a phone's queued sheet still in the group (or sub-group): one who moved while
   * the sheet waited is left out, and logged, rather than the whole training refused and lost
   * (docs/product.md#offline-attendance). Ids of other groups' members are left out the same way.
   */
  private async stillInGroup<T extends { id: number }>(students: readonly T[], groupId: number, subGroupId: number | null): Promise<T[]> {
    const inGroup = await memberIdsInGroup(
      this.deps.db,
      students.map((student) => student.id),
      groupId,
      subGroupId,
    );
    const kept = students.filter((student) => inGroup.has(student.id));
    if (kept.length < students.length) {
      this.deps.log.warn({ event: 'queued_sheet_swimmers_left_out', groupId, count: students.length - kept.length }, 'swimmers left out');
    }
    return kept;
  }

  /** Every student must be in the group (or sub-group), or already on the sheet being edited. */
  private async checkStudents(
    students: readonly { id: number }[],
    groupId: number,
    subGroupId: number | null,
    alreadyOnSheet: ReadonlySet<number>,
  ): Promise<void> {
    const ids = students.map((s) => s.id).filter((studentId) => !alreadyOnSheet.has(studentId));
    const inGroup = await memberIdsInGroup(this.deps.db, ids, groupId, subGroupId);
    const fields: Record<string, string> = {};
    students.forEach((student, index) => {
      if (!alreadyOnSheet.has(student.id) && !inGroup.has(student.id)) fields[`session.students.${index}.id`] = SESSION_MSG.student;
    });
    if (Object.keys(fields).length > 0) throw badRequest(fields);
  }

  /** GET /session/{id}: the edit screen, its members flagged as of the session's day. */
  async details(auth: AuthUser, sessionId: number): Promise<SessionDetailsDto> {
    const session = await this.reachable(auth, await findSessionWithNames(this.deps.db, sessionId));
    const students = await sessionAttendances(this.deps.db, sessionId);
    const ids = students.map((s) => s.id);
    const at = new Date(session.date);
    const [flags, reported] = await Promise.all([this.healthFlags(ids, at), reportedAbsent(this.deps.db, ids, localDayOf(at).day)]);
    return {
      id: session.id,
      groupId: session.group_id,
      groupName: session.group_name,
      subGroupId: session.sub_group_id ?? 0,
      subGroupName: session.sub_group_name,
      date: session.date,
      isTransmitted: session.transmitted === 1,
      version: session.version,
      students: sortStudentsByName(
        students.map((s) => ({
          id: s.id,
          firstName: s.first_name,
          lastName: s.last_name,
          healthFlag: flags.get(s.id) ?? null,
          excused: reported.has(s.id),
          absenceReason: reported.get(s.id) ?? null,
          isAbsent: s.is_absent === 1,
          isLate: s.is_late === 1,
        })),
      ),
    };
  }

  /**
   * PATCH /session/edit/: new date and sheet; a stale version answers 409 and changes nothing,
   * and so does a date where another session of its group or sub-group is recorded (409
   * SESSION_ALREADY_EXISTS naming it), as the unique index refuses the update.
   */
  async edit(auth: AuthUser, input: EditSession): Promise<void> {
    const session = await this.reachable(auth, await findSession(this.deps.db, input.id));
    if (input.version !== session.version) throw staleSession();
    const students = lateMeansPresent(input.students);
    const onSheet = await attendeeIds(this.deps.db, session.id);
    await this.checkStudents(students, session.group_id, session.sub_group_id, onSheet);
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        if (!(await updateSession(trx, session.id, input.date, input.version))) {
          if ((await findSession(trx, session.id)) === undefined) throw notFound('Session not found');
          throw staleSession();
        }
        const changedAt = await editedAt(trx, session.id, students, this.deps.clock.now().toISOString());
        await deleteAttendances(trx, session.id);
        await insertAttendances(trx, session.id, students, changedAt);
        await excuseSheet(trx, session.id, localDayOf(new Date(input.date)).day);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Read after the rollback: on PostgreSQL the failed transaction can read nothing more.
      const holder = await findOtherSessionAtSlotOf(this.deps.db, session.id, input.date);
      throw holder === undefined ? conflict('The session is being recorded, try again') : new SessionAlreadyExists(holder.id);
    }
    this.deps.log.info({ event: 'session_edited', sessionId: session.id, userId: auth.userId }, 'session edited');
  }

  /** GET /session: the period's sessions this user may see, by date. */
  async list(auth: AuthUser, period: Period): Promise<SessionListRowDto[]> {
    const rows = await listSessions(this.deps.db, {
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      ...(seesAllGroups(auth.roles) ? {} : { coachId: auth.userId }),
    });
    return rows.map((r) => ({
      id: r.id,
      date: r.date,
      groupId: r.group_id,
      groupName: r.group_name,
      subGroupId: r.sub_group_id ?? 0,
      subGroupName: r.sub_group_name,
      participants: Number(r.participants ?? 0),
      absences: Number(r.absences ?? 0),
      lates: Number(r.lates ?? 0),
      version: r.version,
    }));
  }

  /**
   * GET /session/rates: present, absent and late per member and for the group over a
   * period. Current members without any record are listed with no rate.
   */
  async rates(auth: AuthUser, groupId: number, period: Period): Promise<AttendanceRatesDto> {
    // The scope first: a coach learns nothing of a group they do not reach, not even that it is missing.
    const scope = await this.scopeOf(auth, groupId);
    const group = await findGroup(this.deps.db, groupId);
    if (group === undefined) throw notFound('Group not found');
    const filter = { groupId, start: period.start.toISOString(), end: period.end.toISOString(), scope };
    const [sessions, counted, current] = await Promise.all([
      countSessions(this.deps.db, filter),
      memberAttendanceCounts(this.deps.db, filter),
      studentsOf(this.deps.db, groupId, scope.kind === 'all' ? null : scope.ids),
    ]);
    const members = new Map<number, MemberRatesDto>();
    for (const row of counted) {
      const counts = {
        present: Number(row.present ?? 0),
        absent: Number(row.absent ?? 0),
        excused: Number(row.excused ?? 0),
        late: Number(row.late ?? 0),
      };
      members.set(row.id, {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        sessions: Number(row.sessions),
        ...counts,
        ...attendanceRates(counts),
      });
    }
    for (const row of current) {
      if (members.has(row.id)) continue;
      const counts = { present: 0, absent: 0, excused: 0, late: 0 };
      members.set(row.id, {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        sessions: 0,
        ...counts,
        ...attendanceRates(counts),
      });
    }
    const list = sortStudentsByName([...members.values()]);
    const totals = list.reduce(
      (sum, m) => ({
        present: sum.present + m.present,
        absent: sum.absent + m.absent,
        excused: sum.excused + m.excused,
        late: sum.late + m.late,
      }),
      { present: 0, absent: 0, excused: 0, late: 0 },
    );
    return {
      startDate: filter.start,
      endDate: filter.end,
      group: { id: group.id, name: group.name, sessions, ...totals, ...attendanceRates(totals) },
      members: list,
    };
  }
}

/**
 * When each swimmer of an edited sheet was last changed: now for a swimmer whose ticks the edit
 * changes (or adds), the recorded time for the others. A phone's sheet that arrives later then
 * wins only for the swimmers it changed after the edit (docs/product.md#offline-attendance).
 */
const editedAt = async (
  db: Executor,
  sessionId: number,
  students: readonly { id: number; isAbsent: boolean; isLate: boolean }[],
  now: string,
): Promise<Map<number, string>> => {
  const recorded = new Map((await attendanceStates(db, sessionId)).map((row) => [row.member_id, row]));
  return new Map(
    students.map((student) => {
      const before = recorded.get(student.id);
      const same = before !== undefined && (before.is_absent === 1) === student.isAbsent && (before.is_late === 1) === student.isLate;
      return [student.id, same && before.changed_at !== null ? before.changed_at : now];
    }),
  );
};

const staleSession = () => conflict('The session was changed by someone else; reload it');
