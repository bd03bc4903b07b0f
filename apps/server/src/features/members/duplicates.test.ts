import type { DuplicateCandidateDto, MemberContactResultDto, StudentCreateResultDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubscription, systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { assign, createTryout, TRYOUT_DATE } from '../tryouts/test-data.js';

/** The answer for a new member: its id is known. */
type Created = Extract<StudentCreateResultDto, { outcome: 'CREATED' }>;

describe('a member typed again is never merged silently (POST /student/, PATCH /student/{id}/contact)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let ids: Awaited<ReturnType<typeof systemIds>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    ids = await systemIds(t.deps.db);
  });
  afterAll(() => t.close());

  let day = 0;
  /** Each test its own birth date, so the people of one test never match another's. */
  const newBirthDate = () => {
    day += 1;
    return `2013-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
  };
  const student = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Inès',
    lastName: 'Moreau',
    gender: 'F',
    birthDate: '2015-09-14',
    email: 'famille.moreau@example.org',
    phoneNumber: '06 12 34 56 78',
    ...overrides,
  });
  const create = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/student/', headers: admin.headers, payload });
  const bornOn = (birthDate: string) =>
    t.deps.db
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'email', 'phone_number'])
      .where('birth_date', '=', birthDate)
      .orderBy('id')
      .execute();

  it('answers an exact duplicate with the member on file and every field typed differently, changing nothing', async () => {
    const birthDate = newBirthDate();
    const first = await create(student({ birthDate }));
    expect(first.statusCode).toBe(201);
    const firstId = first.json<Created>().id;

    const again = await create(student({ birthDate, gender: 'M', email: 'ines.perso@example.org', phoneNumber: '07 00 00 00 01' }));
    expect(again.statusCode).toBe(200);
    const body = again.json<StudentCreateResultDto>();
    expect(body).toMatchObject({ outcome: 'EXISTING', id: firstId });
    expect(body.candidates).toHaveLength(1);
    expect(body.candidates[0]).toMatchObject({
      id: firstId,
      match: 'EXACT',
      firstName: 'Inès',
      lastName: 'Moreau',
      email: 'famille.moreau@example.org',
      phoneNumber: '0612345678',
      groupName: null,
      hasSubscription: false,
      left: false,
    });
    expect(body.candidates[0]?.differences).toEqual([
      { field: 'gender', typed: 'M', onFile: 'F' },
      { field: 'email', typed: 'ines.perso@example.org', onFile: 'famille.moreau@example.org' },
      { field: 'phoneNumber', typed: '0700000001', onFile: '0612345678' },
    ]);
    // Nothing merged: one record, still with the contact first typed.
    expect(await bornOn(birthDate)).toEqual([
      { id: firstId, first_name: 'Inès', last_name: 'Moreau', email: 'famille.moreau@example.org', phone_number: '0612345678' },
    ]);
  });

  it('finds the member on file whatever their group, with the guardian’s contact when the member has none', async () => {
    const birthDate = newBirthDate();
    const group = await buildGroup(t.deps.db, { name: 'Benjamins doublons' });
    const guardian = await buildGuardian(t.deps.db, { email: 'tuteur.roux@example.org', phoneNumber: '0611111111' });
    const onFile = await buildMember(t.deps.db, { firstName: 'Hugo', lastName: 'Roux', birthDate, groupId: group, guardianId: guardian });
    await buildSubscription(t.deps.db, onFile, { groupId: group });

    const again = await create(
      student({ firstName: 'Hugo', lastName: 'Roux', gender: 'F', birthDate, email: 'tuteur.roux@example.org', phoneNumber: '0611111111' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      outcome: 'EXISTING',
      id: onFile,
      candidates: [
        { id: onFile, groupName: 'Benjamins doublons', hasSubscription: true, email: 'tuteur.roux@example.org', differences: [] },
      ],
    });
    expect(await bornOn(birthDate)).toHaveLength(1);
  });

  it.each([
    ['accents', { firstName: 'Ines', lastName: 'Moreau' }, 'SIMILAR'],
    ['case', { firstName: 'INÈS', lastName: 'moreau' }, 'SIMILAR'],
    ['a swap of first and last name', { firstName: 'Moreau', lastName: 'Inès' }, 'SWAPPED'],
    ['a swap with other accents and case', { firstName: 'MOREAU', lastName: 'ines' }, 'SWAPPED'],
  ])('finds a near duplicate (%s) and creates nothing until staff confirm it is someone else', async (_, names, match) => {
    const birthDate = newBirthDate();
    const onFile = await buildMember(t.deps.db, {
      firstName: 'Inès',
      lastName: 'Moreau',
      birthDate,
      groupId: ids.noneGroup,
      email: 'famille.moreau@example.org',
    });

    const typed = await create(student({ ...names, birthDate }));
    expect(typed.statusCode).toBe(200);
    const body = typed.json<StudentCreateResultDto>();
    expect(body).toMatchObject({ outcome: 'POSSIBLE_DUPLICATE', id: null });
    expect(body.candidates.map((c: DuplicateCandidateDto) => [c.id, c.match])).toEqual([[onFile, match]]);
    expect(body.candidates[0]?.differences.map((d) => d.field)).toContain('firstName');
    expect(await bornOn(birthDate)).toHaveLength(1);

    const confirmed = await create(student({ ...names, birthDate, createAnyway: true }));
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ outcome: 'CREATED', candidates: [] });
    expect(await bornOn(birthDate)).toHaveLength(2);
  });

  it('reads hyphens, apostrophes and spacing as the same name', async () => {
    const birthDate = newBirthDate();
    const onFile = await buildMember(t.deps.db, { firstName: 'Jean-Marc', lastName: "D'Almeida", birthDate, groupId: ids.noneGroup });
    const typed = await create(student({ firstName: 'Jean  Marc', lastName: 'd’almeida', gender: 'M', birthDate }));
    expect(typed.json()).toMatchObject({ outcome: 'POSSIBLE_DUPLICATE', candidates: [{ id: onFile, match: 'SIMILAR' }] });
  });

  it('never creates an exact twin, even when asked to create anyway', async () => {
    const birthDate = newBirthDate();
    const first = (await create(student({ birthDate }))).json<Created>().id;
    const again = await create(student({ birthDate, createAnyway: true }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'EXISTING', id: first });
    expect(await bornOn(birthDate)).toHaveLength(1);
  });

  it('leaves other people alone: another birth date or another first name is a new member', async () => {
    const birthDate = newBirthDate();
    await create(student({ birthDate }));
    expect((await create(student({ birthDate, firstName: 'Inaya' }))).statusCode).toBe(201);
    expect((await create(student({ birthDate: newBirthDate() }))).statusCode).toBe(201);
  });

  it('applies the contact typed again to the member on file, on an explicit second call, and audits it', async () => {
    const birthDate = newBirthDate();
    const id = (await create(student({ birthDate }))).json<Created>().id;
    const again = (
      await create(student({ birthDate, email: 'nouvelle@example.org', phoneNumber: '0700000002' }))
    ).json<StudentCreateResultDto>();
    expect(again.outcome).toBe('EXISTING');

    const applied = await t.call({
      method: 'PATCH',
      url: `/api/student/${id}/contact`,
      headers: admin.headers,
      payload: { email: 'nouvelle@example.org', phoneNumber: '07 00 00 00 02' },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json<MemberContactResultDto>()).toEqual({
      id,
      email: 'nouvelle@example.org',
      phoneNumber: '0700000002',
      changed: ['email', 'phoneNumber'],
    });
    expect(await bornOn(birthDate)).toEqual([
      { id, first_name: 'Inès', last_name: 'Moreau', email: 'nouvelle@example.org', phone_number: '0700000002' },
    ]);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_id', 'details'])
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'MEMBER_CONTACT_UPDATED',
        target_type: 'MEMBER',
        target_id: id,
        actor_id: admin.id,
        details: JSON.stringify({ fields: ['email', 'phoneNumber'] }),
      },
    ]);

    // The same contact again changes nothing and records nothing.
    const same = await t.call({
      method: 'PATCH',
      url: `/api/student/${id}/contact`,
      headers: admin.headers,
      payload: { email: 'nouvelle@example.org', phoneNumber: '0700000002' },
    });
    expect(same.json<MemberContactResultDto>()).toMatchObject({ changed: [] });
    expect(
      await t.deps.db
        .selectFrom('audit_log')
        .select('id')
        .where('target_id', '=', id)
        .where('action', '=', 'MEMBER_CONTACT_UPDATED')
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a contact update that is invalid, for an unknown member, or from a coach', async () => {
    const coach = await t.staff(['COACH']);
    const id = await buildMember(t.deps.db, { birthDate: newBirthDate() });
    const patch = (memberId: number, payload: Record<string, unknown>, headers = admin.headers) =>
      t.call({ method: 'PATCH', url: `/api/student/${memberId}/contact`, headers, payload });
    expect((await patch(id, { email: 'pas-un-mail', phoneNumber: '0612345678' })).statusCode).toBe(400);
    expect((await patch(999_999, { email: 'a@example.org', phoneNumber: '0612345678' })).statusCode).toBe(404);
    expect((await patch(id, { email: 'a@example.org', phoneNumber: '0612345678' }, coach.headers)).statusCode).toBe(403);
  });

  it('gives one member to two secretaries creating the same new member at once', async () => {
    const birthDate = newBirthDate();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(student({ birthDate, firstName: 'Léo', lastName: 'Parallèle' }))),
    );
    const members = await bornOn(birthDate);
    expect(members).toHaveLength(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<StudentCreateResultDto>().id))).toEqual(new Set([members[0]?.id]));
  });

  it('gives one member when the same child is typed at once with accents and without', async () => {
    const birthDate = newBirthDate();
    const answers = await Promise.all([
      create(student({ birthDate, firstName: 'Chloé', lastName: 'Lefèvre' })),
      create(student({ birthDate, firstName: 'Chloe', lastName: 'Lefevre' })),
    ]);
    expect(await bornOn(birthDate)).toHaveLength(1);
    expect(answers.map((a) => a.json<StudentCreateResultDto>().outcome).sort()).toEqual(['CREATED', 'POSSIBLE_DUPLICATE']);
  });

  describe('paths that place or renew a member flag the records of one person', () => {
    it('a try-out placement names the other record of the child it places', async () => {
      const birthDate = '2015-05-05';
      const group = await buildGroup(t.deps.db, { name: 'Poussins doublons' });
      const testId = await createTryout(t, admin.headers, { capacity: 5 });
      expect(
        (await t.call({ method: 'POST', url: `/api/test/${testId}/group`, headers: admin.headers, payload: { groupIds: [group] } }))
          .statusCode,
      ).toBe(200);
      const already = await buildMember(t.deps.db, { firstName: 'Éva', lastName: 'Dupré', birthDate, groupId: group });
      const typedAgain = await buildMember(t.deps.db, {
        firstName: 'Dupre',
        lastName: 'Eva',
        birthDate,
        groupId: ids.noneGroup,
        email: 'eva@example.org',
      });
      const alone = await buildMember(t.deps.db, {
        firstName: 'Seule',
        lastName: 'Dupré',
        birthDate,
        groupId: ids.noneGroup,
        email: 'seule@example.org',
      });
      for (const member of [typedAgain, alone]) expect((await assign(t, admin.headers, testId, member)).statusCode).toBe(201);

      // Results are taken once the test has taken place; a fresh sign-in on that day.
      const planning = t.clock.now();
      t.clock.set(new Date(new Date(TRYOUT_DATE).getTime() + 24 * 3_600_000));
      try {
        const later = await t.staff(['ADMIN']);
        const done = await t.call({
          method: 'PATCH',
          url: `/api/test/${testId}/completed`,
          headers: later.headers,
          payload: {
            placements: [
              { studentId: typedAgain, groupId: group },
              { studentId: alone, groupId: group },
            ],
          },
        });
        expect(done.statusCode).toBe(200);
        expect(done.json()).toMatchObject({ placed: 2, possibleDuplicates: [{ memberIds: [already, typedAgain] }] });
      } finally {
        t.clock.set(planning);
      }
      // No member was created by the placement.
      expect(await bornOn(birthDate)).toHaveLength(3);
    });

    it('opening renewals names the records of one person renewed twice', async () => {
      const birthDate = '2012-12-12';
      const group = await buildGroup(t.deps.db, { name: 'Minimes doublons' });
      const a = await buildMember(t.deps.db, { firstName: 'Noé', lastName: 'Petit', birthDate, groupId: group, nextYearGroupId: group });
      const b = await buildMember(t.deps.db, { firstName: 'noe', lastName: 'PETIT', birthDate, groupId: group, nextYearGroupId: group });
      const opened = await t.call({ method: 'POST', url: '/api/season/renewals', headers: admin.headers });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ possibleDuplicates: [{ memberIds: [a, b] }] });
    });
  });
});
