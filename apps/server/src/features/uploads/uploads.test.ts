import { UPLOAD_MAX_BYTES, type FamilyHomeDto, type PendingUploadsDto, type ReviewedUploadDto, type UploadCreatedDto } from '@club/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { FLAG_COLUMNS } from '../subscriptions/context.js';
import { cameraJpeg, executableBytes, smallPdf, uploadDocument } from './test-data.js';

/** Every checklist flag ticked but the medical certificate: approving it is all the subscription waits for. */
const ALL_BUT_CERTIFICATE = Object.fromEntries(Object.values(FLAG_COLUMNS).map((c) => [c, c === 'medical_certificate' ? 0 : 1]));

/** Uploading documents from the family space and their review (docs/product.md#family-uploads). */
describe('documents uploaded by families and reviewed by staff', () => {
  let t: TestApp;
  let admin: StaffMember;
  let photo: Buffer;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    photo = await cameraJpeg();
  });
  afterAll(() => t.close());

  /** A guardian's address of its own with two children in a competitive group (a certificate every season). */
  const newFamily = async (language: string | null = null) => {
    address += 1;
    const email = `uploads${address}@example.org`;
    const guardian = await buildGuardian(t.deps.db, { email, language });
    const group = await buildGroup(t.deps.db);
    const children: { member: number; subscription: number }[] = [];
    for (const [i, state] of ['MISSING_DOC', 'STARTED'].entries()) {
      const member = await buildMember(t.deps.db, {
        guardianId: guardian,
        birthDate: `201${i + 2}-04-10`,
        groupId: group,
        firstName: `Enfant${i}`,
      });
      children.push({ member, subscription: await buildSubscription(t.deps.db, member, { state, groupId: group }) });
    }
    return { email, children: children as [(typeof children)[0], (typeof children)[0]], family: await signInFamily(t, email) };
  };
  const home = async (family: SignedInFamily) =>
    (await t.call({ method: 'GET', url: '/api/family/', headers: family.headers })).json<FamilyHomeDto>();
  const uploadCount = async () =>
    (
      await t.deps.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const contentCount = async () =>
    (
      await t.deps.db
        .selectFrom('upload_contents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const jpeg = () => ({ bytes: photo, filename: 'IMG_2041.jpg', contentType: 'image/jpeg' });

  it('stores a camera photo upright, capped and without metadata; the reviewer approves it and the checklist moves', async () => {
    const { family, children } = await newFamily();
    const [waiting, started] = children;
    await t.deps.db.updateTable('subscriptions').set(ALL_BUT_CERTIFICATE).where('id', '=', waiting.subscription).execute();

    const sent = await uploadDocument(t, family, waiting.member, 'medicalCertificate', jpeg());
    expect(sent.statusCode, sent.body).toBe(201);
    const created = sent.json<UploadCreatedDto>();
    expect(created).toEqual({ id: expect.any(Number), status: 'PENDING' });
    expect((await uploadDocument(t, family, started.member, 'idPhoto', jpeg())).statusCode).toBe(201);

    // The family reads its own file back: the one stored, re-encoded.
    const own = await t.call({ method: 'GET', url: `/api/family/documents/${created.id}/file`, headers: family.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    const stored = own.rawPayload;
    const metadata = await sharp(stored).metadata();
    // Orientation 6 applied: 3000×4000 turned is 4000×3000, capped to 3000 on its long side.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 3000, height: 2250 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([stored.includes('PoolCam'), stored.length < photo.length]).toEqual([false, true]);
    console.info(`camera JPEG ${photo.length} bytes (3000×4000) stored as ${stored.length} bytes (3000×2250)`);

    const listed = (await home(family)).members.find((m) => m.id === waiting.member)!.subscription!.uploads;
    expect(listed).toEqual([
      {
        id: created.id,
        kind: 'medicalCertificate',
        status: 'PENDING',
        uploadedAt: expect.any(String),
        rejectionReason: null,
        expiresOn: null,
      },
    ]);

    const pending = (await t.call({ method: 'GET', url: '/api/document/pending', headers: admin.headers })).json<PendingUploadsDto>();
    expect(pending.uploads.map((u) => u.id)).toEqual([created.id, created.id + 1]);
    expect(pending.uploads[0]).toMatchObject({
      kind: 'medicalCertificate',
      contentType: 'image/jpeg',
      byteSize: stored.length,
      memberId: waiting.member,
      uploadedBy: family.home.email,
      firstName: 'Enfant0',
    });

    const preview = await t.call({ method: 'GET', url: `/api/document/${created.id}/file`, headers: admin.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    expect(preview.rawPayload.equals(stored)).toBe(true);

    // A certificate's last valid day is required.
    const noDate = await t.call({ method: 'POST', url: `/api/document/${created.id}/approve`, headers: admin.headers, payload: {} });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json<{ fields: Record<string, string> }>().fields).toHaveProperty('expiresOn');

    t.clock.advance(60_000);
    const approved = await t.call({
      method: 'POST',
      url: `/api/document/${created.id}/approve`,
      headers: admin.headers,
      payload: { expiresOn: '2027-06-30' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const reviewedAt = t.clock.now().toISOString();
    expect(approved.json<ReviewedUploadDto>()).toEqual({ id: created.id, status: 'APPROVED', reviewedAt, expiresOn: '2027-06-30' });
    const subscription = await t.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', waiting.subscription)
      .executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ medical_certificate: 1, state: 'DONE', process_date: reviewedAt });
    const history = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select(['from_state', 'to_state', 'source', 'changed_by'])
      .where('subscription_id', '=', waiting.subscription)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ from_state: 'MISSING_DOC', to_state: 'DONE', source: 'STAFF', changed_by: admin.id });
    expect(
      await t.deps.db.selectFrom('uploads').select(['reviewed_by', 'reviewed_at']).where('id', '=', created.id).executeTakeFirst(),
    ).toEqual({
      reviewed_by: admin.id,
      reviewed_at: reviewedAt,
    });
    const after = (await home(family)).members.find((m) => m.id === waiting.member)!.subscription!;
    expect(after.uploads[0]).toMatchObject({ status: 'APPROVED', expiresOn: '2027-06-30' });
    expect(after.missing).toEqual([]);

    // Reviewed already: 409, for an approval as for a rejection.
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/document/${created.id}/approve`,
          headers: admin.headers,
          payload: { expiresOn: '2027-06-30' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/document/${created.id}/reject`,
          headers: admin.headers,
          payload: { reason: 'Illisible' },
        })
      ).statusCode,
    ).toBe(409);
    // The ID photo needs no date; the second child's STARTED subscription takes the checklist's state.
    const photoApproved = await t.call({
      method: 'POST',
      url: `/api/document/${created.id + 1}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(photoApproved.json<ReviewedUploadDto>()).toMatchObject({ status: 'APPROVED', expiresOn: null });
    expect(
      await t.deps.db.selectFrom('subscriptions').select(['id_photo', 'state']).where('id', '=', started.subscription).executeTakeFirst(),
    ).toEqual({
      id_photo: 1,
      state: 'MISSING_DOC',
    });
  });

  it('refuses a renamed executable, a file over 10 MB and a document the checklist does not need, storing nothing', async () => {
    const { family, children } = await newFamily();
    const before = { uploads: await uploadCount(), contents: await contentCount() };
    const disguised = await uploadDocument(t, family, children[0].member, 'medicalCertificate', {
      bytes: executableBytes(),
      filename: 'certificat.pdf',
      contentType: 'image/jpeg',
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { file: expect.any(String) } });

    const huge = Buffer.concat([smallPdf(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const tooLarge = await uploadDocument(t, family, children[0].member, 'medicalCertificate', {
      bytes: huge,
      filename: 'scan.pdf',
      contentType: 'application/pdf',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('10 MB'),
      fields: { file: expect.any(String) },
    });

    const pdf = { bytes: smallPdf(), filename: 'scan.pdf', contentType: 'application/pdf' };
    for (const kind of ['payment', 'passport', '']) {
      const refused = await uploadDocument(t, family, children[0].member, kind, pdf);
      expect(refused.statusCode, kind).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { kind: expect.any(String) } });
    }
    expect({ uploads: await uploadCount(), contents: await contentCount() }).toEqual(before);
    // A PDF is kept byte for byte.
    const kept = await uploadDocument(t, family, children[0].member, 'asmPdf', pdf);
    expect(kept.statusCode).toBe(201);
    const back = await t.call({
      method: 'GET',
      url: `/api/family/documents/${kept.json<UploadCreatedDto>().id}/file`,
      headers: family.headers,
    });
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(pdf.bytes)).toBe(true);
  });

  it('keeps at most three files of one kind waiting per subscription, even sent at the same moment', async () => {
    const { family, children } = await newFamily();
    const pdf = { bytes: smallPdf(), filename: 'scan.pdf', contentType: 'application/pdf' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => uploadDocument(t, family, children[0].member, 'asmPdf', pdf)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ code: 'CONFLICT' });
    const waiting = await t.deps.db
      .selectFrom('uploads')
      .select('id')
      .where('subscription_id', '=', children[0].subscription)
      .where('kind', '=', 'asmPdf')
      .execute();
    expect(waiting).toHaveLength(3);
    // Another kind, or the other child, still has room.
    expect((await uploadDocument(t, family, children[0].member, 'subscriptionForm', pdf)).statusCode).toBe(201);
    expect((await uploadDocument(t, family, children[1].member, 'asmPdf', pdf)).statusCode).toBe(201);
  });

  it('answers another family’s member and file as unknown ones; each side’s credentials open only its own routes', async () => {
    const ours = await newFamily();
    const theirs = await newFamily();
    const pdf = { bytes: smallPdf(), filename: 'scan.pdf', contentType: 'application/pdf' };
    const theirUpload = (await uploadDocument(t, theirs.family, theirs.children[0].member, 'asmPdf', pdf)).json<UploadCreatedDto>();
    const other = await uploadDocument(t, ours.family, theirs.children[0].member, 'asmPdf', pdf);
    const unknown = await uploadDocument(t, ours.family, 999_999, 'asmPdf', pdf);
    expect([other.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(unknown.json());
    const otherFile = await t.call({ method: 'GET', url: `/api/family/documents/${theirUpload.id}/file`, headers: ours.family.headers });
    const unknownFile = await t.call({ method: 'GET', url: '/api/family/documents/999999/file', headers: ours.family.headers });
    expect([otherFile.statusCode, unknownFile.statusCode]).toEqual([404, 404]);
    expect(otherFile.json()).toEqual(unknownFile.json());

    // The family's cookie opens no staff route, a staff token no family route, and a coach reviews nothing.
    for (const url of ['/api/document/pending', `/api/document/${theirUpload.id}/file`]) {
      expect((await t.call({ method: 'GET', url, headers: theirs.family.headers })).statusCode).toBe(401);
    }
    expect(
      (await t.call({ method: 'POST', url: `/api/document/${theirUpload.id}/approve`, headers: theirs.family.headers, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/family/documents/${theirUpload.id}/file`, headers: admin.headers })).statusCode).toBe(
      401,
    );
    expect(
      (await uploadDocument(t, { headers: admin.headers as unknown as { cookie: string } }, theirs.children[0].member, 'asmPdf', pdf))
        .statusCode,
    ).toBe(401);
    const coach = await t.staff(['COACH']);
    expect((await t.call({ method: 'GET', url: '/api/document/pending', headers: coach.headers })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/document/${theirUpload.id}/file`, headers: coach.headers })).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/document/${theirUpload.id}/reject`,
          headers: coach.headers,
          payload: { reason: 'Illisible' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('gives two approvals of one document at the same moment one success and one 409', async () => {
    const { family, children } = await newFamily();
    const upload = (await uploadDocument(t, family, children[1].member, 'idPhoto', jpeg())).json<UploadCreatedDto>();
    const other = await t.staff(['ADMIN']);
    const answers = await Promise.all(
      [admin, other].map((reviewer) =>
        t.call({ method: 'POST', url: `/api/document/${upload.id}/approve`, headers: reviewer.headers, payload: {} }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select('to_state')
      .where('subscription_id', '=', children[1].subscription)
      .execute();
    // The factory's first state, then one change only.
    expect(history).toHaveLength(2);
  });
});
