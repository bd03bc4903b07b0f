import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { PlanningJob } from './job.js';
import { createSlots, plannedRows } from './test-data.js';

const log = pino({ level: 'silent' });

/** Planned sessions kept in step with slots, closures and seasons (docs/product.md#planning). */
describe('planning sync', () => {
  let t: TestApp;
  let admin: StaffMember;
  let job: PlanningJob;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    job = new PlanningJob({ db: t.deps.db, clock: t.clock, log });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>, who: StaffMember = admin) =>
    t.call({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

  it('plans a new slot’s sessions to the season’s end, 18:00 in Monaco on either side of daylight saving', async () => {
    const group = await buildGroup(t.deps.db);
    const [slot] = await createSlots(t, admin, group, [{ weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' }]);
    const rows = await plannedRows(t.deps.db, group);
    // Today is Saturday 21 November 2026: Tuesdays from the 24th to 31 August 2027.
    expect(rows).toHaveLength(41);
    expect(rows[0]).toMatchObject({
      time_slot_id: slot!.id,
      day: '2026-11-24',
      status: 'PLANNED',
      sequence: 0,
      location: 'Stade Louis II',
    });
    expect(rows.at(-1)!.day).toBe('2027-08-31');
    const at = (day: string) => rows.find((row) => row.day === day)!;
    expect([at('2027-03-23').starts_at, at('2027-03-30').starts_at]).toEqual(['2027-03-23T17:00:00.000Z', '2027-03-30T16:00:00.000Z']);
    expect(at('2027-03-30').ends_at).toBe('2027-03-30T17:30:00.000Z');
  });

  it('keeps the autumn change too: a slot made in October plans 18:00 before and after 25 October', async () => {
    t.clock.set('2026-10-12T08:00:00.000Z');
    try {
      const early = await t.staff(['ADMIN']);
      const group = await buildGroup(t.deps.db);
      await createSlots(t, early, group, [{ weekday: 2, start: '18:00', end: '19:00', location: 'Stade Louis II' }]);
      const rows = (await plannedRows(t.deps.db, group)).filter((row) => row.day >= '2026-10-20' && row.day <= '2026-10-27');
      expect(rows.map((row) => row.starts_at)).toEqual(['2026-10-20T16:00:00.000Z', '2026-10-27T17:00:00.000Z']);
    } finally {
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
  });

  it('leaves out the days a closure of every pool covers, and those of one pool at that pool only', async () => {
    const group = await buildGroup(t.deps.db);
    await createSlots(t, admin, group, [
      { weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' },
      { weekday: 4, start: '17:00', end: '18:00', location: 'Piscine Rainier III' },
    ]);
    const before = await plannedRows(t.deps.db, group);
    expect(before.filter((row) => row.day >= '2026-12-19' && row.day <= '2027-01-03').map((row) => row.day)).toEqual([
      '2026-12-22',
      '2026-12-24',
      '2026-12-29',
      '2026-12-31',
    ]);
    const holidays = await call('POST', '/api/planning/closures', {
      fromDay: '2026-12-19',
      toDay: '2027-01-03',
      location: null,
      label: 'Noël',
    });
    expect(holidays.statusCode).toBe(201);
    expect(holidays.json()).toMatchObject({ fromDay: '2026-12-19', toDay: '2027-01-03', location: null, label: 'Noël' });
    const pool = await call('POST', '/api/planning/closures', {
      fromDay: '2027-01-07',
      toDay: '2027-01-12',
      location: 'Piscine Rainier III',
      label: 'Vidange',
    });
    expect(pool.statusCode).toBe(201);
    const after = await plannedRows(t.deps.db, group);
    const days = after.map((row) => row.day);
    expect(days.filter((day) => day >= '2026-12-19' && day <= '2027-01-03')).toEqual([]);
    // Thursday 7 January at the emptied pool goes; Tuesday 12 January at the other pool stays.
    expect(days).not.toContain('2027-01-07');
    expect(days).toContain('2027-01-12');
    expect(after).toHaveLength(before.length - 5);

    // Removing a closure plans its days again.
    expect((await call('DELETE', `/api/planning/closures/${pool.json<{ id: number }>().id}`)).statusCode).toBe(204);
    expect((await plannedRows(t.deps.db, group)).map((row) => row.day)).toContain('2027-01-07');
    expect((await call('DELETE', `/api/planning/closures/${pool.json<{ id: number }>().id}`)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/planning/closures', headers: admin.headers })).json()).toEqual([
      expect.objectContaining({ label: 'Noël' }),
    ]);
  });

  it('moves a slot’s future sessions in place one sequence up, keeps a cancelled one cancelled, and leaves the past alone', async () => {
    const group = await buildGroup(t.deps.db);
    const [slot] = await createSlots(t, admin, group, [{ weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' }]);
    const initial = await plannedRows(t.deps.db, group);
    const cancelled = initial.find((row) => row.day === '2026-12-15')!;
    const cancel = await call('POST', '/api/planning/cancel', {
      target: { kind: 'SESSION', plannedSessionId: cancelled.id },
      reason: 'Bassin fermé',
    });
    expect(cancel.statusCode).toBe(200);

    // Two Tuesdays later, the slot moves to 18:30–20:00 at another pool.
    t.clock.set('2026-12-02T09:00:00.000Z');
    try {
      const later = await t.staff(['ADMIN']);
      const moved = await call(
        'PATCH',
        `/api/timeslot/${slot!.id}`,
        { weekday: 2, start: '18:30', end: '20:00', location: 'Piscine Rainier III' },
        later,
      );
      expect(moved.statusCode).toBe(200);
      const rows = await plannedRows(t.deps.db, group);
      expect(rows.map((row) => row.id)).toEqual(initial.map((row) => row.id));
      const byDay = new Map(rows.map((row) => [row.day, row]));
      // Past: unchanged.
      expect(byDay.get('2026-11-24')).toMatchObject({ starts_at: '2026-11-24T17:00:00.000Z', sequence: 0, location: 'Stade Louis II' });
      expect(byDay.get('2026-12-01')).toMatchObject({ starts_at: '2026-12-01T17:00:00.000Z', sequence: 0 });
      // Future: moved, one step up.
      expect(byDay.get('2026-12-08')).toMatchObject({
        starts_at: '2026-12-08T17:30:00.000Z',
        ends_at: '2026-12-08T19:00:00.000Z',
        location: 'Piscine Rainier III',
        status: 'PLANNED',
        sequence: 1,
      });
      // The cancelled one moved too and stays cancelled (cancel + move).
      expect(byDay.get('2026-12-15')).toMatchObject({ starts_at: '2026-12-15T17:30:00.000Z', status: 'CANCELLED', sequence: 2 });

      // Deleting the slot removes its future PLANNED sessions; the past and the cancelled one stay.
      expect((await call('DELETE', `/api/timeslot/${slot!.id}`, undefined, later)).statusCode).toBe(204);
      const left = await plannedRows(t.deps.db, group);
      expect(left.map((row) => [row.day, row.status])).toEqual([
        ['2026-11-24', 'PLANNED'],
        ['2026-12-01', 'PLANNED'],
        ['2026-12-15', 'CANCELLED'],
      ]);
      expect(left.every((row) => row.time_slot_id === null)).toBe(true);
    } finally {
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
  });

  it('moving a slot to another weekday replaces its future sessions', async () => {
    const group = await buildGroup(t.deps.db);
    const [slot] = await createSlots(t, admin, group, [{ weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' }]);
    const moved = await call('PATCH', `/api/timeslot/${slot!.id}`, {
      weekday: 3,
      start: '18:00',
      end: '19:30',
      location: 'Stade Louis II',
    });
    expect(moved.statusCode).toBe(200);
    const rows = await plannedRows(t.deps.db, group);
    expect(rows[0]!.day).toBe('2026-11-25');
    expect(rows.every((row) => new Date(`${row.day}T00:00:00Z`).getUTCDay() === 3)).toBe(true);
  });

  it('runs twice to the same rows and sequences (the daily job), and plans a season as soon as it is opened', async () => {
    const snapshot = () =>
      t.deps.db
        .selectFrom('planned_sessions')
        .select(['id', 'time_slot_id', 'day', 'starts_at', 'sequence', 'status'])
        .orderBy('id')
        .execute();
    await job.runOnce();
    const first = await snapshot();
    expect(await job.runOnce()).toEqual({ inserted: 0, moved: 0, removed: 0 });
    expect(await snapshot()).toEqual(first);

    // Opening renewals creates the 2027-2028 season: planned at once.
    const renewals = await t.call({ method: 'POST', url: '/api/season/renewals', headers: admin.headers });
    expect(renewals.statusCode).toBe(200);
    const next = await t.deps.db.selectFrom('planned_sessions').select('day').where('day', '>=', '2027-09-01').execute();
    expect(next.length).toBeGreaterThan(0);
    expect(await job.runOnce()).toEqual({ inserted: 0, moved: 0, removed: 0 });
  });

  it('plans each session once when several syncs run at the same time', async () => {
    const group = await buildGroup(t.deps.db);
    await createSlots(t, admin, group, [{ weekday: 5, start: '19:00', end: '20:00', location: 'Stade Louis II' }]);
    const expected = (await plannedRows(t.deps.db, group)).map((row) => row.day);
    await t.deps.db.deleteFrom('planned_sessions').where('group_id', '=', group).execute();
    await Promise.all([job.runOnce(), job.runOnce(), job.runOnce()]);
    const rows = await plannedRows(t.deps.db, group);
    expect(rows.map((row) => row.day)).toEqual(expected);
    expect(rows.every((row) => row.sequence === 0)).toBe(true);
  });

  it('refuses a coach the closures, and a range that ends before it starts', async () => {
    const coach = await t.staff(['COACH']);
    const closure = { fromDay: '2027-02-01', toDay: '2027-02-02', location: null, label: 'Compétition' };
    expect((await call('POST', '/api/planning/closures', closure, coach)).statusCode).toBe(403);
    const backwards = await call('POST', '/api/planning/closures', { ...closure, toDay: '2027-01-31' });
    expect(backwards.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { toDay: 'PLANNING_RANGE_ERROR' } });
    expect((await t.call({ method: 'GET', url: '/api/planning/closures', headers: coach.headers })).statusCode).toBe(200);
  });
});
