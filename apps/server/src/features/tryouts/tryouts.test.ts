import { MSG, type TryoutCardDto, type TryoutCreatedDto, type TryoutGroupOptionDto, type TryoutSectionGroupsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSection, systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { assign, createTryout, getTryout, TRYOUT_DATE, validTryout } from './test-data.js';

describe('try-outs: creation, list, edit, deletion, possible groups (docs/product.md#screen-tests)', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let manager: StaffMember;
  let ids: Awaited<ReturnType<typeof systemIds>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    manager = await t.staff(['SECTION_MANAGER', 'COACH']);
    ids = await systemIds(t.deps.db);
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.call({ method: 'POST', url: '/api/test/', headers, payload });
  /** An edit screen's save: with the version it loaded, unless the test gives one (1 for a test that does not exist). */
  const patch = async (id: number, payload: Record<string, unknown>, headers = admin.headers) => {
    const row = await t.deps.db.selectFrom('tests').select('version').where('id', '=', id).executeTakeFirst();
    return t.call({ method: 'PATCH', url: `/api/test/${id}`, headers, payload: { version: row?.version ?? 1, ...payload } });
  };
  const edit = (overrides: Record<string, unknown> = {}) => {
    const { selectedTypeId, ...rest } = validTryout();
    return { ...rest, typeId: selectedTypeId, ...overrides };
  };
  const countTryouts = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('tests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /test/', () => {
    it('creates a test and answers 201 {id}; the card shows date and time in Monaco, the type in the request language', async () => {
      const response = await post(validTryout({ scheduledDateTime: '2026-12-12T17:30:00+01:00', location: 'Piscine Rainier III' }));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<TryoutCreatedDto>();
      const card = await getTryout(t, admin.headers, id);
      expect(card).toEqual({
        id,
        scheduledDateTime: '2026-12-12T16:30:00.000Z',
        scheduledDate: '12/12/2026',
        scheduledTime: '17:30',
        capacity: 10,
        assigned: 0,
        remaining: 10,
        minBirthYear: 2013,
        maxBirthYear: 2016,
        typeId: 9,
        typeLabel: expect.any(String),
        type: { id: 9, label: card.typeLabel },
        location: 'Piscine Rainier III',
        completed: false,
        groups: [],
        version: 1,
      });
      const types = await t.deps.db.selectFrom('types').select(['label_fr', 'label_en']).where('id', '=', 9).executeTakeFirstOrThrow();
      expect(card.typeLabel).toBe(types.label_fr);
      const english = await t.call({ method: 'GET', url: `/api/test/${id}`, headers: { ...admin.headers, cookie: 'lang=en' } });
      expect(english.json<TryoutCardDto>().typeLabel).toBe(types.label_en);
    });

    it('takes the club’s default place when no location is given, and asks for one while the club has none', async () => {
      const { location, ...rest } = validTryout({ scheduledDateTime: '2026-12-13T09:00:00.000Z' });
      expect(location).toBeDefined();
      const before = await countTryouts();
      const refused = await post(rest);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { location: MSG.testLocation } });
      expect(await countTryouts()).toBe(before);

      // The default is the place the admin chose, not the first one listed.
      const addPlace = (name: string) => t.call({ method: 'POST', url: '/api/club/places', headers: admin.headers, payload: { name } });
      expect((await addPlace('Piscine Rainier III')).statusCode).toBe(201);
      const stadium = (await addPlace('Stade Louis II')).json<{ id: number; version: number }>();
      const made = await t.call({
        method: 'PATCH',
        url: `/api/club/places/${stadium.id}`,
        headers: admin.headers,
        payload: { isDefault: true, version: stadium.version },
      });
      expect(made.statusCode).toBe(200);

      const response = await post(rest);
      expect(response.statusCode).toBe(201);
      expect((await getTryout(t, admin.headers, response.json<TryoutCreatedDto>().id)).location).toBe('Stade Louis II');
      // A location given is kept, a place of the club or not.
      const typed = await post(validTryout({ scheduledDateTime: '2026-12-13T09:00:00.000Z', location: 'Piscine de Fontvieille' }));
      expect((await getTryout(t, admin.headers, typed.json<TryoutCreatedDto>().id)).location).toBe('Piscine de Fontvieille');
    });

    it.each([
      ['capacity 0 (the default)', { capacity: 0 }, { capacity: MSG.testCapacity }],
      ['capacity above 500', { capacity: 501 }, { capacity: MSG.testCapacity }],
      ['capacity not whole', { capacity: 2.5 }, { capacity: MSG.testCapacity }],
      ['min birth year below the current year minus 80', { minBirthYear: 1945 }, { minBirthYear: MSG.testBirthYear }],
      ['max birth year after 2021', { maxBirthYear: 2022 }, { maxBirthYear: MSG.testBirthYear }],
      ['min above max', { minBirthYear: 2016, maxBirthYear: 2013 }, { minBirthYear: MSG.testBirthYearOrder }],
      ['a date in the past', { scheduledDateTime: '2026-11-20T16:30:00.000Z' }, { scheduledDateTime: MSG.testDate }],
      ['the present moment', { scheduledDateTime: '2026-11-21T10:00:00.000Z' }, { scheduledDateTime: MSG.testDate }],
      ['a malformed date', { scheduledDateTime: '05/12/2026 17:30' }, { scheduledDateTime: MSG.invalidDate }],
      ['an empty location', { location: '' }, { location: MSG.testLocation }],
      ['a location with markup', { location: '<b>Stade</b>' }, { location: MSG.testLocation }],
      ['a type out of range', { selectedTypeId: 11 }, { selectedTypeId: MSG.type }],
      ['no type', { selectedTypeId: undefined }, { selectedTypeId: MSG.type }],
    ])('refuses %s with 400 and the field key, creating nothing', async (_label, overrides, fields) => {
      const before = await countTryouts();
      const response = await post(validTryout({ scheduledDateTime: '2026-12-20T10:00:00.000Z', ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields });
      expect(await countTryouts()).toBe(before);
    });

    it('refuses a second test at the same moment and place ("A session already exists for this time")', async () => {
      const payload = validTryout({ scheduledDateTime: '2026-12-19T09:00:00.000Z' });
      expect((await post(payload)).statusCode).toBe(201);
      const again = await post({ ...payload, location: 'stade louis ii' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ fields: { scheduledDateTime: MSG.testTimeTaken } });
      expect((await post({ ...payload, location: 'Piscine Rainier III' })).statusCode).toBe(201);
    });

    it('uses the server clock: a date that was future is refused once the clock passes it', async () => {
      t.clock.set('2026-12-25T10:00:00.000Z');
      try {
        const later = await t.staff(['ADMIN']);
        const response = await post(validTryout({ scheduledDateTime: '2026-12-24T10:00:00.000Z' }), later.headers);
        expect(response.json()).toMatchObject({ fields: { scheduledDateTime: MSG.testDate } });
      } finally {
        t.clock.set('2026-11-21T10:00:00.000Z');
      }
    });
  });

  describe('GET /test/ and GET /test/:id', () => {
    it('lists every test by date; ?available=true keeps the future ones with places left, not completed', async () => {
      const later = await createTryout(t, admin.headers, { scheduledDateTime: '2027-01-20T16:00:00.000Z' });
      const sooner = await createTryout(t, admin.headers, { scheduledDateTime: '2026-11-28T16:00:00.000Z' });
      const full = await createTryout(t, admin.headers, { scheduledDateTime: '2026-11-29T16:00:00.000Z', capacity: 1 });
      const completed = await createTryout(t, admin.headers, { scheduledDateTime: '2026-11-30T16:00:00.000Z' });
      const past = await createTryout(t, admin.headers, { scheduledDateTime: '2026-11-22T16:00:00.000Z' });
      const student = await buildMember(t.deps.db, { birthDate: '2014-05-01', groupId: ids.noneGroup });
      expect((await assign(t, admin.headers, full, student)).statusCode).toBe(201);
      await t.deps.db.updateTable('tests').set({ completed: 1 }).where('id', '=', completed).execute();
      t.clock.set('2026-11-23T10:00:00.000Z');
      try {
        const { headers } = await t.staff(['ADMIN']);
        const all = (await t.call({ method: 'GET', url: '/api/test/', headers })).json<TryoutCardDto[]>();
        const dates = all.map((c) => c.scheduledDateTime);
        expect(dates).toEqual([...dates].sort());
        for (const id of [later, sooner, full, completed, past]) expect(all.some((c) => c.id === id)).toBe(true);
        expect(all.find((c) => c.id === full)).toMatchObject({ capacity: 1, assigned: 1, remaining: 0 });
        expect(all.find((c) => c.id === completed)).toMatchObject({ completed: true });

        const available = (await t.call({ method: 'GET', url: '/api/test/?available=true', headers })).json<TryoutCardDto[]>();
        const ids = available.map((c) => c.id);
        expect(ids).toContain(later);
        expect(ids).toContain(sooner);
        for (const id of [full, completed, past]) expect(ids).not.toContain(id);
        expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
        expect((await t.call({ method: 'GET', url: '/api/test/?available=false', headers })).json<TryoutCardDto[]>()).toHaveLength(
          all.length,
        );
        expect((await t.call({ method: 'GET', url: '/api/test/?available=maybe', headers })).statusCode).toBe(400);
      } finally {
        t.clock.set('2026-11-21T10:00:00.000Z');
      }
    });

    it('answers 404 for an unknown test and 400 for a malformed id', async () => {
      expect((await t.call({ method: 'GET', url: '/api/test/987654', headers: admin.headers })).json()).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect((await t.call({ method: 'GET', url: '/api/test/abc', headers: admin.headers })).statusCode).toBe(400);
    });
  });

  describe('GET /test/birthYear', () => {
    it('lists the future tests with places left whose years hold the birth year', async () => {
      const fits = await createTryout(t, admin.headers, {
        scheduledDateTime: '2027-02-01T16:00:00.000Z',
        minBirthYear: 2009,
        maxBirthYear: 2010,
      });
      const edge = await createTryout(t, admin.headers, {
        scheduledDateTime: '2027-02-02T16:00:00.000Z',
        minBirthYear: 2010,
        maxBirthYear: 2012,
      });
      const other = await createTryout(t, admin.headers, {
        scheduledDateTime: '2027-02-03T16:00:00.000Z',
        minBirthYear: 2011,
        maxBirthYear: 2012,
      });
      const full = await createTryout(t, admin.headers, {
        scheduledDateTime: '2027-02-04T16:00:00.000Z',
        minBirthYear: 2010,
        maxBirthYear: 2010,
        capacity: 1,
      });
      await assign(t, admin.headers, full, await buildMember(t.deps.db, { birthDate: '2010-01-01', groupId: ids.noneGroup }));
      const response = await t.call({ method: 'GET', url: '/api/test/birthYear?birthYear=2010', headers: admin.headers });
      expect(response.statusCode).toBe(200);
      const found = response.json<TryoutCardDto[]>().map((c) => c.id);
      expect(found).toEqual([fits, edge]);
      expect(found).not.toContain(other);
    });

    it.each(['', 'abc', '20.5', '99999'])('refuses birthYear=%j with TEST_BIRTH_YEAR_ERROR', async (value) => {
      const response = await t.call({ method: 'GET', url: `/api/test/birthYear?birthYear=${value}`, headers: admin.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { birthYear: MSG.testBirthYear } });
    });
  });

  describe('PATCH /test/:id', () => {
    it('edits every field and bumps the version', async () => {
      const id = await createTryout(t, admin.headers);
      const response = await patch(
        id,
        edit({
          scheduledDateTime: '2026-12-06T09:15:00.000Z',
          capacity: 20,
          minBirthYear: 2010,
          maxBirthYear: 2012,
          typeId: 3,
          location: 'Piscine Rainier III',
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        scheduledDate: '06/12/2026',
        scheduledTime: '10:15',
        capacity: 20,
        minBirthYear: 2010,
        maxBirthYear: 2012,
        typeId: 3,
        location: 'Piscine Rainier III',
        version: 2,
      });
    });

    it('keeps the test’s own location when an edit leaves it out', async () => {
      const id = await createTryout(t, admin.headers, {
        scheduledDateTime: '2026-12-07T09:15:00.000Z',
        location: 'Piscine de Fontvieille',
      });
      const { location, ...rest } = edit({ scheduledDateTime: '2026-12-07T09:15:00.000Z', capacity: 14 });
      expect(location).toBeDefined();
      const response = await patch(id, rest);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ capacity: 14, location: 'Piscine de Fontvieille', version: 2 });
    });

    it.each([
      ['capacity 0', { capacity: 0 }, { capacity: MSG.testCapacity }],
      ['min above max', { minBirthYear: 2016, maxBirthYear: 2015 }, { minBirthYear: MSG.testBirthYearOrder }],
      ['a birth year after 2021', { maxBirthYear: 2023 }, { maxBirthYear: MSG.testBirthYear }],
      ['a type out of range', { typeId: 0 }, { typeId: MSG.type }],
      ['an empty location', { location: ' ' }, { location: MSG.testLocation }],
      ['a move to the past', { scheduledDateTime: '2026-11-01T10:00:00.000Z' }, { scheduledDateTime: MSG.testDate }],
    ])('refuses %s with 400, changing nothing', async (_label, overrides, fields) => {
      const id = await createTryout(t, admin.headers);
      const before = await getTryout(t, admin.headers, id);
      const response = await patch(id, edit({ scheduledDateTime: before.scheduledDateTime, ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields });
      expect(await getTryout(t, admin.headers, id)).toEqual(before);
    });

    it('refuses a save without the version it was loaded with: 400 on `version`, nothing changed', async () => {
      const id = await createTryout(t, admin.headers);
      const before = await getTryout(t, admin.headers, id);
      const response = await t.call({
        method: 'PATCH',
        url: `/api/test/${id}`,
        headers: admin.headers,
        payload: edit({ scheduledDateTime: before.scheduledDateTime, capacity: 30 }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { version: MSG.invalid } });
      expect(await getTryout(t, admin.headers, id)).toEqual(before);
    });

    it('answers 409 CONFLICT to a save from an older version, changing nothing', async () => {
      const id = await createTryout(t, admin.headers);
      const loaded = await getTryout(t, admin.headers, id);
      const first = await patch(id, edit({ scheduledDateTime: loaded.scheduledDateTime, capacity: 12, version: loaded.version }));
      expect(first.statusCode).toBe(200);
      const afterFirst = await getTryout(t, admin.headers, id);
      const second = await patch(id, edit({ scheduledDateTime: loaded.scheduledDateTime, capacity: 30, version: loaded.version }));
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 'CONFLICT' });
      expect(await getTryout(t, admin.headers, id)).toEqual(afterFirst);
    });

    it('refuses a capacity below the members already assigned, accepts it equal', async () => {
      const id = await createTryout(t, admin.headers, { capacity: 5 });
      for (let i = 0; i < 3; i += 1)
        await assign(t, admin.headers, id, await buildMember(t.deps.db, { birthDate: '2014-01-01', groupId: ids.noneGroup }));
      const { scheduledDateTime } = await getTryout(t, admin.headers, id);
      const below = await patch(id, edit({ scheduledDateTime, capacity: 2 }));
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({ fields: { capacity: MSG.testCapacityBelowAssigned } });
      const equal = await patch(id, edit({ scheduledDateTime, capacity: 3 }));
      expect(equal.json()).toMatchObject({ capacity: 3, remaining: 0 });
    });

    it('lets a past test keep its date while other fields are corrected', async () => {
      const id = await createTryout(t, admin.headers, { scheduledDateTime: '2026-11-22T09:00:00.000Z' });
      t.clock.set('2026-11-23T10:00:00.000Z');
      try {
        const later = await t.staff(['ADMIN']);
        const response = await patch(
          id,
          edit({ scheduledDateTime: '2026-11-22T10:00:00+01:00', location: 'Piscine Rainier III' }),
          later.headers,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ location: 'Piscine Rainier III' });
      } finally {
        t.clock.set('2026-11-21T10:00:00.000Z');
      }
    });

    it('answers 404 for an unknown test and 409 for a completed one', async () => {
      expect((await patch(987654, edit())).json()).toMatchObject({ code: 'NOT_FOUND' });
      const id = await createTryout(t, admin.headers);
      await t.deps.db.updateTable('tests').set({ completed: 1 }).where('id', '=', id).execute();
      const { scheduledDateTime } = await getTryout(t, admin.headers, id);
      expect((await patch(id, edit({ scheduledDateTime }))).statusCode).toBe(409);
    });
  });

  describe('DELETE /test/:id', () => {
    it('deletes a test with its possible groups and assignments, not the members', async () => {
      const group = await buildGroup(t.deps.db);
      const id = await createTryout(t, admin.headers);
      await t.call({ method: 'POST', url: `/api/test/${id}/group`, headers: admin.headers, payload: { groupIds: [group] } });
      const student = await buildMember(t.deps.db, { birthDate: '2014-01-01', groupId: ids.noneGroup });
      await assign(t, admin.headers, id, student);
      const response = await t.call({ method: 'DELETE', url: `/api/test/${id}`, headers: admin.headers });
      expect(response.statusCode).toBe(204);
      expect((await t.call({ method: 'GET', url: `/api/test/${id}`, headers: admin.headers })).statusCode).toBe(404);
      expect(await t.deps.db.selectFrom('test_members').select('member_id').where('test_id', '=', id).execute()).toEqual([]);
      expect(await t.deps.db.selectFrom('test_groups').select('group_id').where('test_id', '=', id).execute()).toEqual([]);
      expect(await t.deps.db.selectFrom('members').select('id').where('id', '=', student).executeTakeFirst()).toEqual({ id: student });
      expect((await t.call({ method: 'DELETE', url: `/api/test/${id}`, headers: admin.headers })).statusCode).toBe(404);
    });
  });

  describe('possible groups', () => {
    it('sets and lists a test’s possible groups; lists the usable groups flat and by section', async () => {
      const natation = await buildSection(t.deps.db, { name: 'Natation' });
      const waterPolo = await buildSection(t.deps.db, { name: 'Water-polo' });
      const avenirs = await buildGroup(t.deps.db, { name: 'Avenirs', sectionId: natation });
      const poussins = await buildGroup(t.deps.db, { name: 'Poussins', sectionId: natation });
      const u11 = await buildGroup(t.deps.db, { name: 'U11', sectionId: waterPolo });
      const id = await createTryout(t, admin.headers);

      const set = await t.call({
        method: 'POST',
        url: `/api/test/${id}/group`,
        headers: admin.headers,
        payload: { groupIds: [u11, avenirs, u11] },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual([
        { id: avenirs, name: 'Avenirs' },
        { id: u11, name: 'U11' },
      ]);
      expect((await t.call({ method: 'GET', url: `/api/test/${id}/group`, headers: admin.headers })).json()).toEqual(set.json());
      expect((await getTryout(t, admin.headers, id)).groups).toEqual(set.json());

      const usable = (await t.call({ method: 'GET', url: '/api/test/groups', headers: admin.headers })).json<TryoutGroupOptionDto[]>();
      expect(usable).toEqual(
        expect.arrayContaining([
          { id: avenirs, name: 'Avenirs', sectionId: natation, sectionName: 'Natation' },
          { id: u11, name: 'U11', sectionId: waterPolo, sectionName: 'Water-polo' },
        ]),
      );
      expect(usable.some((g) => g.id === ids.noneGroup || g.id === ids.removedGroup)).toBe(false);

      const bySection = (await t.call({ method: 'GET', url: `/api/test/${id}/groups`, headers: admin.headers })).json<
        TryoutSectionGroupsDto[]
      >();
      expect(bySection.find((s) => s.id === natation)).toEqual({
        id: natation,
        name: 'Natation',
        groups: [
          { id: avenirs, name: 'Avenirs', selected: true },
          { id: poussins, name: 'Poussins', selected: false },
        ],
      });
      expect(bySection.find((s) => s.id === waterPolo)?.groups).toEqual([{ id: u11, name: 'U11', selected: true }]);
      expect(bySection.flatMap((s) => s.groups).some((g) => g.id === ids.noneGroup || g.id === ids.removedGroup)).toBe(false);

      const cleared = await t.call({ method: 'POST', url: `/api/test/${id}/group`, headers: admin.headers, payload: { groupIds: [] } });
      expect(cleared.json()).toEqual([]);
    });

    it('refuses protected and unknown groups with the index of each, changing nothing', async () => {
      const group = await buildGroup(t.deps.db);
      const id = await createTryout(t, admin.headers);
      await t.call({ method: 'POST', url: `/api/test/${id}/group`, headers: admin.headers, payload: { groupIds: [group] } });
      const response = await t.call({
        method: 'POST',
        url: `/api/test/${id}/group`,
        headers: admin.headers,
        payload: { groupIds: [group, ids.noneGroup, 987654, ids.removedGroup] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        fields: { 'groupIds.1': MSG.testGroups, 'groupIds.2': MSG.testGroups, 'groupIds.3': MSG.testGroups },
      });
      expect((await t.call({ method: 'GET', url: `/api/test/${id}/group`, headers: admin.headers })).json()).toEqual([
        { id: group, name: expect.any(String) },
      ]);
      const malformed = await t.call({
        method: 'POST',
        url: `/api/test/${id}/group`,
        headers: admin.headers,
        payload: { groupIds: 'all' },
      });
      expect(malformed.json()).toMatchObject({ fields: { groupIds: MSG.testGroups } });
    });

    it('answers 404 for an unknown test on each possible-group call', async () => {
      for (const [method, url] of [
        ['GET', '/api/test/987654/group'],
        ['POST', '/api/test/987654/group'],
        ['GET', '/api/test/987654/groups'],
      ] as const) {
        const response = await t.call({ method, url, headers: admin.headers, ...(method === 'POST' ? { payload: { groupIds: [] } } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    });
  });

  describe('access (docs/product.md#roles: the tests menu is the admins’)', () => {
    it('refuses coaches and section managers (403) and anonymous callers (401) on every test call, changing nothing', async () => {
      const id = await createTryout(t, admin.headers);
      const group = await buildGroup(t.deps.db);
      const student = await buildMember(t.deps.db, { birthDate: '2014-01-01', groupId: ids.noneGroup });
      await t.call({ method: 'POST', url: `/api/test/${id}/group`, headers: admin.headers, payload: { groupIds: [group] } });
      await assign(t, admin.headers, id, student);
      const before = await getTryout(t, admin.headers, id);
      const calls: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> }[] = [
        { method: 'POST', url: '/api/test/', payload: validTryout({ scheduledDateTime: '2027-03-01T10:00:00.000Z' }) },
        { method: 'GET', url: '/api/test/' },
        { method: 'GET', url: '/api/test/?available=true' },
        { method: 'GET', url: '/api/test/birthYear?birthYear=2014' },
        { method: 'GET', url: '/api/test/groups' },
        { method: 'GET', url: `/api/test/${id}` },
        { method: 'PATCH', url: `/api/test/${id}`, payload: edit({ capacity: 30 }) },
        { method: 'POST', url: '/api/test/student', payload: { testId: id, studentId: student, sendMail: true } },
        { method: 'DELETE', url: `/api/test/${id}/student/${student}` },
        { method: 'GET', url: `/api/test/${id}/group` },
        { method: 'POST', url: `/api/test/${id}/group`, payload: { groupIds: [] } },
        { method: 'GET', url: `/api/test/${id}/groups` },
        { method: 'PATCH', url: `/api/test/${id}/completed`, payload: { placements: [{ studentId: student, groupId: group }] } },
        { method: 'GET', url: `/api/test/${id}/mail` },
        { method: 'DELETE', url: `/api/test/${id}` },
      ];
      for (const call of calls) {
        for (const [who, headers, status] of [
          ['coach', coach.headers, 403],
          ['section manager', manager.headers, 403],
          ['anonymous', {}, 401],
        ] as const) {
          const response = await t.call({
            method: call.method,
            url: call.url,
            headers,
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
          expect(response.statusCode, `${who} ${call.method} ${call.url}`).toBe(status);
        }
      }
      expect(await getTryout(t, admin.headers, id)).toEqual(before);
      expect(await t.deps.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
      expect(await t.deps.db.selectFrom('subscriptions').select('id').execute()).toEqual([]);
      expect(await t.deps.db.selectFrom('tests').select('id').where('scheduled_at', '=', '2027-03-01T10:00:00.000Z').execute()).toEqual([]);
    });
  });

  it('keeps TRYOUT_DATE two weeks ahead of the test clock', () => {
    expect(new Date(TRYOUT_DATE).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
