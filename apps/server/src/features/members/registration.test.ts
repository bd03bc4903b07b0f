import { MSG, type StudentCreateResultDto, type TryoutCardDto, type TryoutParticipantDto, type TryoutStudentDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { assign, createTryout } from '../tryouts/test-data.js';

/** The answer for a new member: its id is known. */
type Created = Extract<StudentCreateResultDto, { outcome: 'CREATED' }>;

describe('new members and the test screens’ member lists (docs/product.md#screen-student-create, #validation, #api)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let manager: StaffMember;
  let ids: Awaited<ReturnType<typeof systemIds>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    manager = await t.staff(['SECTION_MANAGER']);
    ids = await systemIds(t.deps.db);
  });
  afterAll(() => t.close());

  const student = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Inès',
    lastName: 'Moreau',
    gender: 'F',
    birthDate: '2015-09-14',
    email: 'famille.moreau@example.org',
    phoneNumber: '06 12 34 56 78',
    ...overrides,
  });
  const create = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'POST', url: '/api/student/', headers, payload });
  const countMembers = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /student/', () => {
    it('creates the member in the group "Aucun" with the contact on the member, no guardian and no subscription yet', async () => {
      const response = await create(student({ language: 'en' }));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<Created>();
      const row = await t.deps.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: 'Inès',
        last_name: 'Moreau',
        gender: 'F',
        birth_date: '2015-09-14',
        email: 'famille.moreau@example.org',
        phone_number: '0612345678',
        group_id: ids.noneGroup,
        guardian_id: null,
        language: 'en',
        left_at: null,
      });
      expect(await t.deps.db.selectFrom('subscriptions').select('id').where('member_id', '=', id).execute()).toEqual([]);
    });

    it('gives the same id back for a double submit (200), asks about the same names typed in another case, a new one for another child', async () => {
      const first = await create(student({ firstName: 'Jade', lastName: 'Lambert' }));
      expect(first.statusCode).toBe(201);
      const firstId = first.json<Created>().id;
      const again = await create(student({ firstName: 'Jade', lastName: 'Lambert' }));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        outcome: 'EXISTING',
        id: firstId,
        candidates: [{ id: firstId, match: 'EXACT', differences: [] }],
      });
      // Case is a near match: shown to staff (duplicates.test.ts), never merged on its own.
      const shouted = await create(student({ firstName: 'JADE', lastName: 'lambert', email: 'Famille.Moreau@example.org' }));
      expect(shouted.json()).toMatchObject({ outcome: 'POSSIBLE_DUPLICATE', id: null, candidates: [{ id: firstId, match: 'SIMILAR' }] });
      const twin = await create(student({ firstName: 'Lou', lastName: 'Lambert' }));
      expect(twin.statusCode).toBe(201);
      expect(twin.json<Created>().id).not.toBe(firstId);
    });

    it.each([
      ['firstName', '', MSG.firstName],
      ['firstName', 'Inès<script>', MSG.firstName],
      ['lastName', undefined, MSG.lastName],
      ['gender', 'X', MSG.gender],
      ['birthDate', '1940-06-01', MSG.birthDate],
      ['birthDate', '2022-01-01', MSG.birthDate],
      ['birthDate', '14/09/2015', MSG.birthDate],
      ['email', 'famille.moreau@example', MSG.email],
      ['email', '', MSG.email],
      ['phoneNumber', '0612', MSG.phone],
      ['phoneNumber', undefined, MSG.phone],
      ['language', 'it', MSG.invalid],
    ])('refuses %s = %j with 400 and %s, creating nothing', async (field, value, message) => {
      const before = await countMembers();
      const response = await create(student({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { [field]: message } });
      expect(await countMembers()).toBe(before);
    });

    it('is the admins’: coaches and section managers get 403, anonymous callers 401', async () => {
      const before = await countMembers();
      expect((await create(student({ firstName: 'Refusé' }), coach.headers)).statusCode).toBe(403);
      expect((await create(student({ firstName: 'Refusé' }), manager.headers)).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: '/api/student/', payload: student({ firstName: 'Refusé' }) })).statusCode).toBe(401);
      expect(await countMembers()).toBe(before);
    });

    it('leads to step 2: the tests that fit the birth year, then the assignment', async () => {
      const fits = await createTryout(t, admin.headers, { minBirthYear: 2012, maxBirthYear: 2013 });
      const other = await createTryout(t, admin.headers, { minBirthYear: 2016, maxBirthYear: 2017 });
      const { id } = (await create(student({ firstName: 'Nina', birthDate: '2012-03-03' }))).json<Created>();
      const tests = (await t.call({ method: 'GET', url: '/api/test/birthYear?birthYear=2012', headers: admin.headers })).json<
        TryoutCardDto[]
      >();
      expect(tests.map((c) => c.id)).toContain(fits);
      expect(tests.map((c) => c.id)).not.toContain(other);
      expect((await assign(t, admin.headers, fits, id, true)).statusCode).toBe(201);
      // The convocation goes to the contact kept on the member.
      const mail = await t.deps.db
        .selectFrom('mail_outbox')
        .select(['to_addresses', 'kind'])
        .where('kind', '=', 'TEST_CONVOCATION')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(mail.to_addresses)).toEqual(['famille.moreau@example.org']);
    });
  });

  describe('GET /student/unassigned?id= and GET /student/test/:id', () => {
    it('lists who may still take the test, and who is assigned, with the family’s contact', async () => {
      const testId = await createTryout(t, admin.headers, { minBirthYear: 2008, maxBirthYear: 2009 });
      const elsewhere = await createTryout(t, admin.headers, { minBirthYear: 2008, maxBirthYear: 2009 });
      const realGroup = await buildGroup(t.deps.db);
      const guardian = await buildGuardian(t.deps.db, { email: 'tuteur.blanc@example.org', phoneNumber: '0698765432' });
      const candidate = await buildMember(t.deps.db, {
        firstName: 'Zoé',
        lastName: 'Blanc',
        birthDate: '2009-12-31',
        groupId: ids.noneGroup,
        guardianId: guardian,
        email: 'zoe@example.org',
      });
      const noGroup = await buildMember(t.deps.db, {
        firstName: 'Anaïs',
        lastName: 'Blanc',
        birthDate: '2008-01-01',
        groupId: null,
        email: 'anais@example.org',
      });
      const notAdmittedBefore = await buildMember(t.deps.db, { lastName: 'Retente', birthDate: '2008-05-05', groupId: ids.noneGroup });
      await t.deps.db.updateTable('members').set({ left_at: '2026-09-01T00:00:00.000Z' }).where('id', '=', notAdmittedBefore).execute();
      const assigned = await buildMember(t.deps.db, {
        firstName: 'Tom',
        lastName: 'Assigné',
        birthDate: '2008-06-06',
        groupId: ids.noneGroup,
        email: 'tom@example.org',
      });
      const waitingElsewhere = await buildMember(t.deps.db, { birthDate: '2008-07-07', groupId: ids.noneGroup });
      const tooYoung = await buildMember(t.deps.db, { birthDate: '2010-01-01', groupId: ids.noneGroup });
      const inGroup = await buildMember(t.deps.db, { birthDate: '2008-08-08', groupId: realGroup });
      const removed = await buildMember(t.deps.db, { birthDate: '2008-09-09', groupId: ids.removedGroup });
      await assign(t, admin.headers, testId, assigned);
      await assign(t, admin.headers, elsewhere, waitingElsewhere);

      const response = await t.call({ method: 'GET', url: `/api/student/unassigned?id=${testId}`, headers: admin.headers });
      expect(response.statusCode).toBe(200);
      const list = response.json<TryoutStudentDto[]>();
      const found = list.map((s) => s.id);
      expect(found).toEqual(expect.arrayContaining([candidate, noGroup, notAdmittedBefore]));
      for (const id of [assigned, waitingElsewhere, tooYoung, inGroup, removed]) expect(found).not.toContain(id);
      // A minor's contact is the guardian's; an adult (Anaïs is 18) uses their own.
      expect(list.find((s) => s.id === candidate)).toEqual({
        id: candidate,
        firstName: 'Zoé',
        lastName: 'Blanc',
        birthDate: '2009-12-31',
        email: 'tuteur.blanc@example.org',
        phoneNumber: '0698765432',
      });
      expect(list.find((s) => s.id === noGroup)).toMatchObject({ email: 'anais@example.org' });
      const names = list.map((s) => s.lastName);
      expect(names).toEqual([...names].sort());

      const participants = await t.call({ method: 'GET', url: `/api/student/test/${testId}`, headers: admin.headers });
      expect(participants.statusCode).toBe(200);
      expect(participants.json<TryoutParticipantDto[]>()).toEqual([
        {
          id: assigned,
          firstName: 'Tom',
          lastName: 'Assigné',
          birthDate: '2008-06-06',
          email: 'tom@example.org',
          phoneNumber: null,
          assignedAt: t.clock.now().toISOString(),
          resultGroupId: null,
          failed: false,
        },
      ]);
    });

    it('answers 404 for an unknown test and 400 without a valid id', async () => {
      expect((await t.call({ method: 'GET', url: '/api/student/unassigned?id=987654', headers: admin.headers })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: '/api/student/unassigned', headers: admin.headers })).statusCode).toBe(400);
      expect((await t.call({ method: 'GET', url: '/api/student/unassigned?id=abc', headers: admin.headers })).statusCode).toBe(400);
      expect((await t.call({ method: 'GET', url: '/api/student/test/987654', headers: admin.headers })).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: '/api/student/test/0', headers: admin.headers })).statusCode).toBe(400);
    });

    it('is the admins’: coaches and section managers get 403, anonymous callers 401', async () => {
      const testId = await createTryout(t, admin.headers);
      for (const url of [`/api/student/unassigned?id=${testId}`, `/api/student/test/${testId}`]) {
        expect((await t.call({ method: 'GET', url, headers: coach.headers })).statusCode).toBe(403);
        expect((await t.call({ method: 'GET', url, headers: manager.headers })).statusCode).toBe(403);
        expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  });
});
