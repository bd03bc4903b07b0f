import {
  MSG,
  sortByName,
  tryoutDateChangeError,
  type AssignTryoutStudent,
  type RequestedTryoutFields,
  type TryoutAssignmentDto,
  type TryoutCardDto,
  type TryoutCreatedDto,
  type TryoutGroupDto,
  type TryoutGroupOptionDto,
  type TryoutMailDto,
  type TryoutSectionGroupsDto,
} from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { typeExists } from '../../db/lookups.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { listPlaces } from '../club/repository.js';
import type { ClubIdentity } from '../club/identity.js';
import type { Language } from '../../lib/language.js';
import type { Outbox } from '../../mail/outbox.js';
import { inNaturalOrder, toCard } from './cards.js';
import { Convocations } from './convocations.js';
import {
  clearLeftAt,
  countAssigned,
  deleteAssignment,
  findMemberForAssignment,
  insertAssignment,
  isAssigned,
} from './repositories/assignments.js';
import { participantsOf } from './repositories/participants.js';
import { groupsOfTryouts, possibleGroupIds, replaceTryoutGroups, usableGroupIds, usableGroups } from './repositories/possible-groups.js';
import {
  deleteTryout,
  findTryoutRow,
  insertTryout,
  listTryouts,
  lockTryout,
  tryoutTimeTaken,
  updateTryout,
  type LockedTryout,
  type TryoutRow,
} from './repositories/tryouts.js';

export interface TryoutsDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  club: ClubIdentity;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

const tryoutNotFound = () => notFound('Test not found');

/** The club's default place (docs/product.md, "The club's settings"); undefined while it has none. */
const defaultPlaceName = async (trx: Transaction<DB>): Promise<string | undefined> =>
  (await listPlaces(trx)).find((place) => place.is_default === 1)?.name;
const tryoutCompleted = () => conflict('TEST_COMPLETED');

/**
 * Try-out tests (docs/product.md#tryout-tests): the admin's. Every change
 * of a test's assignments runs in one transaction holding the test row, so the capacity holds
 * when two staff assign the last place at once.
 */
export class TryoutsService {
  private readonly convocations: Convocations;

  constructor(private readonly deps: TryoutsDeps) {
    this.convocations = new Convocations(deps);
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private async cards(rows: TryoutRow[], lang: Language): Promise<TryoutCardDto[]> {
    const groups = sortByName(
      await groupsOfTryouts(
        this.deps.db,
        rows.map((r) => r.id),
      ),
    );
    const byTryout = new Map<number, TryoutGroupDto[]>();
    for (const g of groups) byTryout.set(g.test_id, [...(byTryout.get(g.test_id) ?? []), { id: g.id, name: g.name }]);
    return rows.map((row) => toCard(row, byTryout.get(row.id) ?? [], lang));
  }

  /** GET /test/: every test by date; `available`: only those with places left, not completed, in the future. */
  async list(available: boolean, lang: Language): Promise<TryoutCardDto[]> {
    const rows = await listTryouts(this.deps.db, available ? { availableAfter: this.nowIso() } : {});
    return this.cards(rows, lang);
  }

  /** GET /test/birthYear: the tests a child born that year may be assigned to (student creation, step 2). */
  async forBirthYear(birthYear: number, lang: Language): Promise<TryoutCardDto[]> {
    const rows = await listTryouts(this.deps.db, { availableAfter: this.nowIso(), birthYear });
    return this.cards(rows, lang);
  }

  async get(id: number, lang: Language): Promise<TryoutCardDto> {
    const row = await findTryoutRow(this.deps.db, id);
    if (row === undefined) throw tryoutNotFound();
    const [card] = await this.cards([row], lang);
    return card!;
  }

  /**
   * POST /test/: refused when another test is set for the same moment and place (docs/product.md#errors).
   * Without a location, the test takes the club's default place; a club without places must
   * name one (docs/product.md, "The club's settings").
   */
  async create(input: RequestedTryoutFields, actorId: number): Promise<TryoutCreatedDto> {
    if (!(await typeExists(this.deps.db, input.typeId))) throw badRequest({ selectedTypeId: MSG.type });
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const location = input.location ?? (await defaultPlaceName(trx));
      if (location === undefined) throw badRequest({ location: MSG.testLocation }, 'No location given and the club has no default place');
      if (await tryoutTimeTaken(trx, input.scheduledDateTime, location)) throw badRequest({ scheduledDateTime: MSG.testTimeTaken });
      return insertTryout(trx, { ...input, location }, this.nowIso());
    });
    this.deps.log.info({ event: 'test_created', testId: id, actorId }, 'test created');
    return { id };
  }

  /**
   * PATCH /test/{id}: every field; the capacity may not go below the members already
   * assigned, the date must be in the future when it changes; a completed test is closed.
   * Without a location, the test keeps its own.
   */
  async update(id: number, input: RequestedTryoutFields & { version: number }, actorId: number, lang: Language): Promise<TryoutCardDto> {
    await this.deps.db.transaction().execute(async (trx) => {
      const tryout = await this.lockOpenTryout(trx, id);
      // Two staff saving the same test: the second, still on the old version, changes nothing.
      if (input.version !== tryout.version) throw conflict('The test was changed by someone else: reload it');
      const location = input.location ?? tryout.location;
      const fields: Record<string, string> = {};
      const dateError = tryoutDateChangeError(input.scheduledDateTime, tryout.scheduled_at, this.deps.clock.now());
      if (dateError !== null) fields.scheduledDateTime = dateError;
      else if (await tryoutTimeTaken(trx, input.scheduledDateTime, location, id)) fields.scheduledDateTime = MSG.testTimeTaken;
      if (!(await typeExists(trx, input.typeId))) fields.typeId = MSG.type;
      if (input.capacity < (await countAssigned(trx, id))) fields.capacity = MSG.testCapacityBelowAssigned;
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      await updateTryout(trx, id, { ...input, location });
    });
    this.deps.log.info({ event: 'test_updated', testId: id, actorId }, 'test updated');
    return this.get(id, lang);
  }

  /** DELETE /test/{id}: with its possible groups and assignments. */
  async remove(id: number, actorId: number): Promise<void> {
    const deleted = await this.deps.db.transaction().execute(async (trx) => {
      const done = await deleteTryout(trx, id);
      if (done) await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'TEST_DELETED', targetType: 'TEST', targetId: id });
      return done;
    });
    if (!deleted) throw tryoutNotFound();
    this.deps.log.info({ event: 'test_deleted', testId: id, actorId }, 'test deleted');
  }

  private async lockOpenTryout(trx: Transaction<DB>, id: number): Promise<LockedTryout> {
    const tryout = await lockTryout(trx, id, this.deps.dialect);
    if (tryout === undefined) throw tryoutNotFound();
    if (tryout.completed === 1) throw tryoutCompleted();
    return tryout;
  }

  private async requireTryout(id: number): Promise<void> {
    if ((await findTryoutRow(this.deps.db, id)) === undefined) throw tryoutNotFound();
  }

  // Possible groups.

  /** GET /test/{id}/group */
  async possibleGroups(id: number): Promise<TryoutGroupDto[]> {
    await this.requireTryout(id);
    return sortByName(await groupsOfTryouts(this.deps.db, [id])).map(({ id: groupId, name }) => ({ id: groupId, name }));
  }

  /** POST /test/{id}/group: replaces the possible groups; protected groups cannot be chosen. */
  async setPossibleGroups(id: number, groupIds: number[], actorId: number): Promise<TryoutGroupDto[]> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockOpenTryout(trx, id);
      const usable = await usableGroupIds(trx, groupIds);
      const fields: Record<string, string> = {};
      groupIds.forEach((groupId, index) => {
        if (!usable.has(groupId)) fields[`groupIds.${index}`] = MSG.testGroups;
      });
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      await replaceTryoutGroups(trx, id, groupIds);
    });
    this.deps.log.info({ event: 'test_groups_set', testId: id, count: groupIds.length, actorId }, 'test possible groups set');
    return this.possibleGroups(id);
  }

  /** GET /test/groups: every group that may be a possible group, by section then name. */
  async usableGroups(): Promise<TryoutGroupOptionDto[]> {
    return inNaturalOrder(await usableGroups(this.deps.db)).map((g) => ({
      id: g.id,
      name: g.name,
      sectionId: g.section_id,
      sectionName: g.section_name,
    }));
  }

  /** GET /test/{id}/groups: the same groups by section, flagged when they are the test's. */
  async groupsBySection(id: number): Promise<TryoutSectionGroupsDto[]> {
    await this.requireTryout(id);
    const [groups, selected] = await Promise.all([usableGroups(this.deps.db).then(inNaturalOrder), possibleGroupIds(this.deps.db, id)]);
    const sections: TryoutSectionGroupsDto[] = [];
    for (const g of groups) {
      let section = sections.at(-1);
      if (section === undefined || section.id !== g.section_id) {
        section = { id: g.section_id, name: g.section_name, groups: [] };
        sections.push(section);
      }
      section.groups.push({ id: g.id, name: g.name, selected: selected.has(g.id) });
    }
    return sections;
  }

  // Assignments.

  /**
   * POST /test/student: one transaction holding the test row: the count of assigned members
   * and the insert cannot interleave with another assignment, so the last place goes to one
   * of two staff and the other gets 409 TEST_FULL. Assigning again is harmless (200). The
   * member is read before the row is taken, so staff assigning to one test wait for each
   * other only over the count and the insert.
   */
  async assign(input: AssignTryoutStudent, actorId: number): Promise<{ created: boolean; result: TryoutAssignmentDto }> {
    const { testId, studentId } = input;
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const member = await findMemberForAssignment(trx, studentId, testId);
      const tryout = await this.lockOpenTryout(trx, testId);
      if (member === undefined) throw badRequest({ studentId: MSG.testStudent });
      let assigned = await countAssigned(trx, testId);
      let created = false;
      if (member.assigned_here === null) {
        const year = Number(member.birth_date.slice(0, 4));
        if (year < tryout.min_birth_year || year > tryout.max_birth_year) throw badRequest({ studentId: MSG.testStudentBirthYear });
        if (member.other_test !== null)
          throw new AppError('CONFLICT', 'The student is already assigned to another test', { studentId: MSG.testStudent });
        if (assigned >= tryout.capacity) {
          // The member was read before the lock: a second click may have placed them meanwhile.
          if (!(await isAssigned(trx, testId, studentId))) throw new AppError('TEST_FULL', 'This test is full');
        } else {
          const now = this.nowIso();
          created = await insertAssignment(trx, testId, studentId, now);
          if (created) {
            if (member.left_at !== null) await clearLeftAt(trx, studentId, now);
            assigned += 1;
          }
        }
      }
      let mailQueued = false;
      if (input.sendMail) {
        const row = (await findTryoutRow(trx, testId))!;
        const participants = await participantsOf(trx, testId, [studentId]);
        mailQueued = (await this.convocations.queue(trx, row, participants)).queued > 0;
      }
      return { created, result: { testId, studentId, remaining: Math.max(0, tryout.capacity - assigned), mailQueued } };
    });
    if (outcome.created) {
      this.deps.log.info(
        { event: 'test_student_assigned', testId, studentId, mail: outcome.result.mailQueued, actorId },
        'student assigned to a test',
      );
    }
    return outcome;
  }

  /** DELETE /test/{id}/student/{studentId} */
  async unassign(testId: number, studentId: number, actorId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockOpenTryout(trx, testId);
      if (!(await deleteAssignment(trx, testId, studentId))) throw notFound('The student is not assigned to this test');
    });
    this.deps.log.info({ event: 'test_student_removed', testId, studentId, actorId }, 'student removed from a test');
  }

  /** GET /test/{id}/mail: the convocation to every participant's family (the send-mail button). */
  async mailParticipants(testId: number, actorId: number): Promise<TryoutMailDto> {
    const result = await this.deps.db.transaction().execute(async (trx) => {
      await this.lockOpenTryout(trx, testId);
      const row = (await findTryoutRow(trx, testId))!;
      return this.convocations.queue(trx, row, await participantsOf(trx, testId));
    });
    this.deps.log.info(
      { event: 'test_mail_queued', testId, queued: result.queued, unreachable: result.unreachable, actorId },
      'test convocations queued',
    );
    return result;
  }
}
