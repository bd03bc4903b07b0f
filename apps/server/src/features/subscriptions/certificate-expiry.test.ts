import { MSG, type SessionDetailsDto, type SubscriptionDetailDto } from '@club/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createStaffTestApp, type StaffTestApp } from '../../test/staff-app.js';
import { newClientKey } from '../sessions/test-data.js';

/**
 * A paper medical certificate ticked at the counter (docs/product.md#health-rules): staff enter its
 * last valid day on the subscription screen, kept on the member as an uploaded one's is, so that the
 * coach's sheet flags it once ended.
 */
describe('a paper certificate’s last valid day, entered on the subscription screen', () => {
  let s: StaffTestApp;
  let group: number;
  let adult: number;
  let child: number;

  beforeAll(async () => {
    s = await createStaffTestApp();
    const { db } = s.t.deps;
    // A competitive group: its subscriptions need a medical certificate every season.
    group = await buildGroup(s.t.deps.db, { coaches: [s.coach.id] });
    adult = await buildMember(db, { groupId: group, firstName: 'Nageur', lastName: 'Adulte', birthDate: '1990-04-02' });
    await buildSubscription(db, adult, { groupId: group, state: 'STARTED' });
    child = await buildMember(db, { groupId: group, firstName: 'Nageur', lastName: 'Enfant', birthDate: '2014-03-15' });
    await buildSubscription(db, child, { groupId: group, state: 'STARTED' });
  });
  afterAll(() => s.t.close());
  beforeEach(() => s.t.clock.set('2026-11-21T10:00:00.000Z'));

  const url = (memberId: number) => `/api/subscription/student/${memberId}`;
  const detail = async (memberId: number) => {
    const response = await s.t.call({ method: 'GET', url: url(memberId), headers: s.admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubscriptionDetailDto>();
  };
  const save = (memberId: number, payload: Record<string, unknown>) =>
    s.t.call({ method: 'POST', url: url(memberId), headers: s.admin.headers, payload });
  const storedExpiry = async (memberId: number) =>
    (await s.t.deps.db.selectFrom('members').select('certificate_expires_on').where('id', '=', memberId).executeTakeFirstOrThrow())
      .certificate_expires_on;
  const setExpiry = (memberId: number, expiresOn: string | null) =>
    s.t.deps.db.updateTable('members').set({ certificate_expires_on: expiresOn }).where('id', '=', memberId).execute();

  /** Records a session of the group at `date` as its coach, and reads it back as the edit screen does. */
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
          students: [adult, child].map((id) => ({ id, isAbsent: false, isLate: false })),
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
  const flagOf = (sheet: SessionDetailsDto, memberId: number) => sheet.students.find((student) => student.id === memberId)?.healthFlag;

  /** Sets the club's rule as an admin does, and gives back the previous one. */
  const setRule = async (healthDocument: 'CERTIFICATE' | 'QUESTIONNAIRE_FOR_MINORS') => {
    const read = await s.t.call({ method: 'GET', url: '/api/club/health-rules', headers: s.admin.headers });
    const { version } = read.json<{ version: number }>();
    const saved = await s.t.call({
      method: 'PUT',
      url: '/api/club/health-rules',
      headers: s.admin.headers,
      payload: { certificateValidYears: 1, reminderOffsetsDays: [7, 21], healthDocument, version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('shows the health document the rule asks and the certificate’s last valid day', async () => {
    await setExpiry(adult, '2027-03-31');
    try {
      expect(await detail(adult)).toMatchObject({ healthDocument: 'CERTIFICATE', certificateExpiresOn: '2027-03-31' });
      // Under the default rule a child gives a certificate too, with none on file yet.
      expect(await detail(child)).toMatchObject({ healthDocument: 'CERTIFICATE', certificateExpiresOn: null });
    } finally {
      await setExpiry(adult, null);
    }
  });

  it('stores the date saved with the tick, and the coach’s sheet flags it once ended', async () => {
    const { version } = await detail(adult);
    const saved = await save(adult, { version, documents: { medicalCertificate: true }, certificateExpiresOn: '2026-11-20' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SubscriptionDetailDto>()).toMatchObject({
      documents: { medicalCertificate: true },
      certificateExpiresOn: '2026-11-20',
      version: version + 1,
    });
    expect(await storedExpiry(adult)).toBe('2026-11-20');

    expect(flagOf(await recordedSheet('2026-11-21T17:00:00.000Z'), adult)).toBe('EXPIRED');
    // Through its last day, the ticked certificate was valid.
    expect(flagOf(await recordedSheet('2026-11-20T17:00:00.000Z'), adult)).toBeNull();
  });

  it('keeps the date when the save does not carry it, and forgets it on null', async () => {
    await setExpiry(adult, '2027-06-30');
    const { version } = await detail(adult);
    const kept = await save(adult, { version, documents: { rules: true } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<SubscriptionDetailDto>().certificateExpiresOn).toBe('2027-06-30');
    expect(await storedExpiry(adult)).toBe('2027-06-30');

    const cleared = await save(adult, { version: version + 1, certificateExpiresOn: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<SubscriptionDetailDto>().certificateExpiresOn).toBeNull();
    expect(await storedExpiry(adult)).toBeNull();
  });

  it('refuses a date that is not a day', async () => {
    const { version } = await detail(adult);
    const response = await save(adult, { version, certificateExpiresOn: '31/12/2027' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { certificateExpiresOn: MSG.invalidDate } });
    expect(await storedExpiry(adult)).toBeNull();
  });

  it('refuses a date for a health-questionnaire attestation, and writes nothing', async () => {
    await setRule('QUESTIONNAIRE_FOR_MINORS');
    try {
      const before = await detail(child);
      expect(before).toMatchObject({ healthDocument: 'QUESTIONNAIRE', certificateExpiresOn: null });
      const refused = await save(child, {
        version: before.version,
        documents: { medicalCertificate: true },
        certificateExpiresOn: '2027-06-30',
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { certificateExpiresOn: MSG.invalidDate } });
      expect(await storedExpiry(child)).toBeNull();
      const after = await detail(child);
      expect(after.version).toBe(before.version);
      expect(after.documents.medicalCertificate).toBe(false);

      // Forgetting one is fine, and an adult still gives a certificate with its end.
      expect((await save(child, { version: before.version, certificateExpiresOn: null })).statusCode).toBe(200);
      const { version, healthDocument } = await detail(adult);
      expect(healthDocument).toBe('CERTIFICATE');
      expect((await save(adult, { version, certificateExpiresOn: '2027-06-30' })).statusCode).toBe(200);
      expect(await storedExpiry(adult)).toBe('2027-06-30');
    } finally {
      await setRule('CERTIFICATE');
      await setExpiry(adult, null);
    }
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    await setExpiry(adult, '2027-01-31');
    const { version } = await detail(adult);
    expect((await save(adult, { version, documents: { idPhoto: true } })).statusCode).toBe(200);
    const stale = await save(adult, { version, certificateExpiresOn: '2028-01-31' });
    expect(stale.statusCode).toBe(409);
    expect(await storedExpiry(adult)).toBe('2027-01-31');
    const staleNull = await save(adult, { version, certificateExpiresOn: null });
    expect(staleNull.statusCode).toBe(409);
    expect(await storedExpiry(adult)).toBe('2027-01-31');
  });

  it('saves one of two dates sent at once over the same version', async () => {
    const { version } = await detail(adult);
    const answers = await Promise.all(
      ['2028-02-28', '2028-03-31'].map((day) =>
        save(adult, { version, certificateExpiresOn: day }).then((r) => ({ day, status: r.statusCode })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await storedExpiry(adult)).toBe(winner.day);
    expect((await detail(adult)).version).toBe(version + 1);
  });
});
