import { MSG, type GuardianChoiceResultDto, type GuardianDto, type GuardianPageDto, type SubscriptionPageDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { validForm } from '../subscriptions/test-data.js';
import { buildGuardian, buildLinkedSubscription } from '../../test/factories/index.js';

describe('guardians: picker data, creation, choosing a member’s guardian', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await buildGuardian(t.deps.db, { firstName: 'Élodie', lastName: 'Bernard', email: 'elodie.b@example.org', phoneNumber: '0601020304' });
    await buildGuardian(t.deps.db, { firstName: 'Marc', lastName: 'Bernardin', email: 'marc@example.org', phoneNumber: '0699999999' });
    await buildGuardian(t.deps.db, { firstName: 'Zoé', lastName: 'Adam', email: 'ZOE@Example.org', phoneNumber: '+37793000000' });
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await t.call({ method: 'GET', url: `/api/guardian/?${query}`, headers: admin.headers })).json<GuardianPageDto>();

  it('lists guardians sorted by last name, filtered by case-insensitive substrings, paged', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.lastName)).toEqual(['Adam', 'Bernard', 'Bernardin']);
    expect(all.rows[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Zoé',
      lastName: 'Adam',
      email: 'ZOE@Example.org',
      phoneNumber: '+37793000000',
      secondaryEmail: null,
      secondaryPhoneNumber: null,
    });
    expect((await list('lastName=BERNARD')).rows.map((r) => r.firstName)).toEqual(['Élodie', 'Marc']);
    expect((await list('firstName=élo')).total).toBe(1);
    expect((await list('email=zoe@example')).total).toBe(1);
    expect((await list(`phone=${encodeURIComponent('06 01 02')}`)).rows.map((r) => r.lastName)).toEqual(['Bernard']);
    expect((await list('lastName=Bernard&email=marc')).rows.map((r) => r.lastName)).toEqual(['Bernardin']);
    const page = await list('pageSize=1&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(page.rows.map((r) => r.lastName)).toEqual(['Bernard']);
    expect((await t.call({ method: 'GET', url: '/api/guardian/?pageSize=500', headers: admin.headers })).statusCode).toBe(400);
    // A NUL byte never reaches PostgreSQL.
    expect((await t.call({ method: 'GET', url: '/api/guardian/?firstName=a%00b', headers: admin.headers })).statusCode).toBe(400);
  });

  it('creates a guardian: e-mail required, the rest format-checked when filled', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/guardian/',
      headers: admin.headers,
      payload: {
        firstName: 'Jean',
        lastName: "D'Arc",
        email: 'jean@example.org',
        phoneNumber: '06 12 34 56 78',
        secondaryEmail: '',
        secondaryPhoneNumber: '',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<GuardianDto>()).toMatchObject({
      firstName: 'Jean',
      lastName: "D'Arc",
      phoneNumber: '0612345678',
      secondaryEmail: null,
    });
    const nul = await t.call({ method: 'POST', url: '/api/guardian/', headers: admin.headers, payload: { email: 'a\u0000b@example.org' } });
    expect(nul.json()).toMatchObject({ fields: { email: MSG.email } });
    const minimal = await t.call({ method: 'POST', url: '/api/guardian/', headers: admin.headers, payload: { email: 'only@example.org' } });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json<GuardianDto>()).toMatchObject({ firstName: '', lastName: '', phoneNumber: '' });
    const refused = await t.call({
      method: 'POST',
      url: '/api/guardian/',
      headers: admin.headers,
      payload: { firstName: 'J3@n', lastName: '<b>', email: '', phoneNumber: '12', secondaryEmail: 'x@', secondaryPhoneNumber: 'abc' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'BAD_REQUEST',
      fields: {
        firstName: MSG.firstName,
        lastName: MSG.lastName,
        email: MSG.email,
        phoneNumber: MSG.phone,
        secondaryEmail: MSG.secondEmail,
        secondaryPhoneNumber: MSG.secondPhone,
      },
    });
  });

  it('links the chosen guardian to the member and clears the problem', async () => {
    const taken = await buildGuardian(t.deps.db, { firstName: 'Anne', lastName: 'Durand', email: 'anne.durand@example.org' });
    const s = await buildLinkedSubscription(t.deps.db);
    await t.call({
      method: 'POST',
      url: '/api/subscription/',
      payload: validForm(s, { guardianFname: 'Autre', guardianLname: 'Nom', guardianEmail: 'anne.durand@example.org' }),
    });
    const problems = async () =>
      (await t.call({ method: 'GET', url: '/api/subscription/?problem=true', headers: admin.headers }))
        .json<SubscriptionPageDto>()
        .rows.map((r) => r.studentId);
    expect(await problems()).toContain(s.memberId);

    const chosen = await t.call({
      method: 'POST',
      url: `/api/student/${s.memberId}/guardian`,
      headers: admin.headers,
      payload: { guardianId: taken },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<GuardianChoiceResultDto>()).toEqual({ studentId: s.memberId, guardianId: taken });
    expect(await problems()).not.toContain(s.memberId);
    const detail = await t.call({ method: 'GET', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers });
    expect(detail.json()).toMatchObject({
      guardianId: taken,
      guardianFirstName: 'Anne',
      problem: false,
      submittedContact: { firstName: 'Autre' },
    });

    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/student/${s.memberId}/guardian`,
          headers: admin.headers,
          payload: { guardianId: 999999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/student/999999/guardian', headers: admin.headers, payload: { guardianId: taken } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `/api/student/${s.memberId}/guardian`, headers: admin.headers, payload: { guardianId: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the contact the family typed: the member’s own guardian updated when it is the same person, else a new one', async () => {
    const choose = (memberId: number, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/api/student/${memberId}/guardian`, headers: admin.headers, payload });
    const guardian = (id: number) => t.deps.db.selectFrom('guardians').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const memberRow = (id: number) => t.deps.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const taken = await buildGuardian(t.deps.db, {
      firstName: 'Inès',
      lastName: 'Morel',
      email: 'ines.morel@example.org',
      phoneNumber: '0670707070',
    });
    const takenBefore = await guardian(taken);
    const accepted = { rulesAccepted: true, codeOfConductAccepted: true, guardianCodeOfConductAccepted: true };

    // The member's own guardian, same person; the second contact typed was another family's e-mail.
    const own = await buildGuardian(t.deps.db, { firstName: 'Hugo', lastName: 'Petit', email: 'hugo.old@example.org' });
    const s = await buildLinkedSubscription(t.deps.db, { isNew: false, guardianId: own });
    const typed = {
      ...accepted,
      guardianFname: 'Hugo',
      guardianLname: 'Petit',
      guardianEmail: 'hugo.petit@example.org',
      secondGuardianEmail: 'ines.morel@example.org',
    };
    await t.call({ method: 'POST', url: '/api/subscription/', payload: validForm(s, typed) });
    expect((await memberRow(s.memberId)).second_guardian_email).toBeNull();
    const kept = await choose(s.memberId, { keepTypedContactOf: s.subscriptionId });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<GuardianChoiceResultDto>()).toEqual({ studentId: s.memberId, guardianId: own });
    expect(await guardian(own)).toMatchObject({ first_name: 'Hugo', email: 'hugo.petit@example.org' });
    // Staff chose to keep it: the second contact is the member's now; the other family's guardian is untouched.
    expect(await memberRow(s.memberId)).toMatchObject({ guardian_id: own, second_guardian_email: 'ines.morel@example.org' });
    expect(await guardian(taken)).toEqual(takenBefore);
    const detail = await t.call({ method: 'GET', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers });
    expect(detail.json()).toMatchObject({
      problem: false,
      submittedContact: { email: 'hugo.petit@example.org', secondaryEmail: 'ines.morel@example.org' },
    });

    // Not sent yet: nothing typed to keep. Another member's subscription, an unknown one: not found.
    const waiting = await buildLinkedSubscription(t.deps.db);
    expect((await choose(waiting.memberId, { keepTypedContactOf: waiting.subscriptionId })).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'NO_TYPED_CONTACT',
    });
    expect((await choose(waiting.memberId, { keepTypedContactOf: s.subscriptionId })).statusCode).toBe(404);
    expect((await choose(waiting.memberId, { keepTypedContactOf: 999999 })).statusCode).toBe(404);
    // One answer at a time.
    expect((await choose(s.memberId, { guardianId: own, keepTypedContactOf: s.subscriptionId })).statusCode).toBe(400);
    expect((await choose(s.memberId, {})).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const role of ['COACH', 'SECTION_MANAGER'] as const) {
      const member = await t.staff([role]);
      expect((await t.call({ method: 'GET', url: '/api/guardian/', headers: member.headers })).statusCode).toBe(403);
      expect(
        (await t.call({ method: 'POST', url: '/api/guardian/', headers: member.headers, payload: { email: 'a@b.fr' } })).statusCode,
      ).toBe(403);
    }
  });
});
