import {
  MSG,
  compareNames,
  sortByName,
  testDateChangeError,
  testDateParts,
  type GroupSummaryDto,
  type TestAssignmentDto,
  type RequestedTestFields,
  type TestCardDto,
  type TestGroupOptionDto,
  type TestMailDto,
  type TestSectionGroupsDto,
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
import { Convocations } from './convocations.js';
import {
  clearLeftAt,
  countAssigned,
  deleteAssignment,
  deleteTest,
  findMemberForAssignment,
  findTestRow,
  groupsOfTests,
  insertAssignment,
  isAssigned,
  insertTest,
  listTests,
  lockTest,
  participantsOf,
  possibleGroupIds,
  replaceTestGroups,
  testTimeTaken,
  updateTest,
  usableGroupIds,
  usableGroups,
  type LockedTest,
  type TestRow,
} from './repository.js';

export interface TestsDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  club: ClubIdentity;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

const testNotFound = () => notFound('Test not found');

/** The club's default place (docs/product.md, "The club's settings"); undefined while it has none. */
const defaultPlaceName = async (trx: Transaction<DB>): Promise<string | undefined> =>
  (await listPlaces(trx)).find((place) => place.is_default === 1)?.name;
const testCompleted = () => conflict('TEST_COMPLETED');

export const toCard = (row: TestRow, groups: GroupSummaryDto[], lang: Language): TestCardDto => {
  const { date, time } = testDateParts(row.scheduled_at);
  const assigned = Number(row.assigned ?? 0);
  const typeLabel = lang === 'en' ? row.type_label_en : row.type_label_fr;
  return {
    id: row.id,
    scheduledDateTime: row.scheduled_at,
    scheduledDate: date,
    scheduledTime: time,
    capacity: row.capacity,
    assigned,
    remaining: Math.max(0, row.capacity - assigned),
    minBirthYear: row.min_birth_year,
    maxBirthYear: row.max_birth_year,
    typeId: row.type_id,
    typeLabel,
    type: { id: row.type_id, label: typeLabel },
    location: row.location,
    completed: row.completed === 1,
    groups,
    version: row.version,
  };
};

/**
 * Try-out tests (SPEC §2 Tests, §4 Test flow, §5 Test, §7 "Tests"): the admin's. Every change
 * of a test's assignments runs in one transaction holding the test row, so the capacity holds
 * when two staff assign the last place at once.
 */
export class TestsService {
  private readonly convocations: Convocations;

  constructor(private readonly deps: TestsDeps) {
    this.convocations = new Convocations(deps);
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private async cards(rows: TestRow[], lang: Language): Promise<TestCardDto[]> {
    const groups = sortByName(
      await groupsOfTests(
        this.deps.db,
        rows.map((r) => r.id),
      ),
    );
    const byTest = new Map<number, GroupSummaryDto[]>();
    for (const g of groups) byTest.set(g.test_id, [...(byTest.get(g.test_id) ?? []), { id: g.id, name: g.name }]);
    return rows.map((row) => toCard(row, byTest.get(row.id) ?? [], lang));
  }

  /** GET /test/: every test by date; `available`: only those with places left, not completed, in the future. */
  async list(available: boolean, lang: Language): Promise<TestCardDto[]> {
    const rows = await listTests(this.deps.db, available ? { availableAfter: this.nowIso() } : {});
    return this.cards(rows, lang);
  }

  /** GET /test/birthYear: the tests a child born that year may be assigned to (student creation, step 2). */
  async forBirthYear(birthYear: number, lang: Language): Promise<TestCardDto[]> {
    const rows = await listTests(this.deps.db, { availableAfter: this.nowIso(), birthYear });
    return this.cards(rows, lang);
  }

  async get(id: number, lang: Language): Promise<TestCardDto> {
    const row = await findTestRow(this.deps.db, id);
    if (row === undefined) throw testNotFound();
    const [card] = await this.cards([row], lang);
    return card!;
  }

  /**
   * POST /test/: refused when another test is set for the same moment and place (SPEC §8).
   * Without a location, the test takes the club's default place; a club without places must
   * name one (docs/product.md, "The club's settings").
   */
  async create(input: RequestedTestFields, actorId: number): Promise<{ id: number }> {
    if (!(await typeExists(this.deps.db, input.typeId))) throw badRequest({ selectedTypeId: MSG.type });
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const location = input.location ?? (await defaultPlaceName(trx));
      if (location === undefined) throw badRequest({ location: MSG.testLocation }, 'No location given and the club has no default place');
      if (await testTimeTaken(trx, input.scheduledDateTime, location)) throw badRequest({ scheduledDateTime: MSG.testTimeTaken });
      return insertTest(trx, { ...input, location }, this.nowIso());
    });
    this.deps.log.info({ event: 'test_created', testId: id, actorId }, 'test created');
    return { id };
  }

  /**
   * PATCH /test/{id}: every field; the capacity may not go below the members already
   * assigned, the date must be in the future when it changes; a completed test is closed.
   * Without a location, the test keeps its own.
   */
  async update(id: number, input: RequestedTestFields & { version: number }, actorId: number, lang: Language): Promise<TestCardDto> {
    await this.deps.db.transaction().execute(async (trx) => {
      const test = await this.lockOpenTest(trx, id);
      // Two staff saving the same test: the second, still on the old version, changes nothing.
      if (input.version !== test.version) throw conflict('The test was changed by someone else: reload it');
      const location = input.location ?? test.location;
      const fields: Record<string, string> = {};
      const dateError = testDateChangeError(input.scheduledDateTime, test.scheduled_at, this.deps.clock.now());
      if (dateError !== null) fields.scheduledDateTime = dateError;
      else if (await testTimeTaken(trx, input.scheduledDateTime, location, id)) fields.scheduledDateTime = MSG.testTimeTaken;
      if (!(await typeExists(trx, input.typeId))) fields.typeId = MSG.type;
      if (input.capacity < (await countAssigned(trx, id))) fields.capacity = MSG.testCapacityBelowAssigned;
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      await updateTest(trx, id, { ...input, location });
    });
    this.deps.log.info({ event: 'test_updated', testId: id, actorId }, 'test updated');
    return this.get(id, lang);
  }

  /** DELETE /test/{id}: with its possible groups and assignments. */
  async remove(id: number, actorId: number): Promise<void> {
    const deleted = await this.deps.db.transaction().execute(async (trx) => {
      const done = await deleteTest(trx, id);
      if (done) await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'TEST_DELETED', targetType: 'TEST', targetId: id });
      return done;
    });
    if (!deleted) throw testNotFound();
    this.deps.log.info({ event: 'test_deleted', testId: id, actorId }, 'test deleted');
  }

  private async lockOpenTest(trx: Transaction<DB>, id: number): Promise<LockedTest> {
    const test = await lockTest(trx, id, this.deps.dialect);
    if (test === undefined) throw testNotFound();
    if (test.completed === 1) throw testCompleted();
    return test;
  }

  private async requireTest(id: number): Promise<void> {
    if ((await findTestRow(this.deps.db, id)) === undefined) throw testNotFound();
  }

  // Possible groups.

  /** GET /test/{id}/group */
  async possibleGroups(id: number): Promise<GroupSummaryDto[]> {
    await this.requireTest(id);
    return sortByName(await groupsOfTests(this.deps.db, [id])).map(({ id: groupId, name }) => ({ id: groupId, name }));
  }

  /** POST /test/{id}/group: replaces the possible groups; protected groups cannot be chosen. */
  async setPossibleGroups(id: number, groupIds: number[], actorId: number): Promise<GroupSummaryDto[]> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockOpenTest(trx, id);
      const usable = await usableGroupIds(trx, groupIds);
      const fields: Record<string, string> = {};
      groupIds.forEach((groupId, index) => {
        if (!usable.has(groupId)) fields[`groupIds.${index}`] = MSG.testGroups;
      });
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      await replaceTestGroups(trx, id, groupIds);
    });
    this.deps.log.info({ event: 'test_groups_set', testId: id, count: groupIds.length, actorId }, 'test possible groups set');
    return this.possibleGroups(id);
  }

  /** GET /test/groups: every group that may be a possible group, by section then name. */
  async usableGroups(): Promise<TestGroupOptionDto[]> {
    return inNaturalOrder(await usableGroups(this.deps.db)).map((g) => ({ id: g.id, name: g.name, sectionId: g.section_id, sectionName: g.section_name }));
  }

  /** GET /test/{id}/groups: the same groups by section, flagged when they are the test's. */
  async groupsBySection(id: number): Promise<TestSectionGroupsDto[]> {
    await this.requireTest(id);
    const [groups, selected] = await Promise.all([usableGroups(this.deps.db).then(inNaturalOrder), possibleGroupIds(this.deps.db, id)]);
    const sections: TestSectionGroupsDto[] = [];
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
  async assign(
    input: { testId: number; studentId: number; sendMail: boolean },
    actorId: number,
  ): Promise<{ created: boolean; result: TestAssignmentDto }> {
    const { testId, studentId } = input;
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const member = await findMemberForAssignment(trx, studentId, testId);
      const test = await this.lockOpenTest(trx, testId);
      if (member === undefined) throw badRequest({ studentId: MSG.testStudent });
      let assigned = await countAssigned(trx, testId);
      let created = false;
      if (member.assigned_here === null) {
        const year = Number(member.birth_date.slice(0, 4));
        if (year < test.min_birth_year || year > test.max_birth_year) throw badRequest({ studentId: MSG.testStudentBirthYear });
        if (member.other_test !== null) throw new AppError('CONFLICT', 'The student is already assigned to another test', { studentId: MSG.testStudent });
        if (assigned >= test.capacity) {
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
        const row = (await findTestRow(trx, testId))!;
        const participants = await participantsOf(trx, testId, [studentId]);
        mailQueued = (await this.convocations.queue(trx, row, participants)).queued > 0;
      }
      return { created, result: { testId, studentId, remaining: Math.max(0, test.capacity - assigned), mailQueued } };
    });
    if (outcome.created) {
      this.deps.log.info({ event: 'test_student_assigned', testId, studentId, mail: outcome.result.mailQueued, actorId }, 'student assigned to a test');
    }
    return outcome;
  }

  /** DELETE /test/{id}/student/{studentId} */
  async unassign(testId: number, studentId: number, actorId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockOpenTest(trx, testId);
      if (!(await deleteAssignment(trx, testId, studentId))) throw notFound('The student is not assigned to this test');
    });
    this.deps.log.info({ event: 'test_student_removed', testId, studentId, actorId }, 'student removed from a test');
  }

  /** GET /test/{id}/mail: the convocation to every participant's family (the send-mail button). */
  async mailParticipants(testId: number, actorId: number): Promise<TestMailDto> {
    const result = await this.deps.db.transaction().execute(async (trx) => {
      await this.lockOpenTest(trx, testId);
      const row = (await findTestRow(trx, testId))!;
      return this.convocations.queue(trx, row, await participantsOf(trx, testId));
    });
    this.deps.log.info({ event: 'test_mail_queued', testId, queued: result.queued, unreachable: result.unreachable, actorId }, 'test convocations queued');
    return result;
  }
}

/**
 * The usable groups keep their sections in the query's order (named sections first) and are put
 * in natural order inside each one, like the group screens (« U9 » before « U19 »).
 */
const inNaturalOrder = <T extends { section_id: number; name: string }>(groups: readonly T[]): T[] => {
  const sectionRank = new Map<number, number>();
  for (const group of groups) if (!sectionRank.has(group.section_id)) sectionRank.set(group.section_id, sectionRank.size);
  return [...groups].sort((a, b) => sectionRank.get(a.section_id)! - sectionRank.get(b.section_id)! || compareNames(a.name, b.name));
};
