import type { TimeSlotDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { coachGroup, coachSubGroup, countRows } from '../sessions/test-data.js';
import { buildGroup, buildSubGroup } from '../../test/factories/index.js';

describe('time slots', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let otherCoach: StaffMember;
  let lineCoach: StaffMember;
  let group: number;
  let other: number;
  let empty: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
    otherCoach = await t.staff(['COACH']);
    lineCoach = await t.staff(['COACH']);
    group = await buildGroup(db, { name: 'Benjamins' });
    other = await buildGroup(db, { name: 'Avenirs' });
    empty = await buildGroup(db, { name: 'Sans créneau' });
    await coachGroup(db, group, coach.id);
    await coachGroup(db, other, otherCoach.id);
    await coachSubGroup(db, await buildSubGroup(db, group, { name: 'Ligne 1' }), lineCoach.id);
  });
  afterAll(() => t.close());

  const create = (payload: unknown, who: StaffMember = admin) =>
    t.call({ method: 'POST', url: '/api/timeslot/', headers: who.headers, payload: payload as Record<string, unknown> });
  const list = (query = '', who: StaffMember = admin) => t.call({ method: 'GET', url: `/api/timeslot${query}`, headers: who.headers });
  const patch = (id: number, payload: unknown, who: StaffMember = admin) =>
    t.call({ method: 'PATCH', url: `/api/timeslot/${id}`, headers: who.headers, payload: payload as Record<string, unknown> });
  const remove = (id: number, who: StaffMember = admin) => t.call({ method: 'DELETE', url: `/api/timeslot/${id}`, headers: who.headers });
  const next = (groupId: number | string, who: StaffMember = coach) =>
    t.call({ method: 'GET', url: `/api/timeslot/next?groupId=${groupId}`, headers: who.headers });

  const tuesday = { weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' };
  const friday = { weekday: 5, start: '17:15', end: '18:45', location: 'Piscine Rainier III' };

  it('creates several slots at once and answers them with 201', async () => {
    const response = await create({ groupId: group, slots: [friday, tuesday] });
    expect(response.statusCode).toBe(201);
    const created = response.json<TimeSlotDto[]>();
    expect(created.map(({ id: _id, ...slot }) => slot)).toEqual([
      { groupId: group, groupName: 'Benjamins', ...tuesday },
      { groupId: group, groupName: 'Benjamins', ...friday },
    ]);
    const managerSlot = await create({ groupId: other, slots: [{ ...tuesday, location: ' Bassin olympique ' }] }, manager);
    expect(managerSlot.statusCode).toBe(201);
    expect(managerSlot.json<TimeSlotDto[]>()[0]!.location).toBe('Bassin olympique');
  });

  it('refuses coaches and anonymous callers the writes', async () => {
    const before = await countRows(t.deps.db, 'time_slots');
    expect((await create({ groupId: group, slots: [{ ...tuesday, weekday: 3 }] }, coach)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/timeslot/', payload: { groupId: group, slots: [tuesday] } })).statusCode).toBe(401);
    const [first] = (await list(`?groupId=${group}`)).json<TimeSlotDto[]>();
    expect((await patch(first!.id, tuesday, coach)).statusCode).toBe(403);
    expect((await remove(first!.id, coach)).statusCode).toBe(403);
    expect(await countRows(t.deps.db, 'time_slots')).toBe(before);
  });

  it.each([
    [{ groupId: 1, slots: [] }, 'slots', 'TIME_SLOT_COUNT_ERROR'],
    [{ groupId: 1 }, 'slots', 'TIME_SLOT_COUNT_ERROR'],
    [{ slots: [{ weekday: 1, start: '10:00', end: '11:00', location: 'Bassin' }] }, 'groupId', 'SESSION_GROUP_ERROR'],
    [
      { groupId: 1, slots: [{ weekday: 9, start: '10:00', end: '11:00', location: 'Bassin' }] },
      'slots.0.weekday',
      'TIME_SLOT_WEEKDAY_ERROR',
    ],
    [{ groupId: 1, slots: [{ weekday: 1, start: '1000', end: '11:00', location: 'Bassin' }] }, 'slots.0.start', 'TIME_SLOT_START_ERROR'],
    [{ groupId: 1, slots: [{ weekday: 1, start: '10:00', end: '25:00', location: 'Bassin' }] }, 'slots.0.end', 'TIME_SLOT_END_ERROR'],
    [
      { groupId: 1, slots: [{ weekday: 1, start: '10:00', end: '09:00', location: 'Bassin' }] },
      'slots.0.end',
      'TIME_SLOT_END_BEFORE_START',
    ],
    [{ groupId: 1, slots: [{ weekday: 1, start: '10:00', end: '11:00', location: '' }] }, 'slots.0.location', 'TIME_SLOT_LOCATION_ERROR'],
    [
      { groupId: 1, slots: [{ weekday: 1, start: '10:00', end: '11:00', location: 'Bassin <b>' }] },
      'slots.0.location',
      'TIME_SLOT_LOCATION_ERROR',
    ],
    [
      {
        groupId: 1,
        slots: [
          { weekday: 1, start: '10:00', end: '11:00', location: 'A' },
          { weekday: 1, start: '10:30', end: '12:00', location: 'B' },
        ],
      },
      'slots.1.start',
      'TIME_SLOT_OVERLAP',
    ],
  ])('refuses %j on %s', async (payload, field, message) => {
    const before = await countRows(t.deps.db, 'time_slots');
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { [field]: message } });
    expect(await countRows(t.deps.db, 'time_slots')).toBe(before);
  });

  it('refuses a slot overlapping an existing one of the group, and creates none of the batch', async () => {
    const before = await countRows(t.deps.db, 'time_slots');
    const response = await create({
      groupId: group,
      slots: [
        { ...tuesday, weekday: 4 },
        { ...tuesday, start: '19:00', end: '20:00' },
      ],
    });
    expect(response.json()).toMatchObject({ fields: { 'slots.1.start': 'TIME_SLOT_OVERLAP' } });
    expect(await countRows(t.deps.db, 'time_slots')).toBe(before);
    // Another group may use the same hours.
    expect((await create({ groupId: empty, slots: [tuesday] })).statusCode).toBe(201);
    const created = await list(`?groupId=${empty}`);
    expect((await remove(created.json<TimeSlotDto[]>()[0]!.id)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown group', async () => {
    expect((await create({ groupId: 987654, slots: [tuesday] })).statusCode).toBe(404);
    expect((await list('?groupId=987654')).statusCode).toBe(404);
    expect((await next(987654, admin)).statusCode).toBe(404);
  });

  it("lists a group's slots by weekday, all slots for writers, and a coach's own groups only", async () => {
    const own = await list(`?groupId=${group}`, coach);
    expect(own.statusCode).toBe(200);
    expect(own.json<TimeSlotDto[]>().map((s) => s.weekday)).toEqual([2, 5]);
    expect((await list(`?groupId=${group}`, lineCoach)).statusCode).toBe(200);
    expect((await list(`?groupId=${group}`, otherCoach)).statusCode).toBe(403);
    expect((await list(`?groupId=${other}`, coach)).statusCode).toBe(403);
    expect((await list('?groupId=abc', coach)).statusCode).toBe(400);

    const all = (await list('', manager)).json<TimeSlotDto[]>();
    expect(all.map((s) => s.groupName)).toEqual(['Avenirs', 'Benjamins', 'Benjamins']);
    const mine = (await list('', coach)).json<TimeSlotDto[]>();
    expect(mine.map((s) => s.groupName)).toEqual(['Benjamins', 'Benjamins']);
    expect((await list('', otherCoach)).json<TimeSlotDto[]>().map((s) => s.groupName)).toEqual(['Avenirs']);
  });

  it('edits a slot, checking the overlap with the others only', async () => {
    const [tue, fri] = (await list(`?groupId=${group}`)).json<TimeSlotDto[]>();
    const moved = await patch(tue!.id, { ...tuesday, start: '18:30', end: '20:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ id: tue!.id, groupId: group, groupName: 'Benjamins', ...tuesday, start: '18:30', end: '20:00' });
    const clash = await patch(fri!.id, { ...friday, weekday: 2, start: '19:00', end: '19:45' });
    expect(clash.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { start: 'TIME_SLOT_OVERLAP' } });
    expect((await patch(tue!.id, { ...tuesday, end: '17:00' })).json()).toMatchObject({ fields: { end: 'TIME_SLOT_END_BEFORE_START' } });
    expect((await patch(tue!.id, { weekday: 2 })).statusCode).toBe(400);
    expect((await patch(987654, tuesday)).statusCode).toBe(404);
    expect((await patch(tue!.id, tuesday, manager)).statusCode).toBe(200);
  });

  it('deletes a slot', async () => {
    const created = (await create({ groupId: group, slots: [{ ...tuesday, weekday: 7 }] })).json<TimeSlotDto[]>();
    expect((await remove(created[0]!.id, manager)).statusCode).toBe(204);
    expect((await remove(created[0]!.id)).statusCode).toBe(404);
    expect((await list(`?groupId=${group}`)).json<TimeSlotDto[]>().map((s) => s.weekday)).toEqual([2, 5]);
  });

  describe('the nearest slot, to pre-fill a new session', () => {
    /** Moves the clock, then logs a coach of the group in: access tokens live 15 minutes. */
    const nextAt = async (instant: string) => {
      t.clock.set(instant);
      const fresh = await t.staff(['COACH']);
      await coachGroup(t.deps.db, group, fresh.id);
      const response = await next(group, fresh);
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it("gives today's slot until it ends, then the next one, in Monaco time", async () => {
      // Slots: Tuesday 18:00–19:30 and Friday 17:15–18:45.
      // Tuesday 24 November 2026, 10:00 in Monaco: today's slot.
      expect(await nextAt('2026-11-24T09:00:00.000Z')).toEqual({ date: '2026-11-24T17:00:00.000Z' });
      // 19:15 in Monaco, during the slot: still today's.
      expect(await nextAt('2026-11-24T18:15:00.000Z')).toEqual({ date: '2026-11-24T17:00:00.000Z' });
      // 19:30 in Monaco: over; Friday 17:15.
      expect(await nextAt('2026-11-24T18:30:00.000Z')).toEqual({ date: '2026-11-27T16:15:00.000Z' });
      // Saturday: next Tuesday.
      expect(await nextAt('2026-11-28T12:00:00.000Z')).toEqual({ date: '2026-12-01T17:00:00.000Z' });
    });

    it('is null for a group without slots, reachable by a sub-group coach, refused to other coaches', async () => {
      t.clock.set('2026-11-21T10:00:00.000Z');
      expect((await next(empty, admin)).json()).toEqual({ date: null });
      expect((await next(group, lineCoach)).statusCode).toBe(200);
      expect((await next(group, otherCoach)).statusCode).toBe(403);
      expect((await next('', admin)).statusCode).toBe(400);
      expect((await t.call({ method: 'GET', url: `/api/timeslot/next?groupId=${group}` })).statusCode).toBe(401);
    });
  });
});
