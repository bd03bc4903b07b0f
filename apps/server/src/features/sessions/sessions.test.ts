import { defaultWeekRange, type SessionDetailsDto, type SessionListRowDto, type SessionStudentDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { coachGroup, coachSubGroup, countRows, moveMember, newClientKey } from './test-data.js';
import { insertSessionOnce } from './repository.js';
import { buildGroup, buildMember, buildSubGroup } from '../../test/factories/index.js';

describe('training sessions and attendance', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let coach: StaffMember;
  let otherCoach: StaffMember;
  let subCoach: StaffMember;
  let swimmers: number;
  let dolphins: number;
  let swimmersA: number;
  let swimmersB: number;
  let dolphinsSub: number;
  const m: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['SECTION_MANAGER']);
    coach = await t.staff(['COACH']);
    otherCoach = await t.staff(['COACH']);
    subCoach = await t.staff(['COACH']);

    swimmers = await buildGroup(db, { name: 'Benjamins' });
    dolphins = await buildGroup(db, { name: 'Dauphins' });
    swimmersA = await buildSubGroup(db, swimmers, { name: 'Ligne 1' });
    swimmersB = await buildSubGroup(db, swimmers, { name: 'Ligne 2' });
    dolphinsSub = await buildSubGroup(db, dolphins, { name: 'Ligne 1' });
    await coachGroup(db, swimmers, coach.id);
    await coachGroup(db, dolphins, otherCoach.id);
    await coachSubGroup(db, swimmersA, subCoach.id);

    m.zoe = await buildMember(db, { groupId: swimmers, subGroupId: swimmersA, firstName: 'Zoé', lastName: 'Martin' });
    m.lucas = await buildMember(db, { groupId: swimmers, subGroupId: swimmersA, firstName: 'Lucas', lastName: 'Émery' });
    m.anna = await buildMember(db, { groupId: swimmers, subGroupId: swimmersB, firstName: 'Anna', lastName: 'dupont' });
    m.hugo = await buildMember(db, { groupId: swimmers, firstName: 'Hugo', lastName: 'Bernard' });
    m.gone = await buildMember(db, { groupId: swimmers, firstName: 'Paul', lastName: 'Parti', leftAt: '2026-10-01T00:00:00.000Z' });
    m.dolphin = await buildMember(db, { groupId: dolphins, subGroupId: dolphinsSub, firstName: 'Inès', lastName: 'Durand' });
  });
  afterAll(() => t.close());

  const wholeGroup = () => [
    { id: m.hugo!, isAbsent: false, isLate: false },
    { id: m.anna!, isAbsent: true, isLate: false },
    { id: m.lucas!, isAbsent: false, isLate: true },
    { id: m.zoe!, isAbsent: true, isLate: true },
  ];

  // One session per group or sub-group and date-time (duplicates.test.ts): each sheet its own minute.
  let minutes = 0;
  const nextDate = () => new Date(Date.UTC(2026, 10, 17, 17, (minutes += 1))).toISOString();
  const body = (overrides: Record<string, unknown> = {}) => ({
    session: {
      groupId: swimmers,
      subGroupId: 0,
      date: nextDate(),
      clientKey: newClientKey(),
      students: wholeGroup(),
      ...overrides,
    },
  });

  const submit = (payload: unknown, who: StaffMember = coach) =>
    t.call({ method: 'POST', url: '/api/session/', headers: who.headers, payload: payload as Record<string, unknown> });
  const edit = (payload: unknown, who: StaffMember = coach) =>
    t.call({ method: 'PATCH', url: '/api/session/edit/', headers: who.headers, payload: payload as Record<string, unknown> });
  const details = (id: number, who: StaffMember = coach) => t.call({ method: 'GET', url: `/api/session/${id}`, headers: who.headers });
  const list = (query: string, who: StaffMember = coach) => t.call({ method: 'GET', url: `/api/session?${query}`, headers: who.headers });
  const students = (query: string, who: StaffMember = coach) =>
    t.call({ method: 'GET', url: `/api/student/session?${query}`, headers: who.headers });
  const sessionIdOf = async (clientKey: string) =>
    (await t.deps.db.selectFrom('training_sessions').select('id').where('client_key', '=', clientKey).executeTakeFirstOrThrow()).id;

  describe('GET /student/session', () => {
    it('lists the current students of the group sorted by last name, French order', async () => {
      const response = await students(`groupId=${swimmers}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: m.hugo, firstName: 'Hugo', lastName: 'Bernard', healthFlag: null, excused: false, absenceReason: null },
        { id: m.anna, firstName: 'Anna', lastName: 'dupont', healthFlag: null, excused: false, absenceReason: null },
        { id: m.lucas, firstName: 'Lucas', lastName: 'Émery', healthFlag: null, excused: false, absenceReason: null },
        { id: m.zoe, firstName: 'Zoé', lastName: 'Martin', healthFlag: null, excused: false, absenceReason: null },
      ]);
      expect((await students(`groupId=${swimmers}&subGroupId=0`)).json()).toEqual(response.json());
    });

    it('lists a sub-group only', async () => {
      const response = await students(`groupId=${swimmers}&subGroupId=${swimmersA}`);
      expect(response.json<SessionStudentDto[]>().map((s) => s.id)).toEqual([m.lucas, m.zoe]);
    });

    it('lets admins and section managers reach every group', async () => {
      for (const who of [admin, manager]) {
        const response = await students(`groupId=${dolphins}`, who);
        expect(response.statusCode).toBe(200);
        expect(response.json<SessionStudentDto[]>().map((s) => s.id)).toEqual([m.dolphin]);
      }
    });

    it("refuses a coach another group's students, and a sub-group coach the rest of the group", async () => {
      expect((await students(`groupId=${dolphins}`)).statusCode).toBe(403);
      expect((await students(`groupId=${swimmers}`, otherCoach)).statusCode).toBe(403);
      expect((await students(`groupId=${swimmers}`, subCoach)).statusCode).toBe(403);
      expect((await students(`groupId=${swimmers}&subGroupId=${swimmersB}`, subCoach)).statusCode).toBe(403);
      expect((await students(`groupId=${swimmers}&subGroupId=${swimmersA}`, subCoach)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown group and 400 for a bad query or a sub-group of another group', async () => {
      expect((await students('groupId=987654', admin)).statusCode).toBe(404);
      const foreign = await students(`groupId=${swimmers}&subGroupId=${dolphinsSub}`, admin);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { subGroupId: 'SESSION_SUB_GROUP_ERROR' } });
      expect((await students('', admin)).json()).toMatchObject({ fields: { groupId: expect.any(String) } });
      expect((await students('groupId=abc', admin)).statusCode).toBe(400);
      expect((await students(`groupId=${swimmers}&subGroupId=-1`, admin)).json()).toMatchObject({
        fields: { subGroupId: 'SESSION_SUB_GROUP_ERROR' },
      });
    });

    it('refuses anonymous callers', async () => {
      expect((await t.call({ method: 'GET', url: `/api/student/session?groupId=${swimmers}` })).statusCode).toBe(401);
    });
  });

  describe('POST /session/', () => {
    it('records the session, transmitted, with its sheet, and answers the boolean true', async () => {
      const payload = body({ date: '2026-11-17T17:00:00.000Z', name: 'ignored', groupName: 'Benjamins', isTransmitted: false });
      const response = await submit(payload);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('true');
      const row = await t.deps.db
        .selectFrom('training_sessions')
        .selectAll()
        .where('client_key', '=', payload.session.clientKey)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        group_id: swimmers,
        sub_group_id: null,
        date: '2026-11-17T17:00:00.000Z',
        transmitted: 1,
        created_by: coach.id,
        version: 1,
      });
      const sheet = await t.deps.db.selectFrom('attendances').selectAll().where('session_id', '=', row.id).orderBy('member_id').execute();
      expect(sheet).toEqual(
        [
          // Late and absent on the sheet: late means present (late-means-present.test.ts).
          { session_id: row.id, member_id: m.zoe, is_absent: 0, is_late: 1, is_excused: 0 },
          { session_id: row.id, member_id: m.lucas, is_absent: 0, is_late: 1, is_excused: 0 },
          { session_id: row.id, member_id: m.anna, is_absent: 1, is_late: 0, is_excused: 0 },
          { session_id: row.id, member_id: m.hugo, is_absent: 0, is_late: 0, is_excused: 0 },
        ]
          // Ticked without a time from the phone: as the sheet arrived (docs/product.md#offline-attendance).
          .map((record) => ({ ...record, changed_at: t.clock.now().toISOString() }))
          .sort((a, b) => a.member_id! - b.member_id!),
      );
    });

    it('records a sub-group session, for its coach, its group coach and the writers', async () => {
      for (const who of [subCoach, coach, manager, admin]) {
        const payload = body({ subGroupId: swimmersA, students: [{ id: m.zoe!, isAbsent: false, isLate: false }] });
        expect((await submit(payload, who)).statusCode).toBe(200);
        const stored = await t.deps.db
          .selectFrom('training_sessions')
          .select(['sub_group_id', 'created_by'])
          .where('client_key', '=', payload.session.clientKey)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ sub_group_id: swimmersA, created_by: who.id });
      }
    });

    it("refuses a coach another group's session and a sub-group coach the whole group, recording nothing", async () => {
      const before = await countRows(t.deps.db, 'training_sessions');
      const foreign = await submit(body({ groupId: dolphins, students: [{ id: m.dolphin!, isAbsent: false, isLate: false }] }));
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await submit(body(), otherCoach)).statusCode).toBe(403);
      expect((await submit(body(), subCoach)).statusCode).toBe(403);
      expect((await submit(body({ subGroupId: swimmersB, students: [] }), subCoach)).statusCode).toBe(403);
      expect(await countRows(t.deps.db, 'training_sessions')).toBe(before);
    });

    it('refuses anonymous callers', async () => {
      expect((await t.call({ method: 'POST', url: '/api/session/', payload: body() })).statusCode).toBe(401);
    });

    it.each([
      ['no session', {}, 'session'],
      ['an empty date', { date: '' }, 'session.date', 'INVALID_DATE_MESSAGE'],
      ['a date without a time', { date: '2026-11-17' }, 'session.date', 'INVALID_DATE_MESSAGE'],
      ['no date', { date: undefined }, 'session.date', 'INVALID_DATE_MESSAGE'],
      ['no group', { groupId: undefined }, 'session.groupId', 'SESSION_GROUP_ERROR'],
      ['a negative sub-group', { subGroupId: -2 }, 'session.subGroupId', 'SESSION_SUB_GROUP_ERROR'],
      ['no client key', { clientKey: undefined }, 'session.clientKey', 'SESSION_CLIENT_KEY_ERROR'],
      ['a hostile client key', { clientKey: "x' or 1=1 --" }, 'session.clientKey', 'SESSION_CLIENT_KEY_ERROR'],
      ['no students list', { students: undefined }, 'session.students', 'SESSION_STUDENTS_ERROR'],
      [
        'a student twice',
        {
          students: [
            { id: 1, isAbsent: true, isLate: false },
            { id: 1, isAbsent: true, isLate: false },
          ],
        },
        'session.students',
        'SESSION_STUDENTS_ERROR',
      ],
      ['a student without flags', { students: [{ id: 1 }] }, 'session.students.0.isAbsent', 'SESSION_STUDENTS_ERROR'],
    ])('refuses %s with the field message and records nothing', async (_case, overrides, field, message?: string) => {
      const before = await countRows(t.deps.db, 'training_sessions');
      const payload = 'session' in overrides || Object.keys(overrides).length === 0 ? {} : body(overrides);
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      const error = response.json<{ code: string; fields: Record<string, string> }>();
      expect(error.code).toBe('BAD_REQUEST');
      expect(Object.keys(error.fields)).toContain(field);
      if (message !== undefined) expect(error.fields[field]).toBe(message);
      expect(await countRows(t.deps.db, 'training_sessions')).toBe(before);
    });

    it('refuses students who are not in the group or sub-group, naming each', async () => {
      const outsider = await submit(
        body({
          students: [
            { id: m.hugo!, isAbsent: false, isLate: false },
            { id: m.dolphin!, isAbsent: false, isLate: false },
            { id: 987654, isAbsent: true, isLate: false },
          ],
        }),
      );
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'Invalid data',
        fields: { 'session.students.1.id': 'SESSION_STUDENT_ERROR', 'session.students.2.id': 'SESSION_STUDENT_ERROR' },
      });
      const otherLine = await submit(body({ subGroupId: swimmersA, students: [{ id: m.anna!, isAbsent: false, isLate: false }] }));
      expect(otherLine.json()).toMatchObject({ fields: { 'session.students.0.id': 'SESSION_STUDENT_ERROR' } });
    });

    it('answers 404 for an unknown group and 400 for a sub-group of another group', async () => {
      expect((await submit(body({ groupId: 987654, students: [] }), admin)).statusCode).toBe(404);
      const foreign = await submit(body({ subGroupId: dolphinsSub, students: [] }), admin);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ fields: { 'session.subGroupId': 'SESSION_SUB_GROUP_ERROR' } });
    });

    it('records a retried submit once (the answer was lost on a weak connection)', async () => {
      const payload = body();
      const first = await submit(payload);
      const sessions = await countRows(t.deps.db, 'training_sessions');
      const sheets = await countRows(t.deps.db, 'attendances');
      const retry = await submit(payload);
      expect([first.statusCode, first.body, retry.statusCode, retry.body]).toEqual([200, 'true', 200, 'true']);
      expect(await countRows(t.deps.db, 'training_sessions')).toBe(sessions);
      expect(await countRows(t.deps.db, 'attendances')).toBe(sheets);
    });

    it('records two concurrent submits of one sheet once', async () => {
      const payload = body({ date: '2026-11-18T17:00:00.000Z' });
      const sessions = await countRows(t.deps.db, 'training_sessions');
      const sheets = await countRows(t.deps.db, 'attendances');
      const answers = await Promise.all([submit(payload), submit(payload), submit(payload)]);
      expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
        [200, 'true'],
        [200, 'true'],
        [200, 'true'],
      ]);
      expect(await countRows(t.deps.db, 'training_sessions')).toBe(sessions + 1);
      expect(await countRows(t.deps.db, 'attendances')).toBe(sheets + 4);
    });

    it('lets the database itself keep one session per client key, even for simultaneous inserts', async () => {
      const row = {
        groupId: swimmers,
        subGroupId: null,
        date: '2026-11-18T18:00:00.000Z',
        clientKey: newClientKey(),
        createdBy: coach.id,
        createdAt: '2026-11-18T18:00:00.000Z',
      };
      const ids = await Promise.all([insertSessionOnce(t.deps.db, row), insertSessionOnce(t.deps.db, row)]);
      expect(ids.filter((id) => id !== undefined)).toHaveLength(1);
      expect(await insertSessionOnce(t.deps.db, row)).toBeUndefined();
    });

    it('still answers true to a retry after a student left the group in between', async () => {
      const mover = await buildMember(t.deps.db, { groupId: swimmers, firstName: 'Eva', lastName: 'Mobile' });
      const payload = body({ students: [{ id: mover, isAbsent: false, isLate: false }] });
      expect((await submit(payload)).statusCode).toBe(200);
      await moveMember(t.deps.db, mover, dolphins);
      expect((await submit(payload)).body).toBe('true');
    });

    it('refuses a used key for another session, or from someone else', async () => {
      const payload = body({ subGroupId: swimmersA, students: [] });
      expect((await submit(payload, subCoach)).statusCode).toBe(200);
      expect((await submit(body({ clientKey: payload.session.clientKey, subGroupId: 0, students: [] }), coach)).statusCode).toBe(409);
      expect((await submit(payload, coach)).statusCode).toBe(409);
    });
  });

  describe('GET /session/{id} and PATCH /session/edit/', () => {
    let sessionId: number;
    let subSessionId: number;
    beforeAll(async () => {
      const payload = body({ date: '2026-11-19T17:00:00.000Z' });
      await submit(payload);
      sessionId = await sessionIdOf(payload.session.clientKey);
      const sub = body({
        subGroupId: swimmersA,
        date: '2026-11-19T18:00:00.000Z',
        students: [{ id: m.zoe!, isAbsent: false, isLate: false }],
      });
      await submit(sub, subCoach);
      subSessionId = await sessionIdOf(sub.session.clientKey);
    });

    it('opens the session for the edit screen, students sorted by last name', async () => {
      const response = await details(sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: sessionId,
        groupId: swimmers,
        groupName: 'Benjamins',
        subGroupId: 0,
        subGroupName: null,
        date: '2026-11-19T17:00:00.000Z',
        isTransmitted: true,
        version: 1,
        students: [
          {
            id: m.hugo,
            firstName: 'Hugo',
            lastName: 'Bernard',
            healthFlag: null,
            excused: false,
            absenceReason: null,
            isAbsent: false,
            isLate: false,
          },
          {
            id: m.anna,
            firstName: 'Anna',
            lastName: 'dupont',
            healthFlag: null,
            excused: false,
            absenceReason: null,
            isAbsent: true,
            isLate: false,
          },
          {
            id: m.lucas,
            firstName: 'Lucas',
            lastName: 'Émery',
            healthFlag: null,
            excused: false,
            absenceReason: null,
            isAbsent: false,
            isLate: true,
          },
          {
            id: m.zoe,
            firstName: 'Zoé',
            lastName: 'Martin',
            healthFlag: null,
            excused: false,
            absenceReason: null,
            isAbsent: false,
            isLate: true,
          },
        ],
      });
      const sub = (await details(subSessionId, subCoach)).json<SessionDetailsDto>();
      expect(sub).toMatchObject({ subGroupId: swimmersA, subGroupName: 'Ligne 1' });
    });

    it('lets writers open any session; refuses other coaches, and unknown ids alike; 404 for writers; 400 for a bad id', async () => {
      expect((await details(sessionId, admin)).statusCode).toBe(200);
      expect((await details(sessionId, manager)).statusCode).toBe(200);
      expect((await details(sessionId, otherCoach)).statusCode).toBe(403);
      expect((await details(sessionId, subCoach)).statusCode).toBe(403);
      expect((await details(subSessionId, coach)).statusCode).toBe(200);
      expect((await details(987654)).statusCode).toBe(403);
      expect((await details(987654, admin)).statusCode).toBe(404);
      expect((await details(Number.NaN)).statusCode).toBe(400);
    });

    it('replaces the date and the sheet, bumps the version, and answers true', async () => {
      const response = await edit({
        session: {
          id: sessionId,
          version: 1,
          date: '2026-11-19T17:30:00+01:00',
          students: [
            { id: m.hugo!, isAbsent: false, isLate: true },
            { id: m.anna!, isAbsent: false, isLate: false },
            { id: m.lucas!, isAbsent: true, isLate: false },
          ],
        },
      });
      expect([response.statusCode, response.body]).toEqual([200, 'true']);
      const after = (await details(sessionId)).json<SessionDetailsDto>();
      expect(after.version).toBe(2);
      expect(after.date).toBe('2026-11-19T16:30:00.000Z');
      expect(after.students.map((s) => [s.lastName, s.isAbsent, s.isLate])).toEqual([
        ['Bernard', false, true],
        ['dupont', false, false],
        ['Émery', true, false],
      ]);
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const before = (await details(sessionId)).json<SessionDetailsDto>();
      const stale = await edit({ session: { id: sessionId, version: before.version - 1, date: '2026-11-20T10:00:00Z', students: [] } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
      expect((await details(sessionId)).json()).toEqual(before);
    });

    it('lets one of two concurrent edits of the same version win', async () => {
      const { version } = (await details(sessionId)).json<SessionDetailsDto>();
      const change = (isLate: boolean) => ({
        session: { id: sessionId, version, date: '2026-11-19T17:00:00.000Z', students: [{ id: m.hugo!, isAbsent: false, isLate }] },
      });
      const answers = await Promise.all([edit(change(true)), edit(change(false), admin)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect((await details(sessionId)).json<SessionDetailsDto>().version).toBe(version + 1);
    });

    it('refuses a save without the version it was loaded with: 400 on `session.version`, nothing changed', async () => {
      const before = (await details(sessionId)).json<SessionDetailsDto>();
      const response = await edit({ session: { id: sessionId, date: '2026-11-20T10:00:00.000Z', students: [] } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { 'session.version': 'SESSION_VERSION_ERROR' } });
      expect((await details(sessionId)).json()).toEqual(before);
    });

    it('keeps a student who left the group since on the sheet being edited', async () => {
      const versionNow = async () => (await details(sessionId)).json<SessionDetailsDto>().version;
      const sheet = [{ id: m.anna!, isAbsent: false, isLate: false }];
      expect(
        (await edit({ session: { id: sessionId, version: await versionNow(), date: '2026-11-19T17:00:00.000Z', students: sheet } }))
          .statusCode,
      ).toBe(200);
      await moveMember(t.deps.db, m.anna!, dolphins);
      try {
        const response = await edit({
          session: {
            id: sessionId,
            version: await versionNow(),
            date: '2026-11-19T17:00:00.000Z',
            students: [{ id: m.anna!, isAbsent: true, isLate: false }],
          },
        });
        expect(response.statusCode).toBe(200);
        // Not on the sheet and not in the group: refused.
        const stranger = await edit({
          session: {
            id: sessionId,
            version: await versionNow(),
            date: '2026-11-19T17:00:00.000Z',
            students: [{ id: m.dolphin!, isAbsent: true, isLate: false }],
          },
        });
        expect(stranger.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { 'session.students.0.id': 'SESSION_STUDENT_ERROR' } });
      } finally {
        await moveMember(t.deps.db, m.anna!, swimmers, swimmersB);
      }
    });

    it("refuses a coach another group's session and answers 404 to a writer for an unknown one", async () => {
      const before = (await details(sessionId)).json<SessionDetailsDto>();
      const change = { session: { id: sessionId, version: before.version, date: '2026-11-19T17:00:00.000Z', students: [] } };
      expect((await edit(change, otherCoach)).statusCode).toBe(403);
      expect((await edit(change, subCoach)).statusCode).toBe(403);
      expect((await details(sessionId)).json()).toEqual(before);
      expect((await edit({ session: { ...change.session, id: 987654 } }, admin)).statusCode).toBe(404);
      const sub = (await details(subSessionId, subCoach)).json<SessionDetailsDto>();
      expect(
        (await edit({ session: { id: subSessionId, version: sub.version, date: '2026-11-19T18:00:00.000Z', students: [] } }, subCoach))
          .statusCode,
      ).toBe(200);
    });

    it.each([
      [{ session: { date: '2026-11-19T17:00:00.000Z', students: [] } }, 'session.id'],
      [{ session: { id: 1, date: 'tomorrow', students: [] } }, 'session.date'],
      [{ session: { id: 1, version: 'x', date: '2026-11-19T17:00:00.000Z', students: [] } }, 'session.version'],
      [{ session: { id: 1, date: '2026-11-19T17:00:00.000Z' } }, 'session.students'],
      [{}, 'session'],
    ])('refuses %j with a field message', async (payload, field) => {
      const response = await edit(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
    });
  });

  describe('GET /session', () => {
    let listApp: TestApp;
    let a: StaffMember;
    let c: StaffMember;
    let c2: StaffMember;
    let sc: StaffMember;
    let g1: number;
    let g2: number;
    let g1Line: number;

    /** A fresh app so the counts below are exactly what this block recorded. */
    beforeAll(async () => {
      listApp = await createTestApp();
      const { db } = listApp.deps;
      a = await listApp.staff(['ADMIN']);
      c = await listApp.staff(['COACH']);
      c2 = await listApp.staff(['COACH']);
      sc = await listApp.staff(['COACH']);
      g1 = await buildGroup(db, { name: 'Poussins' });
      g2 = await buildGroup(db, { name: 'Minimes' });
      g1Line = await buildSubGroup(db, g1, { name: 'Ligne A' });
      await coachGroup(db, g1, c.id);
      await coachGroup(db, g2, c2.id);
      await coachSubGroup(db, g1Line, sc.id);
      const g1Members = [];
      for (let i = 0; i < 5; i += 1) g1Members.push(await buildMember(db, { groupId: g1, subGroupId: i < 2 ? g1Line : null }));
      const g2Member = await buildMember(db, { groupId: g2 });
      const post = async (who: StaffMember, session: Record<string, unknown>) => {
        const response = await listApp.call({
          method: 'POST',
          url: '/api/session/',
          headers: who.headers,
          payload: { session: { subGroupId: 0, clientKey: newClientKey(), ...session } },
        });
        expect(response.statusCode).toBe(200);
      };
      // Monday 16 to Sunday 22 November 2026 in Monaco, and the Monday after.
      await post(c, {
        groupId: g1,
        date: '2026-11-18T17:00:00.000Z',
        students: g1Members.map((id, i) => ({ id, isAbsent: i >= 3, isLate: i === 0 })),
      });
      await post(c2, { groupId: g2, date: '2026-11-16T16:00:00.000Z', students: [{ id: g2Member, isAbsent: false, isLate: false }] });
      await post(sc, {
        groupId: g1,
        subGroupId: g1Line,
        date: '2026-11-22T22:30:00.000Z', // Sunday 23:30 in Monaco
        students: g1Members.slice(0, 2).map((id) => ({ id, isAbsent: false, isLate: true })),
      });
      await post(c, { groupId: g1, date: '2026-11-22T23:10:00.000Z', students: [] }); // Monday 00:10 in Monaco
    });
    afterAll(() => listApp.close());

    const listOf = (query: string, who: StaffMember) => listApp.call({ method: 'GET', url: `/api/session?${query}`, headers: who.headers });
    const week = defaultWeekRange(new Date('2026-11-20T12:00:00Z'));
    const weekQuery = `startDate=${week.start.getTime()}&endDate=${week.end.getTime()}`;

    it('lists the default week (Monday 00:00 to Sunday 23:59:59.999, Monaco) by date, with counts that add up', async () => {
      const response = await listOf(weekQuery, a);
      expect(response.statusCode).toBe(200);
      const rows = response.json<SessionListRowDto[]>();
      expect(rows.map((r) => [r.date, r.groupName, r.subGroupName])).toEqual([
        ['2026-11-16T16:00:00.000Z', 'Minimes', null],
        ['2026-11-18T17:00:00.000Z', 'Poussins', null],
        ['2026-11-22T22:30:00.000Z', 'Poussins', 'Ligne A'],
      ]);
      expect(rows[1]).toMatchObject({ groupId: g1, subGroupId: 0, participants: 3, absences: 2, lates: 1, version: 1 });
      expect(rows[2]).toMatchObject({ subGroupId: g1Line, participants: 2, absences: 0, lates: 2 });
      for (const row of rows) expect(row.lates).toBeLessThanOrEqual(row.participants);
      expect(rows[0]!.participants + rows[0]!.absences).toBe(1);
      expect(rows[1]!.participants + rows[1]!.absences).toBe(5);
    });

    it('includes both ends of the period and lists a session without students with zeros', async () => {
      const exact = await listOf(
        `startDate=${Date.parse('2026-11-18T17:00:00.000Z')}&endDate=${Date.parse('2026-11-22T23:10:00.000Z')}`,
        a,
      );
      const rows = exact.json<SessionListRowDto[]>();
      expect(rows.map((r) => r.date)).toEqual(['2026-11-18T17:00:00.000Z', '2026-11-22T22:30:00.000Z', '2026-11-22T23:10:00.000Z']);
      expect(rows[2]).toMatchObject({ participants: 0, absences: 0, lates: 0 });
    });

    it('gives a coach the sessions of their groups only, whatever login they pass', async () => {
      const own = (await listOf(`${weekQuery}&login=${c2.login}`, c)).json<SessionListRowDto[]>();
      expect(own.map((r) => r.groupName)).toEqual(['Poussins', 'Poussins']);
      const other = (await listOf(`${weekQuery}&login=${c.login}`, c2)).json<SessionListRowDto[]>();
      expect(other.map((r) => r.groupName)).toEqual(['Minimes']);
      const line = (await listOf(weekQuery, sc)).json<SessionListRowDto[]>();
      expect(line.map((r) => r.subGroupName)).toEqual(['Ligne A']);
    });

    it('gives section managers every session', async () => {
      const sm = await listApp.staff(['SECTION_MANAGER']);
      expect((await listOf(weekQuery, sm)).json<unknown[]>()).toHaveLength(3);
    });

    it.each([
      ['', 'startDate', undefined],
      ['startDate=1', 'endDate', undefined],
      ['startDate=abc&endDate=1', 'startDate', 'INVALID_DATE_MESSAGE'],
      ['startDate=-5&endDate=1', 'startDate', 'INVALID_DATE_MESSAGE'],
      ['startDate=1.5&endDate=2', 'startDate', 'INVALID_DATE_MESSAGE'],
      ['startDate=1&endDate=99999999999999', 'endDate', 'INVALID_DATE_MESSAGE'],
      [`startDate=${Date.parse('2026-11-20T00:00:00Z')}&endDate=${Date.parse('2026-11-19T00:00:00Z')}`, 'endDate', 'DATE_RANGE_ERROR'],
      [`startDate=${Date.parse('2025-11-01T00:00:00Z')}&endDate=${Date.parse('2026-11-03T00:00:00Z')}`, 'endDate', 'DATE_RANGE_ERROR'],
      [`startDate=1&endDate=2&login=${'x'.repeat(65)}`, 'login', undefined],
    ])('refuses ?%s on %s', async (query, field, message) => {
      const response = await listOf(query, a);
      expect(response.statusCode).toBe(400);
      const fields = response.json<{ fields: Record<string, string> }>().fields;
      expect(Object.keys(fields)).toContain(field);
      if (message !== undefined) expect(fields[field]).toBe(message);
    });

    it('accepts a whole year and refuses anonymous callers', async () => {
      const year = `startDate=${Date.parse('2026-01-01T00:00:00Z')}&endDate=${Date.parse('2026-12-31T23:59:59.999Z')}`;
      const response = await listOf(year, a);
      expect(response.statusCode).toBe(200);
      expect(response.json<unknown[]>()).toHaveLength(4);
      expect((await listApp.call({ method: 'GET', url: `/api/session?${year}` })).statusCode).toBe(401);
    });
  });

  it('keeps the list of the main app to the sessions a coach may see', async () => {
    const all = await list('startDate=0&endDate=1', coach);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([]);
  });
});
