import { MSG } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildMember, systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { assign, createTryout, getTryout, outboxOf } from './test-data.js';
import { deliverMails } from '../../test/mail-delivery.js';

describe('try-out assignments and convocations (docs/product.md#tryout-tests: POST /test/student, GET /test/{id}/mail)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let noneGroup: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    noneGroup = (await systemIds(t.deps.db)).noneGroup;
  });
  afterAll(() => t.close());

  const waiting = (values: Parameters<typeof buildMember>[1] = {}) =>
    buildMember(t.deps.db, { birthDate: '2014-06-01', groupId: noneGroup, ...values });
  const assignedIds = async (testId: number) =>
    (await t.deps.db.selectFrom('test_members').select('member_id').where('test_id', '=', testId).orderBy('member_id').execute()).map(
      (r) => r.member_id,
    );

  describe('POST /test/student', () => {
    it('assigns a member (201) with the places left, and a second click changes nothing (200)', async () => {
      const testId = await createTryout(t, admin.headers, { capacity: 3 });
      const student = await waiting();
      const first = await assign(t, admin.headers, testId, student);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ testId, studentId: student, remaining: 2, mailQueued: false });
      const again = await assign(t, admin.headers, testId, student);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ testId, studentId: student, remaining: 2, mailQueued: false });
      expect(await assignedIds(testId)).toEqual([student]);
      expect(await getTryout(t, admin.headers, testId)).toMatchObject({ assigned: 1, remaining: 2 });
      expect(await outboxOf(t, 'TEST_CONVOCATION')).toEqual([]);
    });

    it('refuses the assignment with 409 TEST_FULL once every place is taken', async () => {
      const testId = await createTryout(t, admin.headers, { capacity: 2 });
      expect((await assign(t, admin.headers, testId, await waiting())).statusCode).toBe(201);
      expect((await assign(t, admin.headers, testId, await waiting())).json()).toMatchObject({ remaining: 0 });
      const late = await waiting();
      const full = await assign(t, admin.headers, testId, late, true);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ code: 'TEST_FULL' });
      expect(await assignedIds(testId)).not.toContain(late);
      expect(await outboxOf(t, 'TEST_CONVOCATION')).toEqual([]);
    });

    it('gives the last place to exactly one of two staff assigning at the same time', async () => {
      const other = await t.staff(['ADMIN']);
      for (let round = 0; round < 5; round += 1) {
        const testId = await createTryout(t, admin.headers, { capacity: 2 });
        await assign(t, admin.headers, testId, await waiting());
        const [a, b] = [await waiting(), await waiting()];
        const responses = await Promise.all([assign(t, admin.headers, testId, a, true), assign(t, other.headers, testId, b, true)]);
        const statuses = responses.map((r) => r.statusCode).sort();
        expect(statuses, `round ${round}`).toEqual([201, 409]);
        expect(responses.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'TEST_FULL' });
        const members = await assignedIds(testId);
        expect(members).toHaveLength(2);
        expect(members.filter((m) => m === a || m === b)).toHaveLength(1);
        expect(await getTryout(t, admin.headers, testId)).toMatchObject({ assigned: 2, remaining: 0 });
      }
    });

    it('places a member once when the same assignment is sent twice at the same time, even for the last place', async () => {
      for (let round = 0; round < 5; round += 1) {
        const testId = await createTryout(t, admin.headers, { capacity: round % 2 === 0 ? 1 : 3 });
        const student = await waiting();
        const responses = await Promise.all([assign(t, admin.headers, testId, student), assign(t, admin.headers, testId, student)]);
        expect(responses.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 201]);
        expect(await assignedIds(testId)).toEqual([student]);
      }
    });

    it('answers 404 for an unknown test and 409 for a completed one', async () => {
      const student = await waiting();
      expect((await assign(t, admin.headers, 987654, student)).json()).toMatchObject({ code: 'NOT_FOUND' });
      const testId = await createTryout(t, admin.headers);
      await t.deps.db.updateTable('tests').set({ completed: 1 }).where('id', '=', testId).execute();
      expect((await assign(t, admin.headers, testId, student)).statusCode).toBe(409);
      expect(await assignedIds(testId)).toEqual([]);
    });

    it.each([
      ['an unknown student', () => Promise.resolve(987654), { studentId: MSG.testStudent }],
      [
        'a student born outside the test’s years',
        () => buildMember(t.deps.db, { birthDate: '2010-06-01', groupId: noneGroup }),
        { studentId: MSG.testStudentBirthYear },
      ],
    ])('refuses %s with 400 and the field key', async (_label, make, fields) => {
      const testId = await createTryout(t, admin.headers);
      const response = await assign(t, admin.headers, testId, await make());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
      expect(await assignedIds(testId)).toEqual([]);
    });

    it.each([
      [{ studentId: 1, sendMail: false }, 'testId', MSG.invalid],
      [{ testId: 1, studentId: 'x' }, 'studentId', MSG.testStudent],
      [{ testId: 1, studentId: 1, sendMail: 'yes' }, 'sendMail', MSG.invalid],
    ])('refuses the malformed body %j', async (payload, field, message) => {
      const response = await t.call({ method: 'POST', url: '/api/test/student', headers: admin.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    });

    it('refuses a member already waiting for another test (409), allows one whose test is completed', async () => {
      const student = await waiting();
      const first = await createTryout(t, admin.headers);
      const second = await createTryout(t, admin.headers);
      expect((await assign(t, admin.headers, first, student)).statusCode).toBe(201);
      const refused = await assign(t, admin.headers, second, student);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', fields: { studentId: MSG.testStudent } });
      await t.deps.db.updateTable('tests').set({ completed: 1 }).where('id', '=', first).execute();
      expect((await assign(t, admin.headers, second, student)).statusCode).toBe(201);
    });

    it('makes a member who had not been admitted active again while they wait for the new test', async () => {
      const student = await waiting();
      await t.deps.db.updateTable('members').set({ left_at: '2026-10-01T10:00:00.000Z' }).where('id', '=', student).execute();
      const testId = await createTryout(t, admin.headers);
      expect((await assign(t, admin.headers, testId, student)).statusCode).toBe(201);
      expect(
        (await t.deps.db.selectFrom('members').select('left_at').where('id', '=', student).executeTakeFirstOrThrow()).left_at,
      ).toBeNull();
    });
  });

  describe('DELETE /test/:id/student/:studentId', () => {
    it('removes an assignment (204), freeing the place; 404 when not assigned; 409 once completed', async () => {
      const testId = await createTryout(t, admin.headers, { capacity: 1 });
      const student = await waiting();
      await assign(t, admin.headers, testId, student);
      const remove = () => t.call({ method: 'DELETE', url: `/api/test/${testId}/student/${student}`, headers: admin.headers });
      expect((await remove()).statusCode).toBe(204);
      expect(await getTryout(t, admin.headers, testId)).toMatchObject({ assigned: 0, remaining: 1 });
      expect((await remove()).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/test/987654/student/${student}`, headers: admin.headers })).statusCode).toBe(404);
      expect((await t.call({ method: 'DELETE', url: `/api/test/${testId}/student/abc`, headers: admin.headers })).statusCode).toBe(400);
      await assign(t, admin.headers, testId, student);
      await t.deps.db.updateTable('tests').set({ completed: 1 }).where('id', '=', testId).execute();
      expect((await remove()).statusCode).toBe(409);
      expect(await assignedIds(testId)).toEqual([student]);
    });
  });

  describe('convocation mails', () => {
    it('queues the convocation on assignment when asked, once per day however often staff click', async () => {
      const guardian = await buildGuardian(t.deps.db, {
        email: 'parents.dupont@example.org',
        secondaryEmail: 'papa.dupont@example.org',
        language: 'en',
      });
      const student = await waiting({ firstName: 'Hugo', lastName: 'Dupont', guardianId: guardian });
      const testId = await createTryout(t, admin.headers);
      const before = (await outboxOf(t, 'TEST_CONVOCATION')).length;
      const response = await assign(t, admin.headers, testId, student, true);
      expect(response.json()).toMatchObject({ mailQueued: true });
      const again = await assign(t, admin.headers, testId, student, true);
      expect(again.json()).toMatchObject({ mailQueued: false });
      const mails = (await outboxOf(t, 'TEST_CONVOCATION')).slice(before);
      expect(mails).toHaveLength(1);
      expect(JSON.parse(mails[0]!.to_addresses)).toEqual(['parents.dupont@example.org', 'papa.dupont@example.org']);
      expect(mails[0]!.language).toBe('en');
      expect(mails[0]!.subject).toMatch(/^Swimming try-out test – Hugo Dupont – \d\d\/12\/2026 at \d\d:\d\d$/);
    });

    it('mails every participant’s family once (siblings together), in their language; counts the unreachable', async () => {
      const testId = await createTryout(t, admin.headers, {
        scheduledDateTime: '2026-12-09T17:00:00.000Z',
        location: 'Piscine Rainier III',
      });
      const family = await buildGuardian(t.deps.db, { email: 'famille.rossi@example.org', language: 'fr' });
      const sister = await waiting({ firstName: 'Giulia', lastName: 'Rossi', guardianId: family });
      const brother = await waiting({ firstName: 'Marco', lastName: 'Rossi', guardianId: family });
      // Registered by staff: the guardian is not known yet, the contact is on the member.
      const newcomer = await waiting({ firstName: 'Emma', lastName: 'Smith', email: 'emma.smith.family@example.org', language: 'en' });
      const adult = await buildMember(t.deps.db, {
        firstName: 'Paul',
        lastName: 'Adulte',
        birthDate: '1990-02-02',
        groupId: noneGroup,
        email: 'paul@example.org',
      });
      const unreachable = await waiting({ firstName: 'Nobody', lastName: 'Reachable' });
      for (const id of [sister, brother, newcomer, unreachable]) expect((await assign(t, admin.headers, testId, id)).statusCode).toBe(201);
      await t.call({
        method: 'PATCH',
        url: `/api/test/${testId}`,
        headers: admin.headers,
        payload: {
          scheduledDateTime: '2026-12-09T17:00:00.000Z',
          capacity: 10,
          minBirthYear: 1980,
          maxBirthYear: 2016,
          typeId: 9,
          location: 'Piscine Rainier III',
          version: 1,
        },
      });
      expect((await assign(t, admin.headers, testId, adult)).statusCode).toBe(201);

      const before = (await outboxOf(t, 'TEST_CONVOCATION')).length;
      const response = await t.call({ method: 'GET', url: `/api/test/${testId}/mail`, headers: admin.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ queued: 3, unreachable: 1 });
      const mails = (await outboxOf(t, 'TEST_CONVOCATION')).slice(before);
      const to = (address: string) => mails.find((m) => JSON.parse(m.to_addresses).includes(address))!;
      expect(to('famille.rossi@example.org').subject).toBe(
        'Convocation au test de natation – Giulia Rossi et Marco Rossi – 09/12/2026 à 18:00',
      );
      expect(to('famille.rossi@example.org').text_body).toContain('Giulia Rossi et Marco Rossi sont convoqués');
      expect(to('emma.smith.family@example.org')).toMatchObject({
        language: 'en',
        subject: 'Swimming try-out test – Emma Smith – 09/12/2026 at 18:00',
      });
      expect(to('paul@example.org').language).toBe('fr');

      // The button pressed twice the same day: nothing more.
      expect((await t.call({ method: 'GET', url: `/api/test/${testId}/mail`, headers: admin.headers })).json()).toEqual({
        queued: 0,
        unreachable: 1,
      });
      // The next day, or after an edit of the test, the families can be reminded.
      t.clock.advance(24 * 3600_000);
      try {
        const { headers } = await t.staff(['ADMIN']);
        expect((await t.call({ method: 'GET', url: `/api/test/${testId}/mail`, headers })).json()).toEqual({ queued: 3, unreachable: 1 });
      } finally {
        t.clock.set('2026-11-21T10:00:00.000Z');
      }
    });

    it('answers 404 for an unknown test and 409 for a completed one, queueing nothing', async () => {
      const before = (await outboxOf(t, 'TEST_CONVOCATION')).length;
      expect((await t.call({ method: 'GET', url: '/api/test/987654/mail', headers: admin.headers })).statusCode).toBe(404);
      const testId = await createTryout(t, admin.headers);
      await assign(t, admin.headers, testId, await waiting({ email: 'x@example.org' }));
      await t.deps.db.updateTable('tests').set({ completed: 1 }).where('id', '=', testId).execute();
      expect((await t.call({ method: 'GET', url: `/api/test/${testId}/mail`, headers: admin.headers })).statusCode).toBe(409);
      expect((await outboxOf(t, 'TEST_CONVOCATION')).length).toBe(before);
    });

    it('delivers the convocation to a real SMTP server with date, time and place, in the family’s language first', async () => {
      const smtp = await startSmtpServer();
      try {
        await deliverMails(t, smtp.url); // what earlier tests queued
        smtp.mails.length = 0;
        const testId = await createTryout(t, admin.headers, { scheduledDateTime: '2027-01-16T09:30:00.000Z', location: 'Stade Louis II' });
        const guardian = await buildGuardian(t.deps.db, { email: 'famille.bianchi@example.org', language: 'fr' });
        await assign(t, admin.headers, testId, await waiting({ firstName: 'Lucia', lastName: 'Bianchi', guardianId: guardian }), true);
        const english = await buildGuardian(t.deps.db, { email: 'the.browns@example.org', language: 'en' });
        await assign(t, admin.headers, testId, await waiting({ firstName: 'Oliver', lastName: 'Brown', guardianId: english }), true);
        expect(await deliverMails(t, smtp.url)).toBe(2);

        const french = smtp.mails.find((m) => m.envelopeTo.includes('famille.bianchi@example.org'))!;
        expect(french.parsed.subject).toBe('Convocation au test de natation – Lucia Bianchi – 16/01/2027 à 10:30');
        const text = french.parsed.text ?? '';
        expect(text).toContain('Date : 16/01/2027');
        expect(text).toContain('Heure : 10:30');
        expect(text).toContain('Lieu : Stade Louis II');
        expect(text.indexOf('Bonjour')).toBeLessThan(text.indexOf('Hello'));
        expect(text).toContain('Time: 10:30');

        const brown = smtp.mails.find((m) => m.envelopeTo.includes('the.browns@example.org'))!;
        expect(brown.parsed.subject).toBe('Swimming try-out test – Oliver Brown – 16/01/2027 at 10:30');
        const englishText = brown.parsed.text ?? '';
        expect(englishText.indexOf('Hello')).toBeLessThan(englishText.indexOf('Bonjour'));
        expect(englishText).toContain('Date: 16/01/2027');
        expect(englishText).toContain('Location: Stade Louis II');
      } finally {
        await smtp.close();
      }
    });
  });
});
