import type { SessionDetailsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { coachGroup, coachSubGroup, countRows, newClientKey } from './test-data.js';
import { buildGroup, buildMember, buildSubGroup } from '../../test/factories/index.js';

/**
 * One session per group or sub-group and date-time: two co-coaches saving the same training
 * made two sessions and doubled the statistics. The database's unique index decides, so it
 * holds for saves that arrive at the same instant, on SQLite and on PostgreSQL.
 */
describe('duplicate training sessions', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let coCoach: StaffMember;
  let lineCoach: StaffMember;
  let group: number;
  let lineA: number;
  let lineB: number;
  let swimmer: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    coCoach = await t.staff(['COACH']);
    lineCoach = await t.staff(['COACH']);
    group = await buildGroup(db, { name: 'Benjamins' });
    lineA = await buildSubGroup(db, group, { name: 'Ligne 1' });
    lineB = await buildSubGroup(db, group, { name: 'Ligne 2' });
    await coachGroup(db, group, coach.id);
    await coachGroup(db, group, coCoach.id);
    await coachSubGroup(db, lineA, lineCoach.id);
    swimmer = await buildMember(db, { groupId: group, subGroupId: lineA, firstName: 'Zoé', lastName: 'Martin' });
  });
  afterAll(() => t.close());

  const sheet = (date: string, subGroupId = 0, clientKey = newClientKey()) => ({
    session: { groupId: group, subGroupId, date, clientKey, students: [{ id: swimmer, isAbsent: false, isLate: false }] },
  });
  const submit = (payload: unknown, who: StaffMember = coach) =>
    t.call({ method: 'POST', url: '/api/session/', headers: who.headers, payload: payload as Record<string, unknown> });
  const edit = (session: Record<string, unknown>, who: StaffMember = coach) =>
    t.call({ method: 'PATCH', url: '/api/session/edit/', headers: who.headers, payload: { session } });
  const idAt = async (date: string, subGroupId: number | null = null) =>
    (
      await t.deps.db
        .selectFrom('training_sessions')
        .select('id')
        .where('group_id', '=', group)
        .where('sub_group_id', subGroupId === null ? 'is' : '=', subGroupId)
        .where('date', '=', date)
        .executeTakeFirstOrThrow()
    ).id;
  const details = async (id: number) =>
    (await t.call({ method: 'GET', url: `/api/session/${id}`, headers: admin.headers })).json<SessionDetailsDto>();

  it('answers 409 SESSION_ALREADY_EXISTS with the existing id to a second save of the same slot', async () => {
    const date = '2026-11-17T17:00:00.000Z';
    expect((await submit(sheet(date))).statusCode).toBe(200);
    const second = await submit(sheet(date), coCoach);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'SESSION_ALREADY_EXISTS', message: expect.any(String), existingId: await idAt(date) });
  });

  it('lets exactly one of several simultaneous saves of one slot through; the others get its id', async () => {
    const date = '2026-11-18T17:00:00.000Z';
    const before = await countRows(t.deps.db, 'training_sessions');
    const answers = await Promise.all([
      submit(sheet(date)),
      submit(sheet(date), coCoach),
      submit(sheet(date), admin),
      submit(sheet(date)),
      submit(sheet(date), coCoach),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const existingId = await idAt(date);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'SESSION_ALREADY_EXISTS', existingId });
    }
    expect(await countRows(t.deps.db, 'training_sessions')).toBe(before + 1);
  });

  it('does the same for a sub-group, apart from the whole group and the other sub-groups', async () => {
    const date = '2026-11-19T17:00:00.000Z';
    const answers = await Promise.all([
      submit(sheet(date, lineA), lineCoach),
      submit(sheet(date, lineA)),
      submit(sheet(date, lineA), admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const existingId = await idAt(date, lineA);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'SESSION_ALREADY_EXISTS', existingId });
    // The whole group and another line train at the same hour: other sessions.
    expect((await submit({ session: { ...sheet(date).session, students: [] } })).statusCode).toBe(200);
    expect((await submit({ session: { ...sheet(date, lineB).session, students: [] } })).statusCode).toBe(200);
  });

  it('still answers true to a retried submit (same client key), alone or simultaneous', async () => {
    const payload = sheet('2026-11-20T17:00:00.000Z');
    expect((await submit(payload)).statusCode).toBe(200);
    expect((await submit(payload)).body).toBe('true');
    const twin = sheet('2026-11-20T18:00:00.000Z');
    const answers = await Promise.all([submit(twin), submit(twin), submit(twin)]);
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [200, 'true'],
      [200, 'true'],
      [200, 'true'],
    ]);
  });

  it('refuses an edit that moves a session onto another one’s slot, and changes nothing', async () => {
    const taken = '2026-11-23T17:00:00.000Z';
    const free = '2026-11-23T18:00:00.000Z';
    await submit(sheet(taken));
    await submit(sheet('2026-11-23T19:00:00.000Z'));
    const moved = await idAt('2026-11-23T19:00:00.000Z');
    const before = await details(moved);
    const refused = await edit({ id: moved, version: before.version, date: taken, students: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SESSION_ALREADY_EXISTS', existingId: await idAt(taken) });
    expect(await details(moved)).toEqual(before);
    // Its own slot, or a free one, is fine.
    expect((await edit({ id: moved, version: before.version, date: before.date, students: [] })).statusCode).toBe(200);
    expect((await edit({ id: moved, version: before.version + 1, date: free, students: [] })).statusCode).toBe(200);
  });

  it('lets one of two simultaneous edits onto the same free slot through', async () => {
    await submit(sheet('2026-11-24T17:00:00.000Z'));
    await submit(sheet('2026-11-24T18:00:00.000Z'));
    const first = await idAt('2026-11-24T17:00:00.000Z');
    const second = await idAt('2026-11-24T18:00:00.000Z');
    const target = '2026-11-24T19:00:00.000Z';
    const answers = await Promise.all([
      edit({ id: first, version: 1, date: target, students: [] }),
      edit({ id: second, version: 1, date: target, students: [] }, coCoach),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      code: 'SESSION_ALREADY_EXISTS',
      existingId: await idAt(target),
    });
  });

  it('still deletes sub-groups whose sessions share their hour with the whole group’s and each other’s', async () => {
    const date = '2026-11-25T17:00:00.000Z';
    const ids = [await buildSubGroup(t.deps.db, group, { name: 'Ligne 3' }), await buildSubGroup(t.deps.db, group, { name: 'Ligne 4' })];
    for (const subGroupId of [0, ...ids]) {
      expect((await submit({ session: { ...sheet(date, subGroupId).session, students: [] } }, admin)).statusCode).toBe(200);
    }
    for (const id of ids) {
      expect((await t.call({ method: 'DELETE', url: `/api/group/${group}/subgroup/${id}`, headers: admin.headers })).statusCode).toBe(204);
    }
    const rows = await t.deps.db
      .selectFrom('training_sessions')
      .select('sub_group_id')
      .where('group_id', '=', group)
      .where('date', '=', date)
      .execute();
    expect(rows).toEqual([{ sub_group_id: null }, { sub_group_id: null }, { sub_group_id: null }]);
    // A new whole-group session at that hour still meets the one recorded for the whole group.
    expect((await submit(sheet(date), admin)).json()).toMatchObject({ code: 'SESSION_ALREADY_EXISTS' });
  });
});
