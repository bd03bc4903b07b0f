import type { PendingUploadsDto, UploadCreatedDto } from '@club/domain';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSection, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { deliverToFolder } from '../../test/mail-delivery.js';
import { outboxFolder } from '../../mail/transport.js';
import { signInFamily } from '../family/test-data.js';
import { smallPdf, uploadDocument } from './test-data.js';

/** Who reviews what, and the mail a rejection sends (docs/product.md#family-uploads). */
describe('reviewing uploaded documents', () => {
  let t: TestApp;
  let admin: StaffMember;
  let manager: StaffMember;
  let managed: number;
  let elsewhere: number;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
    admin = await t.staff(['ADMIN']);
    manager = await t.staff(['COACH', 'SECTION_MANAGER']);
    managed = await buildGroup(t.deps.db, { sectionId: await buildSection(t.deps.db, { managerId: manager.id }) });
    elsewhere = await buildGroup(t.deps.db, { sectionId: await buildSection(t.deps.db) });
  });
  afterAll(() => t.close());

  /** A child of a guardian of their own in this group, their PDF uploaded (the general form unless told); the upload's id. */
  const uploadFor = async (group: number, guardian: { language?: string; secondaryEmail?: string } = {}, kind = 'asmPdf') => {
    address += 1;
    const email = `review${address}@example.org`;
    const guardianId = await buildGuardian(t.deps.db, {
      email,
      language: guardian.language ?? null,
      secondaryEmail: guardian.secondaryEmail ?? null,
    });
    const member = await buildMember(t.deps.db, { guardianId, groupId: group, firstName: 'Lou', birthDate: '2014-02-02' });
    const subscription = await buildSubscription(t.deps.db, member, { state: 'STARTED', groupId: group });
    const family = await signInFamily(t, email);
    const sent = await uploadDocument(t, family, member, kind, {
      bytes: smallPdf(),
      filename: 'a.pdf',
      contentType: 'application/pdf',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return { id: sent.json<UploadCreatedDto>().id, email, member, subscription, family };
  };
  const pendingOf = async (id: number) =>
    (await t.call({ method: 'GET', url: '/api/document/pending', headers: admin.headers }))
      .json<PendingUploadsDto>()
      .uploads.find((u) => u.id === id);
  const approve = (id: number, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/document/${id}/approve`, headers: admin.headers, payload });
  const certificateExpiry = async (member: number) =>
    (await t.deps.db.selectFrom('members').select('certificate_expires_on').where('id', '=', member).executeTakeFirstOrThrow())
      .certificate_expires_on;
  const pendingIds = async (who: StaffMember) =>
    (await t.call({ method: 'GET', url: '/api/document/pending', headers: who.headers }))
      .json<PendingUploadsDto>()
      .uploads.map((u) => u.id);

  it('shows a section manager the uploads of their sections’ groups only, and admins every one, oldest first', async () => {
    const first = await uploadFor(elsewhere);
    t.clock.advance(1000);
    const second = await uploadFor(managed);
    expect(await pendingIds(manager)).toEqual([second.id]);
    const all = await pendingIds(admin);
    expect(all.indexOf(first.id)).toBeLessThan(all.indexOf(second.id));
    const placed = (await t.call({ method: 'GET', url: '/api/document/pending', headers: manager.headers })).json<PendingUploadsDto>()
      .uploads[0];
    expect(placed).toMatchObject({
      groupName: expect.any(String),
      sectionName: expect.stringMatching(/^Section /),
      subscriptionId: second.subscription,
    });

    // Outside their sections, a document is unknown to them, whatever they try.
    expect((await t.call({ method: 'GET', url: `/api/document/${first.id}/file`, headers: manager.headers })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `/api/document/${first.id}/approve`, headers: manager.headers, payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/document/${first.id}/reject`,
          headers: manager.headers,
          payload: { reason: 'Illisible' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/document/${second.id}/file`, headers: manager.headers })).statusCode).toBe(200);
    const approved = await t.call({ method: 'POST', url: `/api/document/${second.id}/approve`, headers: manager.headers, payload: {} });
    expect(approved.statusCode).toBe(200);
    expect(await pendingIds(manager)).toEqual([]);
    expect(await pendingIds(admin)).toContain(first.id);
  });

  it('mails the reason of a rejection to the family’s addresses, in its language first', async () => {
    const upload = await uploadFor(managed, { language: 'en', secondaryEmail: 'other.parent@example.org' });
    const reason = 'The page is cut off: please send the whole form.';
    const rejected = await t.call({
      method: 'POST',
      url: `/api/document/${upload.id}/reject`,
      headers: manager.headers,
      payload: { reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ id: upload.id, status: 'REJECTED', expiresOn: null });
    const home = (await t.call({ method: 'GET', url: '/api/family/', headers: upload.family.headers })).json<{
      members: { subscription: { uploads: unknown[]; missing: string[] } }[];
    }>();
    expect(home.members[0]!.subscription.uploads).toEqual([
      expect.objectContaining({ id: upload.id, status: 'REJECTED', rejectionReason: reason }),
    ]);
    expect(home.members[0]!.subscription.missing).toContain('asmPdf');

    const dataDir = mkdtempSync(join(tmpdir(), 'club-upload-mail-'));
    await deliverToFolder(t, dataDir);
    const files = readdirSync(outboxFolder(dataDir));
    const mails = await Promise.all(files.map(async (file) => simpleParser(readFileSync(join(outboxFolder(dataDir), file)))));
    const mail = mails.find((m) => (m.text ?? '').includes(reason));
    expect(mail, 'the rejection mail').toBeDefined();
    const to = (Array.isArray(mail!.to) ? mail!.to : [mail!.to]).flatMap((a) => a?.value ?? []).map((a) => a.address);
    expect(to.sort()).toEqual([upload.email, 'other.parent@example.org'].sort());
    expect(mail!.subject).toMatch(/document refused: Association's general form$/);
    const text = mail!.text ?? '';
    expect(text.indexOf('could not be accepted')).toBeLessThan(text.indexOf('n’a pas pu être accepté'));
    expect(text).toContain('Lou');
    expect(text).toContain('https://club.example/family');
  });

  it('refuses a reason too short, and rejects only once', async () => {
    const upload = await uploadFor(elsewhere);
    const short = await t.call({
      method: 'POST',
      url: `/api/document/${upload.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'no' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { reason: 'REJECTION_REASON_ERROR' } });
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.call({ method: 'POST', url: `/api/document/${upload.id}/reject`, headers: admin.headers, payload: { reason: 'Illisible' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const queued = await t.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'UPLOAD_REJECTED')
      .where('member_id', '=', upload.member)
      .execute();
    expect(queued).toHaveLength(1);
  });

  describe('under the club’s health rule (docs/product.md#health-rules)', () => {
    const setRule = async (healthDocument: string) => {
      const { version } = (await t.call({ method: 'GET', url: '/api/club/health-rules', headers: admin.headers })).json<{
        version: number;
      }>();
      const saved = await t.call({
        method: 'PUT',
        url: '/api/club/health-rules',
        headers: admin.headers,
        payload: { healthDocument, certificateValidYears: 1, reminderOffsetsDays: [7, 21], version },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };

    it('asks a certificate’s last valid day, suggests it from today, and keeps it on the member', async () => {
      const certificate = await uploadFor(elsewhere, {}, 'medicalCertificate');
      const form = await uploadFor(elsewhere);
      // Dated today (21 November 2026) and valid one year: through 20 November 2027.
      expect(await pendingOf(certificate.id)).toMatchObject({ healthDocument: 'CERTIFICATE', suggestedExpiresOn: '2027-11-20' });
      expect(await pendingOf(form.id)).toMatchObject({ healthDocument: null, suggestedExpiresOn: null });

      const noDate = await approve(certificate.id, {});
      expect(noDate.statusCode).toBe(400);
      expect(noDate.json()).toMatchObject({ fields: { expiresOn: 'INVALID_DATE_MESSAGE' } });
      expect(await certificateExpiry(certificate.member)).toBeNull();

      const approved = await approve(certificate.id, { expiresOn: '2027-06-30' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'APPROVED', expiresOn: '2027-06-30' });
      expect(await certificateExpiry(certificate.member)).toBe('2027-06-30');
      // Another document's approval leaves the certificate's day alone.
      expect((await approve(form.id, {})).statusCode).toBe(200);
      expect(await certificateExpiry(form.member)).toBeNull();
    });

    it('takes a minor’s health questionnaire without a last valid day, and refuses one given', async () => {
      await setRule('QUESTIONNAIRE_FOR_MINORS');
      try {
        const questionnaire = await uploadFor(elsewhere, {}, 'medicalCertificate');
        expect(await pendingOf(questionnaire.id)).toMatchObject({ healthDocument: 'QUESTIONNAIRE', suggestedExpiresOn: null });

        const dated = await approve(questionnaire.id, { expiresOn: '2027-06-30' });
        expect(dated.statusCode).toBe(400);
        expect(dated.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { expiresOn: 'INVALID_DATE_MESSAGE' } });
        expect(await pendingOf(questionnaire.id)).toBeDefined();

        const approved = await approve(questionnaire.id, {});
        expect(approved.statusCode, approved.body).toBe(200);
        expect(approved.json()).toMatchObject({ status: 'APPROVED', expiresOn: null });
        expect(await certificateExpiry(questionnaire.member)).toBeNull();
        const ticked = await t.deps.db
          .selectFrom('subscriptions')
          .select('medical_certificate')
          .where('id', '=', questionnaire.subscription)
          .executeTakeFirstOrThrow();
        expect(ticked.medical_certificate).toBe(1);
      } finally {
        await setRule('CERTIFICATE');
      }
    });
  });
});
