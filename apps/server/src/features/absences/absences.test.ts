import type { AbsenceDto, AttendanceRatesDto, FamilyAbsencesDto, SessionDetailsDto, SessionStudentDto } from '@club/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { PrivateLinks } from '../private-links/service.js';
import { newClientKey } from '../sessions/test-data.js';
import { buildFamilyOf, buildPlannedSession } from './test-data.js';

/**
 * docs/product.md#absences: a family reports its children absent, from the family space or the
 * absence link of a mail; the sheet shows them excused, and the rates count those apart.
 * The test clock stands on Saturday 21 November 2026, 11:00 in Monaco.
 */
describe('absences reported by families', () => {
  let t: TestApp;
  let admin: StaffMember;
  let martin: SignedInFamily;
  let durand: SignedInFamily;
  let links: PrivateLinks;
  let group: number;
  let other: number;
  const kids: Record<string, number> = {};
  const planned: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    group = await buildGroup(db, { name: 'Benjamins' });
    other = await buildGroup(db, { name: 'Minimes' });
    Object.assign(
      kids,
      await buildFamilyOf(db, 'martin@example.org', [
        { firstName: 'Alice', lastName: 'Martin', groupId: group },
        // Not subscribed this season any more: not reported, not listed.
        { firstName: 'Basile', lastName: 'Martin', groupId: group, state: 'CANCELLED' },
      ]),
      await buildFamilyOf(db, 'durand@example.org', [{ firstName: 'Diane', lastName: 'Durand', groupId: other }]),
    );
    kids.Hugo = await buildMember(db, { firstName: 'Hugo', lastName: 'Bernard', groupId: group });
    await buildSubscription(db, kids.Hugo, { groupId: group });
    planned.started = await buildPlannedSession(db, { groupId: group, startsAt: '2026-11-21T08:00:00.000Z' });
    planned.next = await buildPlannedSession(db, { groupId: group, startsAt: '2026-11-24T17:00:00.000Z' });
    planned.cancelled = await buildPlannedSession(db, { groupId: group, startsAt: '2026-11-26T17:00:00.000Z', status: 'CANCELLED' });
    // Past the 30 days offered.
    planned.far = await buildPlannedSession(db, { groupId: group, startsAt: '2026-12-30T17:00:00.000Z' });
    planned.minimes = await buildPlannedSession(db, { groupId: other, startsAt: '2026-11-24T17:00:00.000Z' });
    martin = await signInFamily(t, 'martin@example.org');
    durand = await signInFamily(t, 'durand@example.org');
    links = new PrivateLinks({ signer: t.deps.linkSigner, clock: t.deps.clock });
  });
  afterAll(() => t.close());

  const view = async (family: SignedInFamily) => {
    const answer = await t.call({ method: 'GET', url: '/api/family/absences', headers: family.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<FamilyAbsencesDto>();
  };
  const report = (family: SignedInFamily, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/family/absences', headers: family.headers, payload });
  const withdraw = (family: SignedInFamily, id: number) =>
    t.call({ method: 'DELETE', url: `/api/family/absences/${id}`, headers: family.headers });
  const range = (memberId: number, fromDay: string, toDay: string, reason?: string) => ({
    kind: 'RANGE',
    memberId,
    fromDay,
    toDay,
    ...(reason === undefined ? {} : { reason }),
  });
  const reported = async (answer: Awaited<ReturnType<typeof report>>) => {
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<AbsenceDto>();
  };
  const saveSheet = async (date: string, students: { id: number; isAbsent: boolean }[]) => {
    const clientKey = newClientKey();
    const answer = await t.call({
      method: 'POST',
      url: '/api/session/',
      headers: admin.headers,
      payload: { session: { groupId: group, subGroupId: 0, date, clientKey, students: students.map((s) => ({ ...s, isLate: false })) } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (
      await t.deps.db
        .selectFrom('training_sessions')
        .select(['id', 'version'])
        .where('client_key', '=', clientKey)
        .executeTakeFirstOrThrow()
    ).id;
  };
  const excusedOf = async (sessionId: number) =>
    Object.fromEntries(
      (await t.deps.db.selectFrom('attendances').select(['member_id', 'is_excused']).where('session_id', '=', sessionId).execute()).map(
        (row) => [row.member_id, row.is_excused],
      ),
    );
  const liveCount = async (memberId: number) =>
    Number(
      (
        await t.deps.db
          .selectFrom('absences')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('member_id', '=', memberId)
          .where('withdrawn_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('shows a family its subscribed children with their group’s sessions of the next 30 days not yet started', async () => {
    const own = await view(martin);
    expect(own.children).toEqual([
      {
        memberId: kids.Alice,
        firstName: 'Alice',
        lastName: 'Martin',
        sessions: [
          {
            id: planned.next,
            groupName: 'Benjamins',
            startsAt: '2026-11-24T17:00:00.000Z',
            endsAt: '2026-11-24T18:30:00.000Z',
            location: 'Stade Louis-II',
            status: 'PLANNED',
          },
          expect.objectContaining({ id: planned.cancelled, status: 'CANCELLED' }),
        ],
      },
    ]);
    expect(own.absences).toEqual([]);
    const theirs = await view(durand);
    expect(theirs.children.map((child) => [child.firstName, child.sessions.map((session) => session.id)])).toEqual([
      ['Diane', [planned.minimes]],
    ]);
  });

  it('records a planned session’s absence on its day, and a range of days, listed until withdrawn', async () => {
    const session = await reported(
      await report(martin, { kind: 'SESSION', memberId: kids.Alice, plannedSessionId: planned.next, reason: ' Dentiste ' }),
    );
    expect(session).toEqual({
      id: expect.any(Number),
      memberId: kids.Alice,
      firstName: 'Alice',
      fromDay: '2026-11-24',
      toDay: '2026-11-24',
      plannedSessionId: planned.next,
      sessionStartsAt: '2026-11-24T17:00:00.000Z',
      reason: 'Dentiste',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const days = await reported(await report(martin, range(kids.Alice!, '2026-12-07', '2026-12-11')));
    expect(days).toMatchObject({ fromDay: '2026-12-07', toDay: '2026-12-11', plannedSessionId: null, sessionStartsAt: null, reason: null });
    expect((await view(martin)).absences.map((absence) => absence.id)).toEqual([session.id, days.id]);
    const row = await t.deps.db.selectFrom('absences').select(['source']).where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.source).toBe('FAMILY');

    expect((await withdraw(martin, days.id)).statusCode).toBe(204);
    // A retry of the withdrawal is answered as done.
    expect((await withdraw(martin, days.id)).statusCode).toBe(204);
    expect((await view(martin)).absences.map((absence) => absence.id)).toEqual([session.id]);
    const kept = await t.deps.db.selectFrom('absences').select(['withdrawn_at']).where('id', '=', days.id).executeTakeFirstOrThrow();
    expect(kept.withdrawn_at).toBe('2026-11-21T10:00:00.000Z');
  });

  it('shows the reported child excused with the reason on the new sheet of that day only', async () => {
    const sheet = async (date: string) => {
      const answer = await t.call({
        method: 'GET',
        url: `/api/student/session?groupId=${group}&date=${Date.parse(date)}`,
        headers: admin.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return Object.fromEntries(answer.json<SessionStudentDto[]>().map((s) => [s.firstName, [s.excused, s.absenceReason]]));
    };
    expect(await sheet('2026-11-24T17:00:00.000Z')).toEqual({ Alice: [true, 'Dentiste'], Basile: [false, null], Hugo: [false, null] });
    expect(await sheet('2026-11-25T17:00:00.000Z')).toMatchObject({ Alice: [false, null] });
    // Without a date: today's sheet.
    const today = await t.call({ method: 'GET', url: `/api/student/session?groupId=${group}`, headers: admin.headers });
    expect(today.json<SessionStudentDto[]>().every((s) => !s.excused)).toBe(true);
  });

  it('excuses a sheet saved before the report once reported, on the Monaco day, and no longer once withdrawn', async () => {
    // 23:30 UTC on the 1st is 00:30 on the 2nd in Monaco; 22:30 UTC is still the 1st.
    const lateNight = await saveSheet('2026-12-01T23:30:00.000Z', [
      { id: kids.Alice!, isAbsent: true },
      { id: kids.Hugo!, isAbsent: true },
    ]);
    const evening = await saveSheet('2026-12-01T22:30:00.000Z', [{ id: kids.Alice!, isAbsent: true }]);
    const present = await saveSheet('2026-12-02T08:00:00.000Z', [{ id: kids.Alice!, isAbsent: false }]);
    const absence = await reported(await report(martin, range(kids.Alice!, '2026-12-02', '2026-12-02', 'Stage de ski')));
    expect(await excusedOf(lateNight)).toEqual({ [kids.Alice!]: 1, [kids.Hugo!]: 0 });
    expect(await excusedOf(evening)).toEqual({ [kids.Alice!]: 0 });
    expect(await excusedOf(present)).toEqual({ [kids.Alice!]: 0 });
    const details = await t.call({ method: 'GET', url: `/api/session/${lateNight}`, headers: admin.headers });
    expect(details.json<SessionDetailsDto>().students.map((s) => [s.firstName, s.isAbsent, s.excused, s.absenceReason])).toEqual([
      ['Hugo', true, false, null],
      ['Alice', true, true, 'Stage de ski'],
    ]);

    // A sheet saved after the report is excused as it is written, and kept right when edited.
    const after = await saveSheet('2026-12-02T17:00:00.000Z', [{ id: kids.Alice!, isAbsent: true }]);
    expect(await excusedOf(after)).toEqual({ [kids.Alice!]: 1 });
    const edit = async (isAbsent: boolean, version: number) => {
      const answer = await t.call({
        method: 'PATCH',
        url: '/api/session/edit/',
        headers: admin.headers,
        payload: {
          session: { id: after, date: '2026-12-02T17:00:00.000Z', version, students: [{ id: kids.Alice, isAbsent, isLate: false }] },
        },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await edit(false, 1);
    expect(await excusedOf(after)).toEqual({ [kids.Alice!]: 0 });
    await edit(true, 2);
    expect(await excusedOf(after)).toEqual({ [kids.Alice!]: 1 });

    expect((await withdraw(martin, absence.id)).statusCode).toBe(204);
    expect(await excusedOf(lateNight)).toEqual({ [kids.Alice!]: 0, [kids.Hugo!]: 0 });
    expect(await excusedOf(after)).toEqual({ [kids.Alice!]: 0 });
  });

  it('counts an excused and an unexcused absence apart in the rates and their export', async () => {
    await saveSheet('2026-11-25T17:00:00.000Z', [
      { id: kids.Alice!, isAbsent: true },
      { id: kids.Hugo!, isAbsent: false },
    ]);
    await saveSheet('2026-11-27T17:00:00.000Z', [
      { id: kids.Alice!, isAbsent: true },
      { id: kids.Hugo!, isAbsent: false },
    ]);
    await reported(await report(martin, range(kids.Alice!, '2026-11-25', '2026-11-26', 'Malade')));
    // 1 to 30 November 2026, Monaco time.
    const period = `startDate=${Date.parse('2026-10-31T23:00:00.000Z')}&endDate=${Date.parse('2026-11-30T22:59:59.999Z')}`;
    const answer = await t.call({ method: 'GET', url: `/api/session/rates?groupId=${group}&${period}`, headers: admin.headers });
    const rates = answer.json<AttendanceRatesDto>();
    expect(rates.members.find((m) => m.id === kids.Alice)).toMatchObject({
      sessions: 2,
      absent: 2,
      excused: 1,
      absentRate: 100,
      excusedRate: 50,
      unexcusedRate: 50,
    });
    expect(rates.group).toMatchObject({ present: 2, absent: 2, excused: 1, excusedRate: 25, unexcusedRate: 25 });

    const file = await t.call({ method: 'GET', url: `/api/session/rates/export?groupId=${group}&${period}`, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(4).slice(4, 7)).toEqual(['Absent', 'Absence excusée', 'Absence non excusée']);
    const rows = [5, 6, 7, 8].map(values);
    expect(rows.find((row) => row[1] === 'Alice')!.slice(2, 7)).toEqual([2, 0, 2, 1, 1]);
    expect(rows.find((row) => row[0] === 'Total du groupe')!.slice(2, 7)).toEqual([2, 2, 2, 1, 1]);
  });

  it('answers another family’s child as a missing one, and learns nothing of it', async () => {
    const missing = await report(martin, range(987_654, '2026-12-14', '2026-12-15'));
    expect(missing.statusCode).toBe(404);
    for (const memberId of [kids.Diane!, kids.Basile!]) {
      const refused = await report(martin, range(memberId, '2026-12-14', '2026-12-15'));
      expect([refused.statusCode, refused.json()]).toEqual([404, missing.json()]);
    }
    expect(await liveCount(kids.Diane!)).toBe(0);
    expect(await liveCount(kids.Basile!)).toBe(0);

    const theirs = await reported(await report(durand, range(kids.Diane!, '2026-12-14', '2026-12-15')));
    const unknown = await withdraw(martin, 987_654);
    expect(unknown.statusCode).toBe(404);
    const refused = await withdraw(martin, theirs.id);
    expect([refused.statusCode, refused.json()]).toEqual([404, unknown.json()]);
    expect(await liveCount(kids.Diane!)).toBe(1);
    expect((await view(martin)).absences.map((absence) => absence.memberId)).not.toContain(kids.Diane);
  });

  it('refuses a range already begun or too long, and a session cancelled, started, another group’s or missing', async () => {
    const before = await liveCount(kids.Alice!);
    const past = await report(martin, range(kids.Alice!, '2026-11-20', '2026-11-22'));
    expect([past.statusCode, past.json()]).toEqual([400, expect.objectContaining({ fields: { fromDay: 'ABSENCE_RANGE_ERROR' } })]);
    const long = await report(martin, range(kids.Alice!, '2026-11-22', '2027-03-01'));
    expect([long.statusCode, long.json()]).toEqual([400, expect.objectContaining({ fields: { toDay: 'ABSENCE_RANGE_ERROR' } })]);
    const answers = [];
    for (const plannedSessionId of [planned.cancelled, planned.started, planned.minimes, 987_654]) {
      const answer = await report(martin, { kind: 'SESSION', memberId: kids.Alice, plannedSessionId });
      answers.push([answer.statusCode, answer.json<{ fields?: unknown }>().fields]);
    }
    expect(answers).toEqual(Array(4).fill([400, { plannedSessionId: 'ABSENCE_SESSION_ERROR' }]));
    expect(await liveCount(kids.Alice!)).toBe(before);
  });

  it('refuses to withdraw an absence whose days are over', async () => {
    const absence = await reported(await report(martin, range(kids.Alice!, '2026-11-23', '2026-11-23')));
    t.clock.set('2026-11-24T10:00:00.000Z');
    try {
      const late = await withdraw(martin, absence.id);
      expect([late.statusCode, late.json()]).toEqual([400, expect.objectContaining({ fields: { id: 'ABSENCE_PAST_ERROR' } })]);
      // Over, it is no longer listed.
      expect((await view(martin)).absences.map((a) => a.id)).not.toContain(absence.id);
    } finally {
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
    expect((await withdraw(martin, absence.id)).statusCode).toBe(204);
  });

  it('records five identical reports sent at once as one absence', async () => {
    const payload = { kind: 'SESSION', memberId: kids.Alice, plannedSessionId: planned.next, reason: 'Rendez-vous' };
    await t.deps.db
      .updateTable('absences')
      .set({ withdrawn_at: '2026-11-21T10:00:00.000Z' })
      .where('member_id', '=', kids.Alice!)
      .execute();
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(martin, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<AbsenceDto>().id)).size).toBe(1);
    expect(await liveCount(kids.Alice!)).toBe(1);
    // Another day is another absence.
    await reported(await report(martin, range(kids.Alice!, '2026-11-24', '2026-11-25')));
    expect(await liveCount(kids.Alice!)).toBe(2);
  });

  describe('through the absence link of a mail', () => {
    const linkCall = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, payload?: Record<string, unknown>) =>
      t.call({ method, url: `/api/absence-link${path}?token=${encodeURIComponent(token)}`, ...(payload === undefined ? {} : { payload }) });

    it('opens the family’s own page, reports and withdraws as the family space does', async () => {
      const token = await links.tokenOf(t.deps.db, 'FAMILY_ABSENCE', 'martin@example.org');
      const page = await linkCall('GET', '', token);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.json()).toEqual(await view(martin));

      const added = await linkCall('POST', '/absences', token, range(kids.Alice!, '2026-12-21', '2026-12-23', 'Vacances'));
      expect(added.statusCode, added.body).toBe(201);
      const id = added.json<AbsenceDto>().id;
      const row = await t.deps.db.selectFrom('absences').select(['source', 'reason']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ source: 'LINK', reason: 'Vacances' });
      expect((await view(martin)).absences.map((absence) => absence.id)).toContain(id);
      expect((await linkCall('DELETE', `/absences/${id}`, token)).statusCode).toBe(204);
      expect((await view(martin)).absences.map((absence) => absence.id)).not.toContain(id);
    });

    it('reaches nothing of another family', async () => {
      const token = await links.tokenOf(t.deps.db, 'FAMILY_ABSENCE', 'durand@example.org');
      const page = (await linkCall('GET', '', token)).json<FamilyAbsencesDto>();
      expect(page.children.map((child) => child.memberId)).toEqual([kids.Diane]);
      expect(page.absences.every((absence) => absence.memberId === kids.Diane)).toBe(true);
      const aliceAbsence = (await view(martin)).absences[0]!;
      const missing = await linkCall('DELETE', '/absences/987654', token);
      const refused = await linkCall('DELETE', `/absences/${aliceAbsence.id}`, token);
      expect([refused.statusCode, refused.json()]).toEqual([404, missing.json()]);
      const report = await linkCall('POST', '/absences', token, range(kids.Alice!, '2026-12-28', '2026-12-29'));
      expect(report.statusCode).toBe(404);
      expect((await view(martin)).absences.map((absence) => absence.id)).toContain(aliceAbsence.id);
    });

    it('answers 404 to a forged, missing or revoked token', async () => {
      const token = await links.tokenOf(t.deps.db, 'FAMILY_ABSENCE', 'martin@example.org');
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await linkCall('GET', '', forged)).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: '/api/absence-link' })).statusCode).toBe(404);
      // A calendar link's token opens no absence page.
      const calendar = await links.tokenOf(t.deps.db, 'CALENDAR_FAMILY', 'martin@example.org');
      expect((await linkCall('GET', '', calendar)).statusCode).toBe(404);

      expect(await links.revoke(t.deps.db, 'FAMILY_ABSENCE', 'martin@example.org')).toBe(true);
      const revoked = await linkCall('GET', '', token);
      expect([revoked.statusCode, revoked.headers['cache-control']]).toEqual([404, 'no-store']);
      expect((await linkCall('POST', '/absences', token, range(kids.Alice!, '2026-12-28', '2026-12-29'))).statusCode).toBe(404);
      const renewed = await links.tokenOf(t.deps.db, 'FAMILY_ABSENCE', 'martin@example.org');
      expect((await linkCall('GET', '', renewed)).statusCode).toBe(200);
    });
  });

  it('erases a member’s absences with the member', async () => {
    await reported(await report(durand, range(kids.Diane!, '2026-12-16', '2026-12-17')));
    expect(await liveCount(kids.Diane!)).toBeGreaterThan(0);
    const erased = await t.call({
      method: 'POST',
      url: `/api/privacy/member/${kids.Diane}/erase`,
      headers: admin.headers,
      payload: { lastName: 'Durand' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.deps.db.selectFrom('absences').select('id').where('member_id', '=', kids.Diane!).execute();
    expect(left).toEqual([]);
  });
});
