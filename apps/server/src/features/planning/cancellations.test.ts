import type { CancellationDto, PlannedSessionDto } from '@club/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LINK_PLACEHOLDER } from '../../mail/link-seal.js';
import { buildGroup, buildGuardian, buildMember, buildSubGroup, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { PrivateLinks } from '../private-links/service.js';
import { newClientKey } from '../sessions/test-data.js';
import { createSlots, plannedRows, queuedMails, setStaffContact } from './test-data.js';

/**
 * Cancelling and restoring planned sessions (docs/product.md#cancellations): who may, and the
 * mails: one per family address and one per coach, each in its language, the family's carrying
 * its absence link sealed.
 */
describe('cancellations', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coachA: StaffMember;
  let coachB: StaffMember;
  let laneCoach: StaffMember;
  let groupA: number;
  let groupB: number;
  let lea: number;
  let tom: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    admin = await t.staff(['ADMIN']);
    coachA = await t.staff(['COACH']);
    coachB = await t.staff(['COACH']);
    laneCoach = await t.staff(['COACH']);
    await setStaffContact(db, coachA.id, 'coach.a@example.org', 'en');
    await setStaffContact(db, coachB.id, 'coach.b@example.org');
    await setStaffContact(db, laneCoach.id, 'lane@example.org');
    groupA = await buildGroup(db, { name: 'Benjamins', coaches: [coachA.id] });
    groupB = await buildGroup(db, { name: 'Avenirs', coaches: [coachB.id] });
    await buildSubGroup(db, groupA, { name: 'Ligne 1', coaches: [laneCoach.id] });
    await createSlots(t, admin, groupA, [
      { weekday: 2, start: '18:00', end: '19:30', location: 'Stade Louis II' },
      { weekday: 4, start: '17:00', end: '18:00', location: 'Piscine Rainier III' },
    ]);
    await createSlots(t, admin, groupB, [{ weekday: 2, start: '17:00', end: '18:00', location: 'Piscine Rainier III' }]);

    const subscribed = async (values: Parameters<typeof buildMember>[1], state = 'SCHEDULED') => {
      const id = await buildMember(db, values);
      await buildSubscription(db, id, { groupId: values?.groupId ?? null, state });
      return id;
    };
    // The Martins: a guardian with a second address, Léa and Zoé in A, Tom in B.
    const martin = await buildGuardian(db, { email: 'Martin@Example.org', secondaryEmail: 'martin.pro@example.org' });
    lea = await subscribed({ firstName: 'Léa', guardianId: martin, groupId: groupA, birthDate: '2013-01-01' });
    await subscribed({ firstName: 'Zoé', guardianId: martin, groupId: groupA, birthDate: '2015-01-01' });
    tom = await subscribed({ firstName: 'Tom', guardianId: martin, groupId: groupB });
    // The Smiths write in English.
    await subscribed({
      firstName: 'Emma',
      guardianId: await buildGuardian(db, { email: 'smith@example.org', language: 'en' }),
      groupId: groupA,
    });
    // An adult swimmer with their own address.
    await subscribed({ firstName: 'Hugo', email: 'hugo@example.org', groupId: groupA, birthDate: '1990-05-05' });
    // Not mailed: a cancelled subscription, a member who left, one without a subscription this season.
    await subscribed({ firstName: 'Annulé', email: 'cancelled@example.org', groupId: groupA }, 'CANCELLED');
    await subscribed({ firstName: 'Parti', email: 'left@example.org', groupId: groupA, leftAt: '2026-10-01T00:00:00.000Z' });
    await buildMember(db, { firstName: 'Sans', email: 'none@example.org', groupId: groupA });
  });
  afterAll(() => t.close());
  afterEach(() => t.deps.db.deleteFrom('mail_outbox').execute());

  const cancel = (target: Record<string, unknown>, who: StaffMember = admin, reason = 'Bassin fermé') =>
    t.call({ method: 'POST', url: '/api/planning/cancel', headers: who.headers, payload: { target, reason } });
  const restore = (id: number, who: StaffMember = admin) =>
    t.call({ method: 'POST', url: `/api/planning/${id}/restore`, headers: who.headers });
  const list = (query: string, who: StaffMember = admin) => t.call({ method: 'GET', url: `/api/planning?${query}`, headers: who.headers });
  const sessionOn = async (groupId: number, day: string) => (await plannedRows(t.deps.db, groupId)).find((row) => row.day === day)!;
  const recipients = (mails: { to_addresses: string }[]) => mails.map((mail) => (JSON.parse(mail.to_addresses) as string[]).join()).sort();

  it('lists the planned sessions of the days asked, by start, with the groups a coach reaches', async () => {
    const week = 'fromDay=2026-11-23&toDay=2026-11-29';
    const all = (await list(week)).json<PlannedSessionDto[]>();
    expect(all.map((s) => [s.groupName, s.startsAt])).toEqual([
      ['Avenirs', '2026-11-24T16:00:00.000Z'],
      ['Benjamins', '2026-11-24T17:00:00.000Z'],
      ['Benjamins', '2026-11-26T16:00:00.000Z'],
    ]);
    expect(all[0]).toMatchObject({
      status: 'PLANNED',
      cancelReason: null,
      sessionId: null,
      reportedAbsent: 0,
      location: 'Piscine Rainier III',
    });
    expect((await list(week, coachA)).json<PlannedSessionDto[]>().map((s) => s.groupName)).toEqual(['Benjamins', 'Benjamins']);
    expect((await list(`${week}&groupId=${groupA}`, laneCoach)).statusCode).toBe(200);
    expect((await list(`${week}&groupId=${groupA}`, coachB)).statusCode).toBe(403);
    expect((await list(`${week}&groupId=987654`, coachB)).statusCode).toBe(403);
    expect((await list(`${week}&groupId=987654`)).statusCode).toBe(404);
    expect((await list('fromDay=2026-11-29&toDay=2026-11-23')).json()).toMatchObject({ fields: { toDay: 'PLANNING_RANGE_ERROR' } });
    const locations = await t.call({ method: 'GET', url: '/api/planning/locations', headers: coachB.headers });
    expect(locations.json()).toEqual(['Piscine Rainier III', 'Stade Louis II']);
  });

  it('counts the children reported absent on the day, not withdrawn reports nor other groups', async () => {
    const { db } = t.deps;
    const report = (memberId: number, withdrawn: string | null) =>
      db
        .insertInto('absences')
        .values({
          member_id: memberId,
          from_day: '2026-11-30',
          to_day: '2026-12-06',
          planned_session_id: null,
          reason: null,
          source: 'FAMILY',
          created_at: '2026-11-21T09:00:00.000Z',
          withdrawn_at: withdrawn,
        })
        .execute();
    await report(lea, null);
    await report(lea, null);
    await report(tom, null);
    const zoe = await db.selectFrom('members').select('id').where('first_name', '=', 'Zoé').executeTakeFirstOrThrow();
    await report(zoe.id, '2026-11-21T09:30:00.000Z');
    const sessions = (await list(`fromDay=2026-12-01&toDay=2026-12-01&groupId=${groupA}`)).json<PlannedSessionDto[]>();
    expect(sessions.map((s) => s.reportedAbsent)).toEqual([1]);
    await db.deleteFrom('absences').execute();
  });

  it('keeps a coach to the sessions of the groups they coach, and whole days and pools to admins and managers', async () => {
    const tuesday = await sessionOn(groupA, '2026-12-01');
    const other = await sessionOn(groupB, '2026-12-01');
    expect((await cancel({ kind: 'SESSION', plannedSessionId: other.id }, coachA)).statusCode).toBe(403);
    expect((await cancel({ kind: 'SESSION', plannedSessionId: tuesday.id }, coachB)).statusCode).toBe(403);
    // A sub-group's coach reads the group's sessions but does not cancel them.
    expect((await cancel({ kind: 'SESSION', plannedSessionId: tuesday.id }, laneCoach)).statusCode).toBe(403);
    expect((await cancel({ kind: 'DAY', day: '2026-12-01' }, coachA)).statusCode).toBe(403);
    expect((await cancel({ kind: 'POOL', day: '2026-12-01', location: 'Stade Louis II' }, coachA)).statusCode).toBe(403);
    expect((await cancel({ kind: 'SESSION', plannedSessionId: 987654 }, coachA)).statusCode).toBe(403);
    expect((await cancel({ kind: 'SESSION', plannedSessionId: 987654 })).statusCode).toBe(404);
    expect((await restore(987654, coachA)).statusCode).toBe(403);
    expect((await cancel({ kind: 'SESSION', plannedSessionId: tuesday.id }, coachA, '')).json()).toMatchObject({
      fields: { reason: 'CANCEL_REASON_ERROR' },
    });
    expect((await sessionOn(groupA, '2026-12-01')).status).toBe('PLANNED');
    expect(await queuedMails(t.deps.db, 'SESSION_CANCELLED')).toEqual([]);

    const own = await cancel({ kind: 'SESSION', plannedSessionId: tuesday.id }, coachA);
    expect(own.statusCode).toBe(200);
    expect((await restore(tuesday.id, coachB)).statusCode).toBe(403);
    expect((await restore(tuesday.id, coachA)).statusCode).toBe(200);
  });

  it('mails one session’s cancellation once per family address and per coach, in their language, the absence link sealed', async () => {
    const session = await sessionOn(groupA, '2026-12-08');
    const response = await cancel({ kind: 'SESSION', plannedSessionId: session.id }, admin, 'Compétition régionale');
    expect(response.statusCode).toBe(200);
    const mails = await queuedMails(t.deps.db, 'SESSION_CANCELLED');
    expect(response.json<CancellationDto>()).toEqual({ sessions: 1, mails: mails.length });
    expect(recipients(mails)).toEqual([
      'Martin@Example.org',
      'coach.a@example.org',
      'hugo@example.org',
      'lane@example.org',
      'martin.pro@example.org',
      'smith@example.org',
    ]);
    const to = (address: string) => mails.find((mail) => JSON.parse(mail.to_addresses)[0] === address)!;

    const martin = to('Martin@Example.org');
    expect(martin.language).toBe('fr');
    expect(martin.subject).toBe('Club de natation – séance annulée : Benjamins le 08/12/2026');
    expect(martin.text_body).toContain('- Benjamins, mardi 08/12/2026, 18:00–19:30, Stade Louis II');
    expect(martin.text_body).toContain('Motif : Compétition régionale');
    expect(martin.text_body).toContain('Cela concerne Léa et Zoé.');
    expect(martin.text_body).not.toContain('Tom');
    expect(martin.member_id).toBeNull();
    // The link is stored sealed, the body holds the placeholder; it opens this address's absence page.
    expect(martin.text_body).toContain(LINK_PLACEHOLDER);
    expect(martin.text_body).not.toMatch(/token=/);
    const link = t.deps.outbox.linkSeal.open(martin.sealed_link!);
    expect(link).toMatch(/^http:\/\/localhost:3000\/absence\?token=/);
    const links = new PrivateLinks({ signer: t.deps.linkSigner, clock: t.clock });
    expect(await links.subjectOf(t.deps.db, 'FAMILY_ABSENCE', new URL(link).searchParams.get('token')!)).toBe('martin@example.org');
    const pro = t.deps.outbox.linkSeal.open(to('martin.pro@example.org').sealed_link!);
    expect(await links.subjectOf(t.deps.db, 'FAMILY_ABSENCE', new URL(pro).searchParams.get('token')!)).toBe('martin.pro@example.org');

    const smith = to('smith@example.org');
    expect(smith.language).toBe('en');
    expect(smith.subject).toBe('Club de natation – session cancelled: Benjamins on 08/12/2026');
    expect(smith.text_body.indexOf('Reason: Compétition régionale')).toBeLessThan(smith.text_body.indexOf('Motif'));
    expect(smith.member_id).not.toBeNull();
    expect(to('hugo@example.org').text_body).toContain('Cela concerne Hugo.');

    // Coaches: their own language, no link.
    const coach = to('coach.a@example.org');
    expect(coach.language).toBe('en');
    expect(coach.sealed_link).toBeNull();
    expect(coach.text_body).not.toContain(LINK_PLACEHOLDER);
    expect(coach.text_body).toContain('- Benjamins, Tuesday 08/12/2026, 18:00–19:30, Stade Louis II');
    expect(to('lane@example.org').language).toBe('fr');

    const row = await sessionOn(groupA, '2026-12-08');
    expect(row).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Compétition régionale', sequence: 1 });
    const listed = (await list(`fromDay=2026-12-08&toDay=2026-12-08&groupId=${groupA}`)).json<PlannedSessionDto[]>();
    expect(listed[0]).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Compétition régionale',
      cancelledAt: '2026-11-21T10:00:00.000Z',
    });

    // Already cancelled: refused, and nobody mailed again.
    const again = await cancel({ kind: 'SESSION', plannedSessionId: session.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'PLANNED_SESSION_STATUS_ERROR' });
    expect(await queuedMails(t.deps.db, 'SESSION_CANCELLED')).toHaveLength(mails.length);
  });

  it('mails a day’s cancellation once per address, listing every session of the family’s children', async () => {
    const response = await cancel({ kind: 'DAY', day: '2026-12-15' }, admin, 'Grève');
    expect(response.json<CancellationDto>()).toMatchObject({ sessions: 2 });
    const mails = await queuedMails(t.deps.db, 'SESSION_CANCELLED');
    expect(recipients(mails)).toEqual([
      'Martin@Example.org',
      'coach.a@example.org',
      'coach.b@example.org',
      'hugo@example.org',
      'lane@example.org',
      'martin.pro@example.org',
      'smith@example.org',
    ]);
    const martin = mails.find((mail) => mail.to_addresses.includes('Martin@'))!;
    expect(martin.subject).toBe('Club de natation – séances annulées le 15/12/2026');
    expect(martin.text_body).toContain('- Avenirs, mardi 15/12/2026, 17:00–18:00, Piscine Rainier III');
    expect(martin.text_body).toContain('- Benjamins, mardi 15/12/2026, 18:00–19:30, Stade Louis II');
    expect(martin.text_body).toContain('Cela concerne Léa, Tom et Zoé.');
    const coachB = mails.find((mail) => mail.to_addresses.includes('coach.b'))!;
    expect(coachB.text_body).not.toContain('Benjamins');
    // Nothing left to cancel that day.
    expect((await cancel({ kind: 'DAY', day: '2026-12-15' })).json()).toMatchObject({ message: 'NOTHING_TO_CANCEL' });
  });

  it('cancels a pool’s sessions of a day only', async () => {
    const response = await cancel({ kind: 'POOL', day: '2026-12-22', location: 'Piscine Rainier III' });
    expect(response.json<CancellationDto>()).toMatchObject({ sessions: 1 });
    expect((await sessionOn(groupB, '2026-12-22')).status).toBe('CANCELLED');
    expect((await sessionOn(groupA, '2026-12-22')).status).toBe('PLANNED');
    const mails = await queuedMails(t.deps.db, 'SESSION_CANCELLED');
    // Only the Martins (Tom) and B's coach.
    expect(recipients(mails)).toEqual(['Martin@Example.org', 'coach.b@example.org', 'martin.pro@example.org']);
    expect(mails[0]!.text_body).toContain('Cela concerne Tom.');
    expect((await cancel({ kind: 'POOL', day: '2026-12-22', location: 'Bassin inconnu' })).statusCode).toBe(400);
    expect((await cancel({ kind: 'DAY', day: '2026-11-17' })).json()).toMatchObject({ message: 'NOTHING_TO_CANCEL' });
  });

  it('cancels once when five requests cancel the same session at the same time', async () => {
    const session = await sessionOn(groupA, '2027-01-05');
    const responses = await Promise.all(Array.from({ length: 5 }, () => cancel({ kind: 'SESSION', plannedSessionId: session.id })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'PLANNED_SESSION_STATUS_ERROR' });
    }
    const mails = await queuedMails(t.deps.db, 'SESSION_CANCELLED');
    expect(mails).toHaveLength(6);
    expect(new Set(recipients(mails)).size).toBe(6);
    expect(await sessionOn(groupA, '2027-01-05')).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it('restores a cancelled session and tells the families and coaches it takes place', async () => {
    const session = await sessionOn(groupA, '2027-01-05');
    const response = await restore(session.id, coachA);
    expect(response.statusCode).toBe(200);
    const mails = await queuedMails(t.deps.db, 'SESSION_RESTORED');
    expect(response.json()).toEqual({ sessions: 1, mails: 6 });
    expect(mails).toHaveLength(6);
    const martin = mails.find((mail) => mail.to_addresses.includes('Martin@'))!;
    expect(martin.subject).toBe('Club de natation – la séance Benjamins du 05/01/2027 a bien lieu');
    expect(martin.text_body).toContain(LINK_PLACEHOLDER);
    expect(martin.text_body).not.toContain('Motif');
    expect(await sessionOn(groupA, '2027-01-05')).toMatchObject({ status: 'PLANNED', cancel_reason: null, sequence: 2 });
    expect((await restore(session.id)).json()).toMatchObject({ message: 'PLANNED_SESSION_STATUS_ERROR' });
  });

  it('restores once when three requests restore the same session at the same time', async () => {
    const session = await sessionOn(groupA, '2027-01-12');
    expect((await cancel({ kind: 'SESSION', plannedSessionId: session.id })).statusCode).toBe(200);
    const responses = await Promise.all([1, 2, 3].map(() => restore(session.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await queuedMails(t.deps.db, 'SESSION_RESTORED')).toHaveLength(6);
    expect(await sessionOn(groupA, '2027-01-12')).toMatchObject({ status: 'PLANNED', sequence: 2 });
  });

  it('cancels nothing that has begun: a session under way this morning is refused, a day’s cancellation leaves it', async () => {
    // The clock stands at 2026-11-21T10:00Z, 11:00 in Monaco; this session began at 08:00.
    const now = t.clock.now().toISOString();
    const begun = await t.deps.db
      .insertInto('planned_sessions')
      .values({
        group_id: groupB,
        time_slot_id: null,
        day: '2026-11-21',
        starts_at: '2026-11-21T07:00:00.000Z',
        ends_at: '2026-11-21T08:00:00.000Z',
        location: 'Stade Louis II',
        status: 'PLANNED',
        cancel_reason: null,
        cancelled_at: null,
        cancelled_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await cancel({ kind: 'SESSION', plannedSessionId: begun.id })).json()).toMatchObject({
      message: 'PLANNED_SESSION_STATUS_ERROR',
    });
    expect((await cancel({ kind: 'DAY', day: '2026-11-21' })).json()).toMatchObject({ message: 'NOTHING_TO_CANCEL' });
    const row = await t.deps.db
      .selectFrom('planned_sessions')
      .select(['status', 'sequence'])
      .where('id', '=', begun.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'PLANNED', sequence: 0 });
    expect(await queuedMails(t.deps.db, 'SESSION')).toEqual([]);
  });

  it('links a new attendance sheet to its planned session: the one named, else the one starting at its date', async () => {
    const call = (session: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/session/',
        headers: coachA.headers,
        payload: {
          session: {
            groupId: groupA,
            subGroupId: 0,
            clientKey: newClientKey(),
            students: [{ id: lea, isAbsent: false, isLate: false }],
            ...session,
          },
        },
      });
    const sheetOf = (date: string) =>
      t.deps.db.selectFrom('training_sessions').select(['id', 'planned_session_id']).where('date', '=', date).executeTakeFirstOrThrow();

    const tuesday = await sessionOn(groupA, '2026-11-24');
    expect((await call({ date: tuesday.starts_at })).statusCode).toBe(200);
    const sheet = await sheetOf(tuesday.starts_at);
    expect(sheet.planned_session_id).toBe(tuesday.id);
    const listed = (await list(`fromDay=2026-11-24&toDay=2026-11-24&groupId=${groupA}`)).json<PlannedSessionDto[]>();
    expect(listed[0]!.sessionId).toBe(sheet.id);

    // Named: a PLANNED session of the group only.
    const thursday = await sessionOn(groupA, '2026-11-26');
    const otherGroups = await sessionOn(groupB, '2026-11-24');
    const cancelled = await sessionOn(groupA, '2026-12-08');
    for (const wrong of [otherGroups.id, cancelled.id]) {
      const refused = await call({ date: '2026-11-26T15:00:00.000Z', plannedSessionId: wrong });
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { 'session.plannedSessionId': 'PLANNED_SESSION_ERROR' } });
    }
    expect((await call({ date: '2026-11-26T15:00:00.000Z', plannedSessionId: thursday.id })).statusCode).toBe(200);
    expect((await sheetOf('2026-11-26T15:00:00.000Z')).planned_session_id).toBe(thursday.id);
    // An extra session at another time fills none.
    expect((await call({ date: '2026-11-27T15:00:00.000Z' })).statusCode).toBe(200);
    expect((await sheetOf('2026-11-27T15:00:00.000Z')).planned_session_id).toBeNull();
  });
});
