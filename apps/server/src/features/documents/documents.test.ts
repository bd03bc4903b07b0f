import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { pdfToText, validForm } from '../subscriptions/test-data.js';
import { buildGroup, buildLinkedSubscription } from '../../test/factories/index.js';

describe('documents: PDFs generated from the data, reachable with the right token or an admin login', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const download = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
  const expectPdf = (response: Awaited<ReturnType<typeof download>>): string => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Read in the browser (a phone shows it instead of filing it among the downloads), named for "save".
    expect(String(response.headers['content-disposition'])).toMatch(/^inline; filename="[A-Za-z0-9._-]+\.pdf"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return pdfToText(response.rawPayload);
  };

  it('pre-fills the subscription form with the member, guardian, group, season and price, in French', async () => {
    const groupId = await buildGroup(t.deps.db, { name: 'Poussins Étoile', typeCode: 'NATATION_LOISIR', priceCents: 28_500 });
    const s = await buildLinkedSubscription(t.deps.db, { groupId, firstName: 'Zoé', lastName: 'Ångström' });
    await t.call({
      method: 'POST',
      url: '/api/subscription/',
      payload: validForm(s, { fname: 'Zoé', lname: 'Ångström-Łukasz', guardianFname: 'François', guardianLname: 'Ångström' }),
    });
    const text = expectPdf(await download(`/api/subscription/${s.subscriptionId}/subscriptionForm?token=${s.token}`));
    expect(text).toContain("Fiche d'inscription");
    expect(text).toContain('Zoé');
    // Letters the standard fonts lack lose their accent instead of vanishing.
    expect(text).toContain('Ångström-Lukasz');
    expect(text).toContain('François');
    expect(text).toContain('Poussins Étoile');
    expect(text).toContain('2026-2027');
    expect(text).toMatch(/285,00\s€/);
    expect(text).toContain('Monaco');
    expect(text).toContain('Représentant légal');
    expect(text).toContain('1.565');
  });

  it('writes the documents in the family’s language', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Oliver', lastName: 'Smith', language: 'en' });
    const text = expectPdf(await download(`/api/subscription/${s.subscriptionId}/subscriptionForm?token=${s.token}`));
    expect(text).toContain('Subscription form');
    expect(text).toContain('Oliver');
    expect(text).toContain('Smith');
    const rules = expectPdf(await download(`/api/subscription/${s.subscriptionId}/rules?token=${s.token}`));
    expect(rules).toContain('Club rules');
    expect(rules).toContain('Oliver Smith');
    const french = expectPdf(await download(`/api/subscription/${s.subscriptionId}/rules?token=${s.token}&lang=fr`));
    expect(french).toContain('Règlement intérieur');
  });

  it('never opens a subscription with another one’s token, and asks for a token or an admin', async () => {
    const a = await buildLinkedSubscription(t.deps.db);
    const b = await buildLinkedSubscription(t.deps.db, { lastName: 'Secret' });
    expect((await download(`/api/subscription/${b.subscriptionId}/subscriptionForm?token=${a.token}`)).statusCode).toBe(404);
    expect((await download(`/api/subscription/${b.subscriptionId}/asmPdf?token=${a.token}`)).statusCode).toBe(404);
    expect((await download(`/api/subscription/${b.subscriptionId}/rules?token=${'z'.repeat(43)}`)).statusCode).toBe(404);
    expect((await download(`/api/subscription/${b.subscriptionId}/subscriptionForm`)).statusCode).toBe(401);
    const coach = await t.staff(['COACH']);
    expect((await download(`/api/subscription/${b.subscriptionId}/subscriptionForm`, coach.headers)).statusCode).toBe(403);
    const staffText = expectPdf(await download(`/api/subscription/${b.subscriptionId}/subscriptionForm`, admin.headers));
    expect(staffText).toContain('Secret');
    expect((await download(`/api/subscription/999999/subscriptionForm`, admin.headers)).statusCode).toBe(404);
    expect((await download(`/api/subscription/${b.subscriptionId}/passport`, admin.headers)).statusCode).toBe(400);
    // An expired link opens nothing.
    await t.deps.db
      .updateTable('subscriptions')
      .set({ token_expires_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', a.subscriptionId)
      .execute();
    expect((await download(`/api/subscription/${a.subscriptionId}/rules?token=${a.token}`)).json()).toMatchObject({
      message: 'LINK_EXPIRED',
    });
  });

  it('offers only the documents that apply: parents’ code for minors, schedule for types that add one, no swimmer code in group 6', async () => {
    const adult = await buildLinkedSubscription(t.deps.db, {
      birthDate: '1980-02-02',
      group: { typeCode: 'ADULTE', sportsCodeOfConduct: false },
    });
    expect((await download(`/api/subscription/${adult.subscriptionId}/guardianCodeOfConduct?token=${adult.token}`)).statusCode).toBe(404);
    expect((await download(`/api/subscription/${adult.subscriptionId}/codeOfConduct?token=${adult.token}`)).statusCode).toBe(404);
    expect((await download(`/api/subscription/${adult.subscriptionId}/schedule?token=${adult.token}`)).statusCode).toBe(404);

    const groupId = await buildGroup(t.deps.db, { name: 'Loisirs Mercredi', typeCode: 'NATATION_LOISIR' });
    await t.deps.db
      .insertInto('time_slots')
      .values([
        { group_id: groupId, weekday: 3, start_time: '14:00', end_time: '15:00', location: 'Stade Louis II' },
        { group_id: groupId, weekday: 6, start_time: '09:30', end_time: '10:30', location: 'Piscine Rainier III' },
      ])
      .execute();
    const child = await buildLinkedSubscription(t.deps.db, { groupId, firstName: 'Téo', lastName: 'Durand' });
    const schedule = expectPdf(await download(`/api/subscription/${child.subscriptionId}/schedule?token=${child.token}`));
    expect(schedule).toContain('Loisirs Mercredi');
    expect(schedule).toContain('Mercredi');
    expect(schedule).toContain('14:00');
    expect(schedule).toContain('Piscine Rainier III');
    const parents = expectPdf(await download(`/api/subscription/${child.subscriptionId}/guardianCodeOfConduct?token=${child.token}`));
    expect(parents).toContain('Charte des parents');
    expect(parents).toContain('Téo Durand');
    const swimmer = expectPdf(await download(`/api/subscription/${child.subscriptionId}/codeOfConduct?token=${child.token}`));
    expect(swimmer).toContain('Charte du nageur');

    // The group's schedule (GET /group/{id}/schedule, docs/product.md#api) with the season label.
    const bySeason = expectPdf(await download(`/api/group/${groupId}/schedule?season=2026-2027&lang=en`));
    expect(bySeason).toContain('Training schedule');
    expect(bySeason).toContain('Wednesday');
    expect((await download(`/api/group/${groupId}/schedule?season=1999-2000`)).statusCode).toBe(404);
    const competitive = await buildGroup(t.deps.db, { typeCode: 'NATATION_COMPETITION' });
    expect((await download(`/api/group/${competitive}/schedule`)).statusCode).toBe(404);
  });

  it('gives the attestation once the payment is recorded, also under /attestation/download', async () => {
    const s = await buildLinkedSubscription(t.deps.db, {
      firstName: 'Maël',
      lastName: 'Roux',
      isNew: false,
      group: { resubPriceCents: 19_900 },
    });
    expect((await download(`/api/subscription/${s.subscriptionId}/attestation?token=${s.token}`)).statusCode).toBe(409);
    await t.deps.db.updateTable('subscriptions').set({ payment: 1 }).where('id', '=', s.subscriptionId).execute();
    const text = expectPdf(await download(`/api/subscription/${s.subscriptionId}/attestation?token=${s.token}`));
    expect(text).toContain('Maël Roux');
    expect(text).toMatch(/199,00\s€/);
    expect(text).toContain('réinscription');
    const again = expectPdf(await download(`/api/subscription/${s.subscriptionId}/attestation/download`, admin.headers));
    expect(again).toContain('Maël Roux');
    const other = await buildLinkedSubscription(t.deps.db);
    expect((await download(`/api/subscription/${s.subscriptionId}/attestation/download?token=${other.token}`)).statusCode).toBe(404);
  });

  describe('rate limits (RATE_LIMIT_MAX 600: the API allows 600 a minute per address, link tokens 30)', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ env: { RATE_LIMIT_MAX: '600' } });
    });
    afterAll(() => limited.close());

    const statuses = async (count: number, url: string, headers: Record<string, string> = {}) => {
      const codes: number[] = [];
      for (let i = 0; i < count; i += 1)
        codes.push((await limited.call({ method: 'GET', url, headers, remoteAddress: '192.0.2.40' })).statusCode);
      return codes;
    };

    it('lets a secretary print 40 PDFs in a row at the counter: staff downloads fall under the API limit', async () => {
      const secretary = await limited.staff(['ADMIN']);
      const s = await buildLinkedSubscription(limited.deps.db);
      const codes = await statuses(40, `/api/subscription/${s.subscriptionId}/subscriptionForm`, secretary.headers);
      expect(codes).toEqual(Array.from({ length: 40 }, () => 200));
      const attestation = await statuses(5, `/api/subscription/${s.subscriptionId}/attestation/download`, secretary.headers);
      expect(attestation.every((code) => code !== 429)).toBe(true);
    });

    it('answers the 31st link-token request of a minute from one address with 429', async () => {
      const s = await buildLinkedSubscription(limited.deps.db);
      const codes = await statuses(31, `/api/subscription/${s.subscriptionId}/rules?token=${s.token}`);
      expect(codes.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
      expect(codes[30]).toBe(429);
      // Guessing tokens on the other document route is held as tightly.
      const guesses = await statuses(31, `/api/subscription/${s.subscriptionId}/attestation/download?token=${'z'.repeat(43)}`);
      expect(guesses.slice(0, 30).every((code) => code === 404)).toBe(true);
      expect(guesses[30]).toBe(429);
    });
  });

  it('serves the blank rules and codes of conduct to anyone, in both languages', async () => {
    const rules = expectPdf(await download('/api/subscription/document/rules'));
    expect(rules).toContain('Règlement intérieur');
    expect(rules).toContain('Club de natation'.toUpperCase());
    expect(expectPdf(await download('/api/subscription/document/codeOfConduct', { cookie: 'lang=en' }))).toContain(
      "Swimmer's code of conduct",
    );
    expect(expectPdf(await download('/api/subscription/document/guardianCodeOfConduct?lang=en'))).toContain("Parents' code of conduct");
    expect((await download('/api/subscription/document/subscriptionForm')).statusCode).toBe(400);
  });

  it('opens a PDF in the browser, and saves it as a file when the link asks to download it', async () => {
    const s = await buildLinkedSubscription(t.deps.db);
    const opened = await download(`/api/subscription/${s.subscriptionId}/rules?token=${s.token}`);
    expect(opened.headers['content-disposition']).toBe(`inline; filename="reglement-interieur-${s.subscriptionId}.pdf"`);
    const saved = await download(`/api/subscription/${s.subscriptionId}/rules?token=${s.token}&download=1`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toBe(`attachment; filename="reglement-interieur-${s.subscriptionId}.pdf"`);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect((await download('/api/subscription/document/rules?lang=en&download=1')).headers['content-disposition']).toBe(
      'attachment; filename="club-rules.pdf"',
    );
    expect((await download('/api/subscription/document/rules')).headers['content-disposition']).toBe(
      'inline; filename="reglement-interieur.pdf"',
    );
    expect((await download('/api/subscription/document/rules?download=yes')).statusCode).toBe(400);
  });

  it('gives the association’s general form, which the checklist requires, blank or named for the member, in both languages', async () => {
    const blank = expectPdf(await download('/api/subscription/document/asmPdf'));
    expect(blank).toContain("Formulaire général de l'association");
    expect(blank).toContain('Adhésion');
    expect(blank).toContain("date et signature de l'adhérent");
    expect(expectPdf(await download('/api/subscription/document/asmPdf?lang=en'))).toContain("Association's general form");

    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Aymardine', lastName: 'Leroy' });
    const resumed = (await t.call({ method: 'GET', url: `/api/subscription/resume?token=${s.token}` })).json<{
      documents: { checklist: string[]; printable: string[] };
    }>();
    expect(resumed.documents.checklist).toContain('asmPdf');
    expect(resumed.documents.printable).toContain('asmPdf');
    const response = await download(`/api/subscription/${s.subscriptionId}/asmPdf?token=${s.token}`);
    expect(response.headers['content-disposition']).toBe(`inline; filename="formulaire-general-association-${s.subscriptionId}.pdf"`);
    const named = expectPdf(response);
    expect(named).toContain("Formulaire général de l'association");
    expect(named).toContain('Aymardine Leroy');
    expect(named).toContain('2026-2027');
    expect(expectPdf(await download(`/api/subscription/${s.subscriptionId}/asmPdf`, admin.headers))).toContain('Aymardine Leroy');
  });
});
