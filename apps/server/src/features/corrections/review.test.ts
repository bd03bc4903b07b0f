import type { CorrectionDto, CorrectionsDto } from '@club/domain';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFolder } from '../../mail/transport.js';
import { systemIds } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverToFolder } from '../../test/mail-delivery.js';
import { RetentionJob } from '../privacy/retention.js';
import { familyWithSentForm, sendCorrection, type FamilyWithForm } from './test-data.js';

interface Detail {
  version: number;
  firstName: string;
  lastName: string;
  city: string | null;
  zipCode: string | null;
  shirtSize: { id: number } | null;
  secondGuardianEmail: string | null;
  guardianId: number | null;
  guardianFirstName: string | null;
  guardianEmail: string | null;
  guardianPhoneNumber: string | null;
}

/** Staff's review of the corrections families send (docs/product.md#family-corrections). */
describe('reviewing corrections', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
  });
  afterAll(() => t.close());

  /** A family whose form is sent and the correction it then sends; the correction's id. */
  const corrected = async (changes: Record<string, unknown>, form: Record<string, unknown> = {}) => {
    const s = await familyWithSentForm(t, {}, form);
    const sent = await sendCorrection(t, s.family, s.memberId, { changes });
    expect(sent.statusCode, sent.body).toBe(201);
    return { ...s, correction: sent.json<CorrectionDto>().id };
  };
  const detail = async (s: FamilyWithForm) => {
    const answer = await t.call({ method: 'GET', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Detail>();
  };
  const list = (subscriptionId: number, headers: Record<string, string> = admin.headers) =>
    t.call({ method: 'GET', url: `/api/subscription/${subscriptionId}/corrections`, headers });
  const apply = (id: number) => t.call({ method: 'POST', url: `/api/correction/${id}/apply`, headers: admin.headers });
  const reject = (id: number, reason: string) =>
    t.call({ method: 'POST', url: `/api/correction/${id}/reject`, headers: admin.headers, payload: { reason } });

  it('lists a subscription’s corrections to admins, newest first with their reviewer; coaches and families are refused', async () => {
    const s = await corrected({ city: 'Menton' });
    t.clock.advance(1000);
    const second = await sendCorrection(t, s.family, s.memberId, { changes: { zipCode: '98001' }, note: 'Both' });
    const merged = second.json<CorrectionDto>();
    expect((await apply(merged.id)).statusCode).toBe(200);

    const answer = await list(s.subscriptionId);
    expect(answer.statusCode, answer.body).toBe(200);
    const { corrections } = answer.json<CorrectionsDto>();
    expect(corrections.map((c) => [c.id, c.status])).toEqual([
      [merged.id, 'APPLIED'],
      [s.correction, 'SUPERSEDED'],
    ]);
    expect(corrections[0]).toMatchObject({
      reviewedBy: admin.login,
      reviewedAt: t.clock.now().toISOString(),
      note: 'Both',
      submittedBy: s.email,
      changes: [
        { field: 'city', before: 'Monaco', after: 'Menton' },
        { field: 'zipCode', before: '98000', after: '98001' },
      ],
    });

    expect((await list(s.subscriptionId, coach.headers)).statusCode).toBe(403);
    expect((await list(s.subscriptionId, s.family.headers)).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: `/api/correction/${merged.id}/apply`, headers: coach.headers })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: `/api/correction/${merged.id}/reject`, headers: s.family.headers, payload: { reason: 'Nope' } }))
        .statusCode,
    ).toBe(401);
    expect((await list(99_999_999)).statusCode).toBe(404);
  });

  it('applies the member’s and the guardian’s fields as a staff edit does, and moves the subscription’s version', async () => {
    const s = await corrected({
      fname: 'Léonie',
      city: 'Menton',
      zipCode: '06500',
      country: 'FR',
      secondGuardianEmail: 'second.contact@example.org',
      guardianFname: 'Clara',
      guardianPhone: '0699887766',
    });
    const before = await detail(s);
    expect(before).toMatchObject({ firstName: 'Léa', city: 'Monaco', guardianFirstName: 'Claire' });

    const applied = await apply(s.correction);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CorrectionDto>()).toMatchObject({ status: 'APPLIED', reviewedBy: admin.login, reason: null });

    const after = await detail(s);
    expect(after).toMatchObject({
      firstName: 'Léonie',
      lastName: 'Martin',
      city: 'Menton',
      zipCode: '06500',
      secondGuardianEmail: 'second.contact@example.org',
      guardianId: before.guardianId,
      guardianFirstName: 'Clara',
      guardianEmail: s.email,
      guardianPhoneNumber: '0699887766',
      shirtSize: before.shirtSize,
    });
    expect(after.version).toBe(before.version + 1);

    // Once applied, neither a second apply nor a refusal.
    expect((await apply(s.correction)).statusCode).toBe(409);
    expect((await reject(s.correction, 'Too late')).statusCode).toBe(409);
    // The family then sees it applied.
    expect((await sendCorrection(t, s.family, s.memberId, { changes: { city: 'Menton' } })).statusCode).toBe(400);
  });

  it('applies a size change, checked against the sizes on file', async () => {
    // The form gave size 3: another one on file.
    const other = (await t.deps.db.selectFrom('shirt_sizes').select('id').where('id', '!=', 3).orderBy('id').executeTakeFirstOrThrow()).id;
    const s = await corrected({ shirtSizeId: other });
    expect((await detail(s)).shirtSize?.id).toBe(3);
    expect((await apply(s.correction)).statusCode).toBe(200);
    expect((await detail(s)).shirtSize?.id).toBe(other);
  });

  it('applies only once when two admins apply at the same moment', async () => {
    const s = await corrected({ city: 'Menton' });
    const version = (await detail(s)).version;
    const answers = await Promise.all([apply(s.correction), apply(s.correction)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(s)).version).toBe(version + 1);
  });

  it('applies only one of an apply and a refusal at the same moment', async () => {
    const s = await corrected({ city: 'Menton' });
    const answers = await Promise.all([apply(s.correction), reject(s.correction, 'Not this one')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const row = await t.deps.db.selectFrom('subscription_corrections').selectAll().where('id', '=', s.correction).executeTakeFirstOrThrow();
    expect((await detail(s)).city).toBe(row.status === 'APPLIED' ? 'Menton' : 'Monaco');
    const mails = await t.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'CORRECTION_REJECTED')
      .where('member_id', '=', s.memberId)
      .execute();
    expect(mails).toHaveLength(row.status === 'REJECTED' ? 1 : 0);
  });

  it('refuses with the reason mailed to the family’s addresses, in its language first, and writes nothing', async () => {
    const s = await corrected({ city: 'Menton', lname: 'Rossi' }, { language: 'en', fname: 'Lou' });
    const reason = 'Please bring an ID card showing the new name.';
    const short = await reject(s.correction, 'no');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { reason: 'REJECTION_REASON_ERROR' } });

    const answers = await Promise.all([reject(s.correction, reason), reject(s.correction, reason)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rejected = answers.find((a) => a.statusCode === 200)!.json<CorrectionDto>();
    expect(rejected).toMatchObject({ status: 'REJECTED', reason, reviewedBy: admin.login });
    expect(await detail(s)).toMatchObject({ city: 'Monaco', lastName: 'Martin' });
    const queued = await t.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'CORRECTION_REJECTED')
      .where('member_id', '=', s.memberId)
      .execute();
    expect(queued).toHaveLength(1);

    const dataDir = mkdtempSync(join(tmpdir(), 'club-correction-mail-'));
    await deliverToFolder(t, dataDir);
    const files = readdirSync(outboxFolder(dataDir));
    const mails = await Promise.all(files.map(async (file) => simpleParser(readFileSync(join(outboxFolder(dataDir), file)))));
    const mail = mails.find((m) => (m.text ?? '').includes(reason));
    expect(mail, 'the refusal mail').toBeDefined();
    const to = (Array.isArray(mail!.to) ? mail!.to : [mail!.to]).flatMap((a) => a?.value ?? []).map((a) => a.address);
    // The guardian the form made, and the member's own address the club had.
    const member = await t.deps.db.selectFrom('members').select('email').where('id', '=', s.memberId).executeTakeFirstOrThrow();
    expect(to.sort()).toEqual([s.email, member.email].sort());
    expect(mail!.subject).toMatch(/correction refused$/);
    const text = mail!.text ?? '';
    expect(text.indexOf('was not accepted')).toBeGreaterThan(-1);
    expect(text.indexOf('was not accepted')).toBeLessThan(text.indexOf('n’a pas été acceptée'));
    expect(text).toContain('The correction sent for Lou (last name, city)');
    expect(text).toContain('https://club.example/family');
    // Never the values asked.
    expect(text).not.toContain('Rossi');
  });

  it('answers 404 for an unknown correction', async () => {
    expect((await apply(99_999_999)).statusCode).toBe(404);
    expect((await reject(99_999_999, 'Unknown one')).statusCode).toBe(404);
  });

  describe('personal data (docs/product.md#privacy)', () => {
    const correctionRows = (memberId: number) =>
      t.deps.db.selectFrom('subscription_corrections').select('id').where('member_id', '=', memberId).execute();

    it('lists the corrections in the member’s data export and deletes them with an erasure', async () => {
      const s = await corrected({ city: 'Menton' });
      const exported = await t.call({ method: 'GET', url: `/api/privacy/member/${s.memberId}/export`, headers: admin.headers });
      expect(exported.statusCode, exported.body).toBe(200);
      const data = exported.json<{ subscriptions: { id: number; familyCorrections: unknown[] }[] }>();
      expect(data.subscriptions.find((x) => x.id === s.subscriptionId)?.familyCorrections).toEqual([
        expect.objectContaining({
          id: s.correction,
          status: 'PENDING',
          submittedBy: s.email,
          changes: [{ field: 'city', before: 'Monaco', after: 'Menton' }],
        }),
      ]);

      const erased = await t.call({
        method: 'POST',
        url: `/api/privacy/member/${s.memberId}/erase`,
        headers: admin.headers,
        payload: { lastName: 'Martin' },
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await correctionRows(s.memberId)).toEqual([]);
      expect(
        await t.deps.db.selectFrom('subscription_corrections').select('id').where('subscription_id', '=', s.subscriptionId).execute(),
      ).toEqual([]);
    });

    it('deletes them when the retention job anonymises the member', async () => {
      const s = await corrected({ city: 'Menton' });
      const { removedGroup } = await systemIds(t.deps.db);
      await t.deps.db
        .updateTable('members')
        .set({ group_id: removedGroup, left_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', s.memberId)
        .execute();
      expect(await correctionRows(s.memberId)).toHaveLength(1);
      const job = new RetentionJob({
        db: t.deps.db,
        dialect: t.deps.dialect,
        clock: t.clock,
        log: pino({ level: 'silent' }),
        dataDir: mkdtempSync(join(tmpdir(), 'club-correction-retention-')),
        retentionMonths: 24,
      });
      expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
      const member = await t.deps.db.selectFrom('members').select('anonymised_at').where('id', '=', s.memberId).executeTakeFirstOrThrow();
      expect(member.anonymised_at).not.toBeNull();
      expect(await correctionRows(s.memberId)).toEqual([]);
    });
  });
});
