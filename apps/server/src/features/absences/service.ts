import {
  ABSENCE_HORIZON_DAYS,
  ABSENCE_MSG,
  localDayOf,
  shiftDay,
  wallClockInstant,
  type AbsenceDto,
  type FamilyAbsencesDto,
  type ReportAbsence,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { membersOfAddress } from '../family/repositories/members.js';
import {
  attendancesBetween,
  findAbsence,
  findPlannedSession,
  findSameLiveAbsence,
  insertAbsence,
  liveAbsencesCovering,
  liveAbsencesOf,
  lockMember,
  reportableMembers,
  setExcused,
  upcomingPlannedSessions,
  withdrawAbsence,
  type AbsenceRow,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Where a report comes from: the family space, or the absence link of a family mail. */
export type AbsenceSource = 'FAMILY' | 'LINK';

/** Another family's child, a child not subscribed this season and a missing id answer alike: nothing is learnt. */
const noSuchChild = () => notFound('No such child');
const noSuchAbsence = () => notFound('No such absence');

const absenceDtoOf = (row: AbsenceRow): AbsenceDto => ({
  id: row.id,
  memberId: row.member_id,
  firstName: row.first_name,
  fromDay: row.from_day,
  toDay: row.to_day,
  plannedSessionId: row.planned_session_id,
  sessionStartsAt: row.session_starts_at,
  reason: row.reason,
  createdAt: row.created_at,
});

/**
 * Recomputes `attendances.is_excused` of these members' records whose session falls on a Monaco
 * day of [fromDay, toDay] (docs/product.md#absences): excused when absent on the sheet and a live
 * absence covers that day. Called in the transaction that reports or withdraws an absence, so a
 * sheet saved before the report is excused, and no longer once it is withdrawn.
 */
export const markExcused = async (trx: Executor, memberIds: readonly number[], fromDay: string, toDay: string): Promise<void> => {
  // `training_sessions.date` is a UTC instant (or one with an offset): a day wider each side
  // holds every session of those Monaco days, and their local day decides.
  const records = (
    await attendancesBetween(trx, memberIds, `${shiftDay(fromDay, -1)}T00:00:00.000Z`, `${shiftDay(toDay, 2)}T00:00:00.000Z`)
  )
    .map((record) => ({ ...record, day: localDayOf(new Date(record.date)).day }))
    .filter((record) => record.day >= fromDay && record.day <= toDay);
  if (records.length === 0) return;
  const absences = await liveAbsencesCovering(trx, memberIds, fromDay, toDay);
  const excuse: { sessionId: number; memberId: number }[] = [];
  const unexcuse: { sessionId: number; memberId: number }[] = [];
  for (const record of records) {
    const covered = absences.some((a) => a.member_id === record.member_id && a.from_day <= record.day && a.to_day >= record.day);
    const excused = record.is_absent === 1 && covered;
    if (excused === (record.is_excused === 1)) continue;
    (excused ? excuse : unexcuse).push({ sessionId: record.session_id, memberId: record.member_id });
  }
  await setExcused(trx, excuse, true);
  await setExcused(trx, unexcuse, false);
};

/**
 * The members of a sheet reported absent on a Monaco day, with the family's words (the first
 * report's that has some): one query for the whole sheet (docs/product.md#absences).
 */
export const reportedAbsent = async (db: Executor, memberIds: readonly number[], day: string): Promise<Map<number, string | null>> => {
  const reported = new Map<number, string | null>();
  for (const absence of await liveAbsencesCovering(db, memberIds, day, day)) {
    if ((reported.get(absence.member_id) ?? null) === null) reported.set(absence.member_id, absence.reason);
  }
  return reported;
};

/**
 * Absences families report (docs/product.md#absences), from the family space or through the
 * absence link of a mail: the children of the address only, each with a subscription of the
 * current season that is not cancelled.
 */
export class AbsencesService {
  #horizon: { today: string; instant: string } | undefined;

  constructor(private readonly deps: Deps) {}

  /** The address's children who may be reported absent, eldest first. */
  private async childrenOf(emailKey: string) {
    const members = await membersOfAddress(this.deps.db, emailKey);
    const reportable = new Map(
      (
        await reportableMembers(
          this.deps.db,
          members.map((member) => member.id),
        )
      ).map((row) => [row.id, row]),
    );
    return members.flatMap((member) => {
      const row = reportable.get(member.id);
      return row === undefined ? [] : [row];
    });
  }

  /**
   * The instant the sessions offered end: midnight in Monaco after the last day a family may
   * report. Kept for the day it was worked out: the time-zone arithmetic cost more than the
   * page's queries.
   */
  private horizonOf(today: string): string {
    if (this.#horizon?.today !== today) {
      this.#horizon = { today, instant: wallClockInstant(shiftDay(today, ABSENCE_HORIZON_DAYS + 1), '00:00').toISOString() };
    }
    return this.#horizon.instant;
  }

  private today(): { now: Date; today: string } {
    const now = this.deps.clock.now();
    return { now, today: localDayOf(now).day };
  }

  /** GET …/absences: each child with its group's sessions of the next days not yet started, and the absences not over. */
  async view(emailKey: string): Promise<FamilyAbsencesDto> {
    const children = await this.childrenOf(emailKey);
    const { now, today } = this.today();
    const groupIds = [...new Set(children.map((child) => child.group_id).filter((id): id is number => id !== null))];
    const [sessions, absences] = await Promise.all([
      upcomingPlannedSessions(this.deps.db, groupIds, { after: now.toISOString(), before: this.horizonOf(today) }),
      liveAbsencesOf(
        this.deps.db,
        children.map((child) => child.id),
        { today },
      ),
    ]);
    return {
      children: children.map((child) => ({
        memberId: child.id,
        firstName: child.first_name,
        lastName: child.last_name,
        sessions: sessions
          .filter((session) => session.group_id === child.group_id)
          .map((session) => ({
            id: session.id,
            groupName: session.group_name,
            startsAt: session.starts_at,
            endsAt: session.ends_at,
            location: session.location,
            status: session.status,
          })),
      })),
      absences: absences.map(absenceDtoOf),
    };
  }

  /**
   * POST …/absences. One planned session of the child's group, not cancelled nor started; or a
   * range of days from today on. A second identical report while the first is live answers the
   * first, so a double tap or a retry on a weak connection records one absence.
   */
  async report(emailKey: string, input: ReportAbsence, source: AbsenceSource): Promise<AbsenceDto> {
    const child = (await this.childrenOf(emailKey)).find((member) => member.id === input.memberId);
    if (child === undefined) throw noSuchChild();
    const { now, today } = this.today();
    let days: { fromDay: string; toDay: string; plannedSessionId: number | null };
    if (input.kind === 'SESSION') {
      const planned = await findPlannedSession(this.deps.db, input.plannedSessionId);
      // Another group's session and a missing one answer alike.
      if (
        planned === undefined ||
        planned.group_id !== child.group_id ||
        planned.status !== 'PLANNED' ||
        new Date(planned.starts_at).getTime() <= now.getTime()
      ) {
        throw badRequest({ plannedSessionId: ABSENCE_MSG.session });
      }
      days = { fromDay: planned.day, toDay: planned.day, plannedSessionId: planned.id };
    } else {
      if (input.fromDay < today) throw badRequest({ fromDay: ABSENCE_MSG.range });
      days = { fromDay: input.fromDay, toDay: input.toDay, plannedSessionId: null };
    }
    const report = { memberId: child.id, ...days };
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      await lockMember(trx, child.id, this.deps.dialect);
      const same = await findSameLiveAbsence(trx, report);
      if (same !== undefined) return { row: same, created: false };
      const id = await insertAbsence(trx, { ...report, reason: input.reason, source, createdAt: now.toISOString() });
      await markExcused(trx, [child.id], days.fromDay, days.toDay);
      const row = await findAbsence(trx, id);
      if (row === undefined) throw new Error('The absence just reported is missing');
      return { row, created: true };
    });
    if (outcome.created) {
      this.deps.log.info({ event: 'absence_reported', absenceId: outcome.row.id, memberId: child.id, source }, 'absence reported');
    }
    return absenceDtoOf(outcome.row);
  }

  /**
   * DELETE …/absences/:id: withdrawn, not deleted, while its last day is not over; the sheets
   * it excused are no longer. Another family's absence answers as a missing one; a withdrawn
   * one again, as done (a retry).
   */
  async withdraw(emailKey: string, absenceId: number): Promise<void> {
    const own = new Set((await this.childrenOf(emailKey)).map((child) => child.id));
    const absence = await findAbsence(this.deps.db, absenceId);
    if (absence === undefined || !own.has(absence.member_id)) throw noSuchAbsence();
    if (absence.withdrawn_at !== null) return;
    const { now, today } = this.today();
    if (absence.to_day < today) throw badRequest({ id: ABSENCE_MSG.past });
    const withdrawn = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await withdrawAbsence(trx, absence.id, now.toISOString()))) return false;
      await markExcused(trx, [absence.member_id], absence.from_day, absence.to_day);
      return true;
    });
    if (withdrawn)
      this.deps.log.info({ event: 'absence_withdrawn', absenceId: absence.id, memberId: absence.member_id }, 'absence withdrawn');
  }
}
