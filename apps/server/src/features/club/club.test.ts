import type { ClubAdmin, ClubPublic } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { auditEntries } from '../../test/audit.js';
import { pdfToText, validForm } from '../subscriptions/test-data.js';
import { buildLinkedSubscription } from '../../test/factories/index.js';

const IBAN = 'FR7630006000011234567890189';
const PUBLIC_KEYS = ['address', 'email', 'logoUrl', 'name', 'phone', 'shortName', 'website'];

describe('club identity: GET and PATCH /api/club', () => {
  let t: TestApp;
  let admin: StaffMember;
  let coach: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
  });
  afterAll(() => t.close());

  const read = (who?: StaffMember) => t.call({ method: 'GET', url: '/api/club', headers: who?.headers ?? {} });
  const adminView = async () => (await read(admin)).json<ClubAdmin>();
  const patch = (payload: Record<string, unknown>, who: StaffMember = admin) =>
    t.call({ method: 'PATCH', url: '/api/club', headers: who.headers, payload });

  it('answers anyone the public identity, named after MAIL_FROM until an admin names the club', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const club = response.json<ClubPublic>();
    expect(Object.keys(club).sort()).toEqual(PUBLIC_KEYS);
    expect(club).toEqual({
      name: 'Club de natation',
      shortName: null,
      logoUrl: null,
      address: { lines: [], postalCode: null, city: null, country: null },
      email: null,
      phone: null,
      website: null,
    });
  });

  it('gives the private fields and the version to an admin only', async () => {
    await patch({ version: (await adminView()).version, iban: IBAN, registrationNumber: 'W123456789' });
    for (const caller of [undefined, coach]) {
      const club = (await read(caller)).json<Record<string, unknown>>();
      expect(Object.keys(club).sort(), caller === undefined ? 'anonymous' : 'coach').toEqual(PUBLIC_KEYS);
    }
    const club = await adminView();
    expect(club).toMatchObject({ iban: IBAN, registrationNumber: 'W123456789', updatedBy: admin.login });
    expect(club.version).toBeGreaterThan(1);
  });

  it('saves the fields given, keeps the others, and names the club everywhere it is read', async () => {
    const before = await adminView();
    const response = await patch({
      version: before.version,
      name: 'Cercle des Nageurs de Monaco',
      shortName: 'CNM',
      address: { lines: ['Stade Louis II', '13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
      email: 'contact@cnm.mc',
      phone: '+377 93 00 00 00',
      website: 'www.cnm.mc',
      presidentName: 'Marie Curie',
      presidentTitle: 'Présidente',
      // Not a field of the settings: dropped, never stored.
      logoUrl: 'https://evil.example/logo.png',
      unknown: 'x',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<ClubAdmin>();
    expect(saved).toMatchObject({
      name: 'Cercle des Nageurs de Monaco',
      shortName: 'CNM',
      address: { lines: ['Stade Louis II', '13 avenue des Castelans'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
      email: 'contact@cnm.mc',
      phone: '+37793000000',
      website: 'https://www.cnm.mc',
      presidentName: 'Marie Curie',
      presidentTitle: 'Présidente',
      iban: IBAN,
      registrationNumber: 'W123456789',
      logoUrl: null,
      version: before.version + 1,
    });
    expect((await read()).json<ClubPublic>().name).toBe('Cercle des Nageurs de Monaco');
    const [entry] = await auditEntries(t, admin, 'CLUB_IDENTITY_UPDATED');
    expect(entry).toMatchObject({ targetType: 'CLUB', actor: { id: admin.id } });
    expect(entry?.details).toEqual({
      fields: ['name', 'shortName', 'address', 'email', 'phone', 'website', 'presidentName', 'presidentTitle'],
    });
  });

  it('clears an optional field given empty', async () => {
    const saved = (await patch({ version: (await adminView()).version, shortName: '', website: null })).json<ClubAdmin>();
    expect(saved).toMatchObject({ shortName: null, website: null, name: 'Cercle des Nageurs de Monaco' });
  });

  it('refuses an invalid IBAN or BIC with the field’s message, and changes nothing', async () => {
    const before = await adminView();
    const wrongCheckDigits = await patch({ version: before.version, iban: 'FR76 3000 6000 0112 3456 7890 180', bic: 'BNPAZZPP' });
    expect(wrongCheckDigits.statusCode).toBe(400);
    expect(wrongCheckDigits.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { iban: 'IBAN_ERROR', bic: 'BIC_ERROR' } });
    expect(await adminView()).toEqual(before);
  });

  it('records a change of bank details masked, never the account itself', async () => {
    const identityChanges = (await auditEntries(t, admin, 'CLUB_IDENTITY_UPDATED')).length;
    const newIban = 'MC5811222000010123456789030';
    const response = await patch({ version: (await adminView()).version, iban: 'mc58 1122 2000 0101 2345 6789 030', bic: 'cmcimcm1xxx' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ClubAdmin>()).toMatchObject({ iban: newIban, bic: 'CMCIMCM1XXX' });
    const [entry] = await auditEntries(t, admin, 'CLUB_BANK_DETAILS_UPDATED');
    expect(entry?.details).toEqual({ ibanBefore: 'FR76…0189', ibanAfter: 'MC58…9030', bicBefore: null, bicAfter: 'CMCIMC…' });
    const stored = await t.deps.db.selectFrom('audit_log').select('details').execute();
    for (const { details } of stored) {
      expect(details ?? '').not.toContain(newIban);
      expect(details ?? '').not.toContain(IBAN);
    }
    // The bank details alone are not a change of identity.
    expect((await auditEntries(t, admin, 'CLUB_IDENTITY_UPDATED')).length).toBe(identityChanges);
  });

  it('answers 409 to a save over an older version, and keeps the newer one', async () => {
    const { version } = await adminView();
    expect((await patch({ version, name: 'Premier' })).statusCode).toBe(200);
    const stale = await patch({ version, name: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await adminView()).name).toBe('Premier');
  });

  it('lets exactly one of two saves carrying the same version through', async () => {
    const { version } = await adminView();
    const answers = await Promise.all([patch({ version, name: 'Nageurs A' }), patch({ version, name: 'Nageurs B' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<ClubAdmin>();
    expect(await adminView()).toMatchObject({ name: winner.name, version: version + 1 });
  });

  it('leaves the settings to admins', async () => {
    const { version } = await adminView();
    expect((await patch({ version, name: 'Pirate' }, coach)).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: '/api/club', payload: { version, name: 'Pirate' } })).statusCode).toBe(401);
  });

  it('prints the new name on the documents and signs the mails with it', async () => {
    expect((await patch({ version: (await adminView()).version, name: 'Société des Bains de Mer Natation' })).statusCode).toBe(200);

    const rules = await t.call({ method: 'GET', url: '/api/subscription/document/rules?lang=fr' });
    expect(rules.statusCode).toBe(200);
    // The header prints the name in capitals.
    const text = pdfToText(rules.rawPayload).toUpperCase();
    expect(text).toContain('SOCIÉTÉ DES BAINS DE MER NATATION');
    expect(text).not.toContain('CLUB DE NATATION');

    const s = await buildLinkedSubscription(t.deps.db);
    expect((await t.call({ method: 'POST', url: '/api/subscription/', payload: validForm(s) })).statusCode).toBe(200);
    const mail = await t.deps.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('dedupe_key', 'like', `subscription-submitted:${s.subscriptionId}:%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Société des Bains de Mer Natation');
  });
});

describe('a club whose MAIL_FROM names it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_FROM: '"Natation Club Fontvieille" <secretariat@ncf.mc>' } });
  });
  afterAll(() => t.close());

  it('keeps that name on its identity and its documents until an admin changes it', async () => {
    expect((await t.call({ method: 'GET', url: '/api/club' })).json<ClubPublic>().name).toBe('Natation Club Fontvieille');
    const rules = await t.call({ method: 'GET', url: '/api/subscription/document/rules?lang=fr' });
    expect(pdfToText(rules.rawPayload).toUpperCase()).toContain('NATATION CLUB FONTVIEILLE');
  });
});
