import type { ChecklistItem, FamilyHomeDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSeason, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { familyHome } from './home.js';
import { signInFamily } from './test-data.js';

interface StaffChecklist {
  state: string;
  documents: Record<ChecklistItem, boolean>;
  requiredDocuments: { checklist: ChecklistItem[] };
}

/** The family page: who belongs to an address, and this season's subscriptions (docs/product.md#family-space). */
describe('the family home', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const home = async (headers: { cookie: string }) => {
    const answer = await t.call({ method: 'GET', url: '/api/family/', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json<FamilyHomeDto>();
  };
  /** What the staff subscription screen shows as required and ticked. */
  const staffChecklist = async (memberId: number) =>
    (await t.call({ method: 'GET', url: `/api/subscription/student/${memberId}`, headers: admin.headers })).json<StaffChecklist>();

  it('shows both children to both guardians, with this season’s subscription and what is missing, as the staff checklist says', async () => {
    const guardian = await buildGuardian(t.deps.db, { email: 'Mother@Example.org' });
    const group = await buildGroup(t.deps.db, { ffnLicense: true });
    const elder = await buildMember(t.deps.db, {
      firstName: 'Inès',
      lastName: 'Durand',
      birthDate: '2012-05-01',
      guardianId: guardian,
      secondGuardianEmail: 'father@example.org',
      groupId: group,
    });
    const younger = await buildMember(t.deps.db, {
      firstName: 'Noé',
      lastName: 'Durand',
      birthDate: '2016-09-30',
      guardianId: guardian,
      secondGuardianEmail: 'FATHER@example.org',
    });
    const subscription = await buildSubscription(t.deps.db, elder, { groupId: group, state: 'MISSING_DOC' });
    await t.deps.db.updateTable('subscriptions').set({ subscription_form: 1, payment: 1 }).where('id', '=', subscription).execute();
    // Last season's subscription of the younger one is not this season's.
    const lastSeason = await buildSeason(t.deps.db, '2024-2025');
    await t.deps.db
      .insertInto('subscriptions')
      .values({
        member_id: younger,
        season_id: lastSeason,
        state: 'DONE',
        created_at: '2024-09-01T00:00:00.000Z',
        updated_at: '2024-09-01T00:00:00.000Z',
      })
      .execute();

    const staff = await staffChecklist(elder);
    const expectedMissing = staff.requiredDocuments.checklist.filter((item) => !staff.documents[item]);
    expect(expectedMissing).toContain('ffnLicense');
    expect(expectedMissing).not.toContain('payment');
    const season = await t.deps.db.selectFrom('seasons').select('label').where('is_current', '=', 1).executeTakeFirstOrThrow();
    const expected: FamilyHomeDto['members'] = [
      {
        id: elder,
        firstName: 'Inès',
        lastName: 'Durand',
        certificateExpiresOn: null,
        subscription: {
          id: subscription,
          state: 'MISSING_DOC',
          season: season.label,
          missing: expectedMissing,
          // Nothing signed yet: the minor's rules, both codes and the privacy notice are to sign.
          toSign: ['rules', 'codeOfConduct', 'guardianCodeOfConduct', 'privacy'],
          acknowledgements: [],
          uploads: [],
          // The club's default rule: a medical certificate for everyone.
          healthDocument: 'CERTIFICATE',
          correction: null,
        },
      },
      { id: younger, firstName: 'Noé', lastName: 'Durand', certificateExpiresOn: null, subscription: null },
    ];

    const mother = await signInFamily(t, 'mother@example.org');
    const father = await signInFamily(t, 'father@example.org');
    expect(mother.home).toEqual({ email: 'mother@example.org', members: expected });
    expect(await home(mother.headers)).toEqual({ email: 'mother@example.org', members: expected });
    expect(await home(father.headers)).toEqual({ email: 'father@example.org', members: expected });

    // A DONE subscription waits for nothing, as on the family's form.
    await t.deps.db.updateTable('subscriptions').set({ state: 'DONE' }).where('id', '=', subscription).execute();
    expect((await home(father.headers)).members[0]!.subscription).toMatchObject({ state: 'DONE', missing: [] });
  });

  it('finds a guardian by the secondary address, and an adult member by their own, in any case', async () => {
    const guardian = await buildGuardian(t.deps.db, { email: 'main@example.org', secondaryEmail: 'Second@Example.org' });
    const child = await buildMember(t.deps.db, { firstName: 'Lou', guardianId: guardian });
    const adult = await buildMember(t.deps.db, { firstName: 'Marc', birthDate: '1990-01-01', email: 'Marc.Adult@Example.org' });
    expect((await signInFamily(t, 'second@example.org')).home.members.map((m) => m.id)).toEqual([child]);
    expect((await signInFamily(t, 'marc.adult@example.org')).home.members.map((m) => m.id)).toEqual([adult]);
  });

  it('reaches a minor by the contact address given at the try-out, as the subscription link does; never an anonymised member', async () => {
    const teen = await buildMember(t.deps.db, { firstName: 'Teen', birthDate: '2012-01-01', email: 'contact@example.org' });
    expect((await familyHome(t.deps.db, 'contact@example.org', t.clock.now())).members.map((m) => m.id)).toEqual([teen]);

    const guardian = await buildGuardian(t.deps.db, { email: 'gone@example.org' });
    const kept = await buildMember(t.deps.db, { guardianId: guardian });
    const gone = await buildMember(t.deps.db, { guardianId: guardian });
    const family = await signInFamily(t, 'gone@example.org');
    await t.deps.db.updateTable('members').set({ anonymised_at: t.clock.now().toISOString() }).where('id', '=', gone).execute();
    expect((await home(family.headers)).members.map((m) => m.id)).toEqual([kept]);
  });

  it('names the health document the club’s rule asks of each member, and the certificate’s last valid day', async () => {
    const guardian = await buildGuardian(t.deps.db, { email: 'health@example.org' });
    // On the season's reference day (the test clock's, 21 November 2026) one is 18 the next day, the other that day.
    const minor = await buildMember(t.deps.db, { firstName: 'Mina', birthDate: '2008-11-22', guardianId: guardian });
    const adult = await buildMember(t.deps.db, { firstName: 'Adam', birthDate: '2008-11-21', guardianId: guardian });
    await buildSubscription(t.deps.db, minor);
    await buildSubscription(t.deps.db, adult);
    await t.deps.db.updateTable('members').set({ certificate_expires_on: '2027-06-30' }).where('id', '=', adult).execute();
    const family = await signInFamily(t, 'health@example.org');
    const documents = async () =>
      Object.fromEntries(
        (await home(family.headers)).members.map((m) => [m.firstName, [m.subscription?.healthDocument, m.certificateExpiresOn]]),
      );
    expect(await documents()).toEqual({ Mina: ['CERTIFICATE', null], Adam: ['CERTIFICATE', '2027-06-30'] });

    const { version } = (await t.call({ method: 'GET', url: '/api/club/health-rules', headers: admin.headers })).json<{
      version: number;
    }>();
    const rules = { healthDocument: 'QUESTIONNAIRE_FOR_MINORS', certificateValidYears: 1, reminderOffsetsDays: [7, 21] };
    const saved = await t.call({ method: 'PUT', url: '/api/club/health-rules', headers: admin.headers, payload: { ...rules, version } });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(await documents()).toEqual({ Mina: ['QUESTIONNAIRE', null], Adam: ['CERTIFICATE', '2027-06-30'] });
    } finally {
      await t.call({
        method: 'PUT',
        url: '/api/club/health-rules',
        headers: admin.headers,
        payload: { ...rules, healthDocument: 'CERTIFICATE', version: version + 1 },
      });
    }
  });

  it('gives each child its own signatures, uploads and correction, and none of another family’s', async () => {
    const guardian = await buildGuardian(t.deps.db, { email: 'twins@example.org' });
    const first = await buildMember(t.deps.db, { firstName: 'Léa', birthDate: '2013-02-01', guardianId: guardian });
    const second = await buildMember(t.deps.db, { firstName: 'Tom', birthDate: '2015-02-01', guardianId: guardian });
    const stranger = await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'next-door@example.org' }) });
    const subscriptionOf = new Map<number, number>();
    for (const member of [first, second, stranger]) subscriptionOf.set(member, await buildSubscription(t.deps.db, member));
    const sign = (member: number, text_key: string) =>
      t.deps.db
        .insertInto('acknowledgements')
        .values({
          subscription_id: subscriptionOf.get(member)!,
          member_id: member,
          text_key,
          version: 'v1',
          signed_name: 'A. Parent',
          signed_at: '2026-09-01T10:00:00.000Z',
          email_key: 'twins@example.org',
          ip_address: '127.0.0.1',
        })
        .execute();
    const upload = (member: number, kind: string) =>
      t.deps.db
        .insertInto('uploads')
        .values({
          subscription_id: subscriptionOf.get(member)!,
          member_id: member,
          kind,
          status: 'PENDING',
          content_type: 'application/pdf',
          byte_size: 1000,
          uploaded_at: '2026-09-02T10:00:00.000Z',
          uploaded_by: 'twins@example.org',
          reviewed_at: null,
          reviewed_by: null,
          rejection_reason: null,
          expires_on: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const correct = (member: number, status: string, city: string) =>
      t.deps.db
        .insertInto('subscription_corrections')
        .values({
          subscription_id: subscriptionOf.get(member)!,
          member_id: member,
          status,
          changes: JSON.stringify({ city }),
          previous: JSON.stringify({ city: 'Brest' }),
          note: null,
          submitted_at: '2026-09-03T10:00:00.000Z',
          submitted_by: 'twins@example.org',
          reviewed_at: status === 'PENDING' ? null : '2026-09-04T10:00:00.000Z',
          reviewed_by: null,
          reason: status === 'REJECTED' ? 'Not this city' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await sign(first, 'rules');
    await sign(second, 'privacy');
    await sign(stranger, 'codeOfConduct');
    const firstUpload = await upload(first, 'medicalCertificate');
    const secondUpload = await upload(second, 'idPhoto');
    await upload(stranger, 'medicalCertificate');
    // The first child: an applied correction, then one waiting, which is the one shown.
    await correct(first, 'APPLIED', 'Quimper');
    const waiting = await correct(first, 'PENDING', 'Lorient');
    // The second: a rejected one, then one merged into a newer one, which is never shown.
    const rejected = await correct(second, 'REJECTED', 'Vannes');
    await correct(second, 'SUPERSEDED', 'Rennes');
    await correct(stranger, 'PENDING', 'Nantes');

    const family = await signInFamily(t, 'twins@example.org');
    const members = (await home(family.headers)).members;
    expect(members.map((member) => member.id)).toEqual([first, second]);
    const [ofFirst, ofSecond] = members.map((member) => member.subscription!);
    expect(ofFirst!.acknowledgements.map((a) => a.key)).toEqual(['rules']);
    expect(ofSecond!.acknowledgements.map((a) => a.key)).toEqual(['privacy']);
    expect(ofFirst!.uploads.map((u) => u.id)).toEqual([firstUpload.id]);
    expect(ofSecond!.uploads.map((u) => u.id)).toEqual([secondUpload.id]);
    expect(ofFirst!.correction).toMatchObject({ id: waiting.id, status: 'PENDING' });
    expect(ofSecond!.correction).toMatchObject({ id: rejected.id, status: 'REJECTED', reason: 'Not this city' });
  });

  it('never shows another family’s member', async () => {
    const ours = await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'ours@example.org' }) });
    const theirs = await buildMember(t.deps.db, {
      guardianId: await buildGuardian(t.deps.db, { email: 'theirs@example.org' }),
      secondGuardianEmail: 'their-other@example.org',
    });
    const family = await signInFamily(t, 'ours@example.org');
    const ids = (await home(family.headers)).members.map((m) => m.id);
    expect(ids).toEqual([ours]);
    expect(ids).not.toContain(theirs);
  });
});
