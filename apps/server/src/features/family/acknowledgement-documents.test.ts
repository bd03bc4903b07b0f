import type { AcknowledgementDto, StaffAcknowledgementsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { pdfToText } from '../subscriptions/test-data.js';
import { labelInForce, signInFamily, signText, type SignedInFamily } from './test-data.js';

/** A sentence of the published rules, found nowhere else. */
const RULE_FR = 'Chaque nageur salue le maître-nageur en arrivant au bassin.';
const RULE_EN = 'Every swimmer greets the lifeguard on arriving at the pool.';

/** The PDF of a signature and the staff's list (docs/product.md#family-signatures). */
describe('signed texts as PDFs and for staff', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;
  let family: SignedInFamily;
  let member: number;
  let subscription: number;
  let signed: AcknowledgementDto;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
    const published = await t.call({
      method: 'PUT',
      url: '/api/club/texts/rules',
      headers: admin.headers,
      payload: { fr: `# Règlement intérieur\n\n${RULE_FR}`, en: `# Club rules\n\n${RULE_EN}` },
    });
    expect(published.statusCode).toBe(200);
    const guardian = await buildGuardian(t.deps.db, { email: 'pdf.family@example.org' });
    member = await buildMember(t.deps.db, { firstName: 'Maëlle', lastName: 'Ferrand', guardianId: guardian, language: 'fr' });
    subscription = await buildSubscription(t.deps.db, member, { state: 'MISSING_DOC' });
    family = await signInFamily(t, 'pdf.family@example.org');
    // 14:05 in Monaco (UTC+1 in November).
    t.clock.set(new Date('2026-11-20T13:05:00.000Z'));
    const answer = await signText(
      t,
      family,
      member,
      { key: 'rules', version: await labelInForce(t, family, 'rules'), signedName: 'Hélène Ferrand' },
      '198.51.100.23',
    );
    expect(answer.statusCode).toBe(201);
    signed = answer.json<AcknowledgementDto>();
  });
  afterAll(() => t.close());

  const pdfText = (answer: { rawPayload: Buffer }) => pdfToText(answer.rawPayload).replace(/\s+/g, ' ');

  it('gives the family the signed text with its version, the member and the signature’s record, inline and never kept', async () => {
    const answer = await t.call({ method: 'GET', url: `/api/family/acknowledgements/${signed.id}/pdf`, headers: family.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="signature-rules-\d+\.pdf"$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = pdfText(answer);
    expect(text).toContain('Règlement intérieur');
    expect(text).toContain(`Version ${signed.version}`);
    expect(text).toContain('Maëlle Ferrand');
    expect(text).toContain(RULE_FR);
    expect(text).toContain(
      "Signé en ligne par Hélène Ferrand le 20/11/2026 à 14:05 (heure de Monaco) depuis l'espace famille de pdf.family@example.org, IP 198.51.100.23.",
    );
  });

  it('prints the version signed even once a newer one is published', async () => {
    const republished = await t.call({
      method: 'PUT',
      url: '/api/club/texts/rules',
      headers: admin.headers,
      payload: { fr: '# Règlement intérieur\n\nUn tout autre texte.', en: '# Club rules\n\nAnother text.' },
    });
    expect(republished.statusCode).toBe(200);
    const text = pdfText(await t.call({ method: 'GET', url: `/api/acknowledgement/${signed.id}/pdf`, headers: admin.headers }));
    expect(text).toContain(RULE_FR);
    expect(text).not.toContain('Un tout autre texte.');
  });

  it('lists the signatures for staff with the address and IP they came from', async () => {
    const answer = await t.call({ method: 'GET', url: `/api/subscription/${subscription}/acknowledgements`, headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<StaffAcknowledgementsDto>()).toEqual({
      acknowledgements: [{ ...signed, email: 'pdf.family@example.org', ipAddress: '198.51.100.23' }],
    });
    expect((await t.call({ method: 'GET', url: '/api/subscription/987654/acknowledgements', headers: admin.headers })).statusCode).toBe(
      404,
    );
    // Only those who open the subscription's screen.
    expect(
      (await t.call({ method: 'GET', url: `/api/subscription/${subscription}/acknowledgements`, headers: coach.headers })).statusCode,
    ).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/acknowledgement/${signed.id}/pdf`, headers: coach.headers })).statusCode).toBe(403);
  });

  it('keeps each side on its own route: the family cookie opens no staff PDF, a staff token no family one', async () => {
    const staffRoute = await t.call({ method: 'GET', url: `/api/acknowledgement/${signed.id}/pdf`, headers: family.headers });
    expect(staffRoute.statusCode).toBe(401);
    const familyRoute = await t.call({ method: 'GET', url: `/api/family/acknowledgements/${signed.id}/pdf`, headers: admin.headers });
    expect(familyRoute.statusCode).toBe(401);
    const list = await t.call({ method: 'GET', url: `/api/subscription/${subscription}/acknowledgements`, headers: family.headers });
    expect(list.statusCode).toBe(401);
  });

  it('answers another family’s signature as an unknown one', async () => {
    await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email: 'other.pdf@example.org' }) });
    const other = await signInFamily(t, 'other.pdf@example.org');
    const theirs = await t.call({ method: 'GET', url: `/api/family/acknowledgements/${signed.id}/pdf`, headers: other.headers });
    const unknown = await t.call({ method: 'GET', url: '/api/family/acknowledgements/987654/pdf', headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });
});
