import type { SessionDetailsDto, SessionStudentDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSubscription } from '../../test/factories/index.js';
import type { StaffMember } from '../../test/harness.js';
import { createStaffTestApp, type StaffTestApp } from '../../test/staff-app.js';
import { coachGroup, newClientKey } from './test-data.js';

/**
 * The health flag on the coach's attendance sheet (docs/product.md#health-rules): MISSING when the
 * subscription needs the health document and it was not received, EXPIRED when the member's medical
 * certificate ended before the session's day (today, in Monaco, for a new session).
 */
describe('the health flag on the coach’s sheet', () => {
  let s: StaffTestApp;
  let group: number;
  /** Member ids by what their health file holds. */
  const m: Record<string, number> = {};

  beforeAll(async () => {
    s = await createStaffTestApp();
    const { db } = s.t.deps;
    // A competitive group: its subscriptions need a medical certificate every season.
    group = await buildGroup(db, { coaches: [s.coach.id] });
    /** A member of the group with this season's subscription in `state`, the certificate ticked or not, and its last day. */
    const swimmer = async (lastName: string, state: string | null, ticked: boolean, expiresOn: string | null, birthDate = '1990-04-02') => {
      const id = await buildMember(db, { groupId: group, firstName: 'Nageur', lastName, birthDate });
      await db.updateTable('members').set({ certificate_expires_on: expiresOn }).where('id', '=', id).execute();
      if (state !== null) {
        const subscription = await buildSubscription(db, id, { groupId: group, state });
        await db
          .updateTable('subscriptions')
          .set({ medical_certificate: ticked ? 1 : 0 })
          .where('id', '=', subscription)
          .execute();
      }
      return id;
    };
    m.expired = await swimmer('Aexpired', 'STARTED', true, '2026-11-20');
    m.missing = await swimmer('Bmissing', 'MISSING_DOC', false, null);
    m.valid = await swimmer('Cvalid', 'STARTED', true, '2027-06-30');
    m.lastDay = await swimmer('Dlastday', 'STARTED', true, '2026-11-21');
    m.done = await swimmer('Edone', 'DONE', false, null);
    m.cancelled = await swimmer('Fcancelled', 'CANCELLED', false, '2020-01-01');
    m.unsubscribed = await swimmer('Gnone', null, false, '2020-01-01');
    // A child of 12: under the questionnaire rule, no certificate is asked of them.
    m.child = await swimmer('Hchild', 'STARTED', true, '2026-11-15', '2014-03-15');
  });
  afterAll(() => s.t.close());

  const flagsOf = (students: readonly { id: number; healthFlag: string | null }[]) =>
    Object.fromEntries(Object.entries(m).map(([key, id]) => [key, students.find((student) => student.id === id)?.healthFlag]));

  const studentsList = async (coach: StaffMember = s.coach) => {
    const response = await s.t.call({ method: 'GET', url: `/api/student/session?groupId=${group}`, headers: coach.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SessionStudentDto[]>();
  };

  /** Records a session of the whole group at `date` as its coach, and reads it back as the edit screen does. */
  const recordedSheet = async (date: string) => {
    const clientKey = newClientKey();
    const saved = await s.t.call({
      method: 'POST',
      url: '/api/session/',
      headers: s.coach.headers,
      payload: {
        session: {
          groupId: group,
          subGroupId: 0,
          date,
          clientKey,
          students: Object.values(m).map((id) => ({ id, isAbsent: false, isLate: false })),
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = await s.t.deps.db
      .selectFrom('training_sessions')
      .select('id')
      .where('client_key', '=', clientKey)
      .executeTakeFirstOrThrow();
    const details = await s.t.call({ method: 'GET', url: `/api/session/${id}`, headers: s.coach.headers });
    expect(details.statusCode, details.body).toBe(200);
    return details.json<SessionDetailsDto>();
  };

  it('flags, on today’s new sheet, an expired certificate, a missing one, and nothing else', async () => {
    s.t.clock.set('2026-11-21T10:00:00.000Z');
    expect(flagsOf(await studentsList())).toEqual({
      expired: 'EXPIRED',
      missing: 'MISSING',
      valid: null,
      // A certificate is valid through its last day.
      lastDay: null,
      done: null,
      cancelled: null,
      unsubscribed: null,
      child: 'EXPIRED',
    });
  });

  it('reads today in Monaco time: at 23:30 UTC on the last valid day, Monaco is already on the next one', async () => {
    s.t.clock.set('2026-11-21T23:30:00.000Z');
    // Signed in at that hour: the first coach's token has expired by then.
    const lateCoach = await s.t.staff(['COACH']);
    await coachGroup(s.t.deps.db, group, lateCoach.id);
    expect(flagsOf(await studentsList(lateCoach))).toMatchObject({ lastDay: 'EXPIRED', valid: null });
    s.t.clock.set('2026-11-21T10:00:00.000Z');
  });

  it('flags a recorded session as of its own day', async () => {
    s.t.clock.set('2026-11-21T10:00:00.000Z');
    const after = await recordedSheet('2026-11-21T17:00:00.000Z');
    expect(flagsOf(after.students)).toEqual({
      expired: 'EXPIRED',
      missing: 'MISSING',
      valid: null,
      lastDay: null,
      done: null,
      cancelled: null,
      unsubscribed: null,
      child: 'EXPIRED',
    });
    // A week earlier, the certificate that ended on the 20th was still valid.
    const before = await recordedSheet('2026-11-14T17:00:00.000Z');
    expect(flagsOf(before.students)).toMatchObject({ expired: null, missing: 'MISSING', child: null });
  });

  it('asks no certificate of a minor when the club takes the health questionnaire from minors', async () => {
    const read = await s.t.call({ method: 'GET', url: '/api/club/health-rules', headers: s.admin.headers });
    const { version } = read.json<{ version: number }>();
    const rules = { certificateValidYears: 1, reminderOffsetsDays: [7, 21] };
    const saved = await s.t.call({
      method: 'PUT',
      url: '/api/club/health-rules',
      headers: s.admin.headers,
      payload: { ...rules, healthDocument: 'QUESTIONNAIRE_FOR_MINORS', version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      // The questionnaire has no expiry; the adults' certificates still do.
      expect(flagsOf(await studentsList())).toMatchObject({ child: null, expired: 'EXPIRED', missing: 'MISSING' });
    } finally {
      await s.t.call({
        method: 'PUT',
        url: '/api/club/health-rules',
        headers: s.admin.headers,
        payload: { ...rules, healthDocument: 'CERTIFICATE', version: version + 1 },
      });
    }
  });
});
