import type { CreatedGroupDto, GroupDetailsDto, GroupListItemDto, GroupSummaryDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroup,
  buildGuardian,
  buildMember,
  buildSection,
  buildSubGroup,
  buildSubscription,
  systemIds,
} from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';

describe('groups (the group screens and the /group calls)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let otherCoach: StaffMember;
  let ids: Awaited<ReturnType<typeof systemIds>>;
  let natation: number;
  const valid = { name: 'Benjamins 1', price: 350.5, reSubPrice: 320, typeId: 9, packId: 3, emailList: 'benjamins@club.fr' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH'], { firstName: 'Marc', lastName: 'Lefèvre' });
    otherCoach = await t.staff(['COACH']);
    ids = await systemIds(t.deps.db);
    natation = await buildSection(t.deps.db, { name: 'Natation' });
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'POST', url: '/api/group/', headers, payload });
  const get = (id: number, headers = admin.headers) => t.call({ method: 'GET', url: `/api/group/${id}`, headers });
  /** An edit screen's save: with the version it loaded, unless the test gives one (1 for a group that does not exist). */
  const patch = async (id: number, payload: Record<string, unknown>, headers = admin.headers) => {
    const row = await t.deps.db.selectFrom('groups').select('version').where('id', '=', id).executeTakeFirst();
    return t.call({ method: 'PATCH', url: `/api/group/${id}`, headers, payload: { version: row?.version ?? 1, ...payload } });
  };

  describe('creation', () => {
    it('creates a group with price in euros, section, coaches, pack, type and e-mail list', async () => {
      const response = await create({ ...valid, sectionId: natation, coachId: coach.id, coaches: [otherCoach.id], ffnLicense: true });
      expect(response.statusCode).toBe(201);
      const { id } = response.json<CreatedGroupDto>();
      const row = await t.deps.db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ price_cents: 35050, resub_price_cents: 32000, section_id: natation, ffn_license: 1 });
      const details = (await get(id)).json<GroupDetailsDto>();
      expect(details).toMatchObject({
        name: 'Benjamins 1',
        price: 350.5,
        reSubPrice: 320,
        Section: { id: natation, name: 'Natation' },
        type: { id: 9, code: 'NATATION_COMPETITION', label: 'Natation compétition' },
        pack: { id: 3 },
        emailList: 'benjamins@club.fr',
        studentCount: 0,
        protected: false,
        systemRole: null,
        ffnLicense: true,
        shouldReceiveSubMail: true,
        sportsCodeOfConduct: true,
        students: [],
      });
      expect(details.coaches.map((c) => c.id).sort()).toEqual([coach.id, otherCoach.id].sort());
      const english = await t.call({ method: 'GET', url: `/api/group/${id}`, headers: { ...admin.headers, cookie: 'lang=en' } });
      expect(english.json<GroupDetailsDto>().type?.label).toBe('Competitive swimming');
    });

    it('puts a group without section in "Aucune"', async () => {
      const { id } = (await create({ ...valid, name: 'Sans section' })).json<CreatedGroupDto>();
      expect((await get(id)).json<GroupDetailsDto>().sectionId).toBe(ids.noneSection);
      const zero = (await create({ ...valid, name: 'Section zéro', sectionId: 0 })).json<CreatedGroupDto>();
      expect((await get(zero.id)).json<GroupDetailsDto>().sectionId).toBe(ids.noneSection);
    });

    it.each([
      [{ name: '' }, { name: 'Invalid group name' }],
      [{ name: '<script>' }, { name: 'Invalid group name' }],
      [{ name: undefined }, { name: 'Invalid group name' }],
      [{ price: 500 }, { price: 'GROUP_PRICE_ERROR' }],
      [{ price: -1 }, { price: 'GROUP_PRICE_ERROR' }],
      [{ price: 10.001 }, { price: 'GROUP_PRICE_ERROR' }],
      [{ price: '100' }, { price: 'GROUP_PRICE_ERROR' }],
      [{ reSubPrice: 500 }, { reSubPrice: 'GROUP_RESUB_PRICE_ERROR' }],
      [{ reSubPrice: undefined }, { reSubPrice: 'GROUP_RESUB_PRICE_ERROR' }],
      [{ typeId: undefined }, { typeId: 'TYPE_ERROR' }],
      [{ typeId: 99 }, { typeId: 'TYPE_ERROR' }],
      [{ packId: undefined }, { packId: 'PACK_ERROR' }],
      [{ packId: 99 }, { packId: 'PACK_ERROR' }],
      [{ emailList: '' }, { emailList: 'EMAIL_LIST_ERROR' }],
      [{ emailList: 'a@b.fr;c@d.fr' }, { emailList: 'EMAIL_LIST_ERROR' }],
      [{ coachId: 999999 }, { coachId: 'INVALID_VALUE' }],
      [{ coaches: [999999] }, { coaches: 'INVALID_VALUE' }],
      [{ sectionId: 999999 }, { sectionId: 'INVALID_VALUE' }],
      [{ name: 'Aucun' }, { name: 'RESERVED_NAME' }],
      [{ name: 'aucune' }, { name: 'RESERVED_NAME' }],
    ])('refuses %j with the field messages and creates nothing', async (change, fields) => {
      const before = await t.deps.db
        .selectFrom('groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await create({ ...valid, name: 'Refusé', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
      const after = await t.deps.db
        .selectFrom('groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a name already taken, whatever the case', async () => {
      await create({ ...valid, name: 'Poussins' });
      const response = await create({ ...valid, name: 'POUSSINS' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', fields: { name: 'NAME_TAKEN' } });
    });

    it('lets section managers create groups, not coaches', async () => {
      expect((await create({ ...valid, name: 'Par un manager' }, manager.headers)).statusCode).toBe(201);
      expect((await create({ ...valid, name: 'Par un coach' }, coach.headers)).statusCode).toBe(403);
    });
  });

  describe('reading', () => {
    let coached: number;
    let notCoached: number;
    // A coach of one group only.
    let reader: StaffMember;
    beforeAll(async () => {
      reader = await t.staff(['COACH'], { firstName: 'Marc', lastName: 'Lefèvre' });
      coached = await buildGroup(t.deps.db, { name: 'Minimes', sectionId: natation, coaches: [reader.id] });
      notCoached = await buildGroup(t.deps.db, { name: 'Cadets', sectionId: natation, coaches: [otherCoach.id] });
      const guardian = await buildGuardian(t.deps.db, { firstName: 'Anne', lastName: 'Durand', email: 'anne@example.com' });
      const sub = await buildSubGroup(t.deps.db, coached, { name: 'Ligne 1' });
      await buildMember(t.deps.db, { groupId: coached, lastName: 'Zola', guardianId: guardian, subGroupId: sub });
      await buildMember(t.deps.db, { groupId: coached, lastName: 'Abel', birthDate: '1990-01-01', email: 'abel@example.com' });
    });

    it('gives admins and section managers every group, with section, counts and coaches', async () => {
      for (const member of [admin, manager]) {
        const response = await t.call({ method: 'GET', url: '/api/group/', headers: member.headers });
        expect(response.statusCode).toBe(200);
        const groups = response.json<GroupListItemDto[]>();
        expect(groups.map((g) => g.id)).toEqual(expect.arrayContaining([coached, notCoached, ids.noneGroup, ids.removedGroup]));
        expect(groups.find((g) => g.id === coached)).toMatchObject({
          studentCount: 2,
          Section: { id: natation, name: 'Natation' },
          coaches: [{ id: reader.id, firstName: 'Marc', lastName: 'Lefèvre' }],
          coachId: reader.id,
          price: 300,
        });
        expect(groups.find((g) => g.id === ids.removedGroup)).toMatchObject({ systemRole: 'REMOVED', protected: true });
        expect(groups.find((g) => g.id === ids.noneGroup)).toMatchObject({ name: 'Aucun', systemRole: 'NONE', protected: true });
        // The section "Aucune" comes last.
        expect(groups.at(-1)?.sectionId).toBe(ids.noneSection);
      }
    });

    it('gives a coach only the groups they coach, and refuses the others', async () => {
      const response = await t.call({ method: 'GET', url: '/api/group/', headers: reader.headers });
      expect(response.json<GroupListItemDto[]>().map((g) => g.id)).toEqual([coached]);
      expect((await get(coached, reader.headers)).statusCode).toBe(200);
      expect((await get(notCoached, reader.headers)).statusCode).toBe(403);
      expect((await get(999999, reader.headers)).statusCode).toBe(403);
      // Out of range or malformed ids: refused, never a server error.
      for (const url of ['/api/group/99999999999', '/api/group/abc', '/api/group/-1']) {
        expect((await t.call({ method: 'GET', url, headers: reader.headers })).statusCode).toBe(403);
        expect((await t.call({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(400);
      }
      const bySection = await t.call({ method: 'GET', url: `/api/group/section/${natation}`, headers: reader.headers });
      expect(bySection.json<GroupListItemDto[]>().map((g) => g.id)).toEqual([coached]);
    });

    it('shows the details: students by last name with sub-group, contact and guardian', async () => {
      const details = (await get(coached)).json<GroupDetailsDto>();
      expect(details.students.map((s) => s.lastName)).toEqual(['Abel', 'Zola']);
      expect(details.students[0]).toMatchObject({ contactInfo: { email: 'abel@example.com' }, guardian: null, subGroupId: null });
      expect(details.students[1]).toMatchObject({
        subGroupName: 'Ligne 1',
        guardian: { firstName: 'Anne', lastName: 'Durand', email: 'anne@example.com' },
      });
      expect(details.subGroups).toEqual([{ id: details.students[1]!.subGroupId, name: 'Ligne 1' }]);
      expect((await get(999999)).statusCode).toBe(404);
    });

    it('lists the groups of a section', async () => {
      const response = await t.call({ method: 'GET', url: `/api/group/section/${natation}`, headers: admin.headers });
      const names = response.json<GroupListItemDto[]>().map((g) => g.name);
      expect(names).toEqual(expect.arrayContaining(['Minimes', 'Cadets']));
      expect(response.json<GroupListItemDto[]>().every((g) => g.sectionId === natation)).toBe(true);
      expect((await t.call({ method: 'GET', url: '/api/group/section/999999', headers: admin.headers })).statusCode).toBe(404);
    });

    it('gives summaries, all of them or by ids', async () => {
      const all = await t.call({ method: 'GET', url: '/api/group/summary', headers: reader.headers });
      expect(all.json<GroupSummaryDto[]>()).toEqual(expect.arrayContaining([{ id: coached, name: 'Minimes' }]));
      const some = await t.call({
        method: 'POST',
        url: '/api/group/id',
        headers: reader.headers,
        payload: { ids: [coached, notCoached, 999999] },
      });
      expect(some.json()).toEqual([
        { id: notCoached, name: 'Cadets' },
        { id: coached, name: 'Minimes' },
      ]);
      const none = await t.call({ method: 'POST', url: '/api/group/id', headers: reader.headers, payload: { ids: [] } });
      expect(none.json()).toEqual([]);
      const bad = await t.call({ method: 'POST', url: '/api/group/id', headers: reader.headers, payload: { ids: ['x'] } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('edit', () => {
    it('changes only the fields sent, replaces the coaches and bumps the version', async () => {
      const id = await buildGroup(t.deps.db, { name: 'Juniors', coaches: [coach.id], emailList: 'old@club.fr' });
      const before = (await get(id)).json<GroupDetailsDto>();
      const response = await patch(id, {
        name: 'Juniors élite',
        price: 420,
        reSubPrice: 400.25,
        typeId: 1,
        packId: 2,
        coaches: [otherCoach.id],
        emailList: '',
        ffnLicense: true,
        shouldReceiveSubMail: false,
        sportsCodeOfConduct: false,
        version: before.version,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Juniors élite',
        price: 420,
        reSubPrice: 400.25,
        type: { id: 1 },
        pack: { id: 2 },
        coaches: [{ id: otherCoach.id }],
        emailList: '',
        ffnLicense: true,
        shouldReceiveSubMail: false,
        sportsCodeOfConduct: false,
        version: before.version + 1,
      });
      const partial = await patch(id, { price: 100 }, manager.headers);
      expect(partial.json()).toMatchObject({ name: 'Juniors élite', price: 100, coaches: [{ id: otherCoach.id }] });
    });

    it('refuses a save without the version it was loaded with: 400 on `version`, nothing changed', async () => {
      const id = await buildGroup(t.deps.db, { priceCents: 30000 });
      const response = await t.call({ method: 'PATCH', url: `/api/group/${id}`, headers: admin.headers, payload: { price: 99 } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { version: 'INVALID_VALUE' } });
      expect((await get(id)).json<GroupDetailsDto>()).toMatchObject({ price: 300, version: 1 });
    });

    it('refuses a stale version with 409', async () => {
      const id = await buildGroup(t.deps.db);
      expect((await patch(id, { price: 10, version: 1 })).statusCode).toBe(200);
      const stale = await patch(id, { price: 20, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect((await get(id)).json<GroupDetailsDto>().price).toBe(10);
    });

    it.each([
      [{ name: 'Mini<b>' }, { name: 'Invalid group name' }],
      [{ price: 500 }, { price: 'GROUP_PRICE_ERROR' }],
      [{ reSubPrice: -5 }, { reSubPrice: 'GROUP_RESUB_PRICE_ERROR' }],
      [{ typeId: 42 }, { typeId: 'TYPE_ERROR' }],
      [{ packId: 42 }, { packId: 'PACK_ERROR' }],
      [{ emailList: 'pas une adresse' }, { emailList: 'EMAIL_LIST_ERROR' }],
      [{ coaches: [999999] }, { coaches: 'INVALID_VALUE' }],
      [{ name: 'Aucun' }, { name: 'RESERVED_NAME' }],
    ])('refuses %j', async (payload, fields) => {
      const id = await buildGroup(t.deps.db);
      const response = await patch(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields });
    });

    it('refuses a name taken by another group, and answers 404 for an unknown group', async () => {
      await buildGroup(t.deps.db, { name: 'Seniors' });
      const id = await buildGroup(t.deps.db);
      expect((await patch(id, { name: 'seniors' })).statusCode).toBe(409);
      expect((await patch(999999, { price: 1 })).statusCode).toBe(404);
    });

    it("keeps the protected groups' names but lets their other settings change", async () => {
      for (const id of [ids.noneGroup, ids.removedGroup]) {
        const rename = await patch(id, { name: 'Autre nom' });
        expect(rename.statusCode).toBe(403);
        expect(rename.json()).toMatchObject({ code: 'PROTECTED_RECORD' });
        expect((await patch(id, { shouldReceiveSubMail: false })).statusCode).toBe(200);
      }
      const same = await patch(ids.noneGroup, { name: 'Aucun' });
      expect(same.statusCode).toBe(200);
    });

    it('refuses coaches, even on their own group', async () => {
      const id = await buildGroup(t.deps.db, { coaches: [coach.id] });
      expect((await patch(id, { price: 1 }, coach.headers)).statusCode).toBe(403);
    });
  });

  describe('deletion (members land in "Aucun")', () => {
    it('moves the members to "Aucun", drops sub-groups and next-year links, and deletes the group', async () => {
      const id = await buildGroup(t.deps.db, { name: 'À supprimer' });
      const elsewhere = await buildGroup(t.deps.db, { nextGroups: [id] });
      const sub = await buildSubGroup(t.deps.db, id);
      const member = await buildMember(t.deps.db, { groupId: id, subGroupId: sub });
      const leaving = await buildMember(t.deps.db, { groupId: elsewhere, nextYearGroupId: id });
      const subscription = await buildSubscription(t.deps.db, member, { groupId: id });

      expect((await t.call({ method: 'DELETE', url: `/api/group/${id}`, headers: manager.headers })).statusCode).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/api/group/${id}`, headers: coach.headers })).statusCode).toBe(403);
      const response = await t.call({ method: 'DELETE', url: `/api/group/${id}`, headers: admin.headers });
      expect(response.statusCode).toBe(204);

      const db = t.deps.db;
      expect(await db.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('sub_groups').select('id').where('id', '=', sub).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('members').select(['group_id', 'sub_group_id']).where('id', '=', member).executeTakeFirst()).toEqual({
        group_id: ids.noneGroup,
        sub_group_id: null,
      });
      expect(
        (await db.selectFrom('members').select('next_year_group_id').where('id', '=', leaving).executeTakeFirstOrThrow())
          .next_year_group_id,
      ).toBeNull();
      expect(
        (await db.selectFrom('subscriptions').select('group_id').where('id', '=', subscription).executeTakeFirstOrThrow()).group_id,
      ).toBe(ids.noneGroup);
      expect(await db.selectFrom('group_next').selectAll().where('group_id', '=', elsewhere).execute()).toEqual([]);
      expect((await t.call({ method: 'DELETE', url: `/api/group/${id}`, headers: admin.headers })).statusCode).toBe(404);
    });

    it('never deletes "Aucun" or the removed-members group', async () => {
      for (const id of [ids.noneGroup, ids.removedGroup]) {
        const response = await t.call({ method: 'DELETE', url: `/api/group/${id}`, headers: admin.headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'PROTECTED_RECORD' });
      }
    });
  });

  describe('section of a group', () => {
    it('moves a group to a section, and 0 takes it out to "Aucune"', async () => {
      const id = await buildGroup(t.deps.db);
      const url = `/api/group/${id}/section`;
      const moved = await t.call({ method: 'PATCH', url, headers: manager.headers, payload: { sectionId: natation } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ id, sectionId: natation });
      const out = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { sectionId: 0 } });
      expect(out.json()).toEqual({ id, sectionId: ids.noneSection });
      const unknown = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { sectionId: 999999 } });
      expect(unknown.json()).toMatchObject({ fields: { sectionId: 'INVALID_VALUE' } });
      const invalid = await t.call({ method: 'PATCH', url, headers: admin.headers, payload: { sectionId: -1 } });
      expect(invalid.statusCode).toBe(400);
      expect((await t.call({ method: 'PATCH', url, headers: coach.headers, payload: { sectionId: 0 } })).statusCode).toBe(403);
      const missing = await t.call({
        method: 'PATCH',
        url: '/api/group/999999/section',
        headers: admin.headers,
        payload: { sectionId: 0 },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('keeps the protected groups where they are', async () => {
      const response = await t.call({
        method: 'PATCH',
        url: `/api/group/${ids.removedGroup}/section`,
        headers: admin.headers,
        payload: { sectionId: natation },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
