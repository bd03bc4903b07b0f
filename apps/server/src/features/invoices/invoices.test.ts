import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { pdfToText, validForm } from '../subscriptions/test-data.js';
import { CLUB_IBAN, saveClubIdentity } from './test-data.js';
import { buildGuardian, buildLinkedSubscription, buildPaidSubscription } from '../../test/factories/index.js';

describe('the attestation is the invoice: the club’s legal identity, the payer, and a copy kept once issued', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveClubIdentity(t, admin, {
      name: 'Cercle des Nageurs de Monaco',
      address: { lines: ['Stade nautique Rainier III', 'Quai Albert Ier'], postalCode: '98000', city: 'Monaco', country: 'Monaco' },
      email: 'tresorerie@cnm.example.org',
      phone: '+377 93 30 00 00',
      registrationNumber: 'ASSO-1987-042',
      federationNumber: 'FFN-06-0123',
      treasurerName: 'Hélène Garnier',
      treasurerTitle: 'trésorière',
      iban: CLUB_IBAN,
      bic: 'BNPAMCM1',
    });
  });
  afterAll(() => t.close());

  const download = (subscriptionId: number, query = '') =>
    t.call({
      method: 'GET',
      url: `/api/subscription/${subscriptionId}/attestation/download${query}`,
      headers: query.includes('token=') ? {} : admin.headers,
    });
  const textOf = (response: Awaited<ReturnType<typeof download>>): string => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return pdfToText(response.rawPayload);
  };
  const detail = async (memberId: number) =>
    (await t.call({ method: 'GET', url: `/api/subscription/student/${memberId}`, headers: admin.headers })).json<{
      version: number;
      invoice: { reference: string; issuedAt: string } | null;
    }>();

  it('prints the club’s address, numbers, bank details and treasurer, the guardian with the family’s address, the method and the day', async () => {
    const guardianId = await buildGuardian(t.deps.db, { firstName: 'Claire', lastName: 'Ferrand' });
    const s = await buildPaidSubscription(t.deps.db, {
      firstName: 'Jules',
      lastName: 'Ferrand',
      guardianId,
      address: '7, avenue de la Costa',
      city: 'Monaco',
      zipCode: '98000',
      country: 'MC',
      group: { name: 'Benjamins 2', priceCents: 34_500 },
      method: 'CHEQUE',
      paidOn: '2026-09-12',
    });
    expect((await detail(s.memberId)).invoice).toBeNull();
    const text = textOf(await download(s.subscriptionId));

    expect(text).toContain('Cercle des Nageurs de Monaco');
    expect(text).toContain('Stade nautique Rainier III');
    expect(text).toContain('Quai Albert Ier');
    expect(text).toContain('98000 Monaco');
    expect(text).toContain('ASSO-1987-042');
    expect(text).toContain('FFN-06-0123');
    expect(text).toContain('tresorerie@cnm.example.org');
    expect(text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(text).toContain('BNPAMCM1');
    expect(text).toContain('Pour le club, trésorière, Hélène Garnier');

    expect(text).toContain('Facture n° 2026-2027-0001');
    expect(text).toContain('Claire Ferrand');
    expect(text).toContain('7, avenue de la Costa');
    expect(text).toContain('Jules Ferrand');
    expect(text).toMatch(/345,00\s€/);
    expect(text).toContain('Payé le 12/09/2026 par chèque.');
    expect(text).toContain('Cercle des Nageurs de Monaco atteste que Jules Ferrand');
    expect(text).toContain('Benjamins 2');

    const issued = await t.deps.db
      .selectFrom('invoices')
      .selectAll()
      .where('subscription_id', '=', s.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(issued).toMatchObject({
      payer_name: 'Claire Ferrand',
      payer_address: '7, avenue de la Costa\n98000 Monaco\nMonaco',
      issued_by: admin.id,
    });
    expect((await detail(s.memberId)).invoice).toEqual({ reference: '2026-2027-0001', issuedAt: t.clock.now().toISOString() });
  });

  it('prints the same reference, payer, amount, method and day after the member, the price and the payment are changed', async () => {
    const s = await buildPaidSubscription(t.deps.db, {
      firstName: 'Anna',
      lastName: 'Kowalska',
      birthDate: '1990-04-02',
      address: '3, rue Grimaldi',
      method: 'TRANSFER',
      group: { priceCents: 25_000 },
    });
    const first = textOf(await download(s.subscriptionId, '?lang=en'));
    const reference = /Invoice no\. (\d{4}-\d{4}-\d{4})/.exec(first)?.[1];
    expect(reference).toBeDefined();
    // An adult without a guardian pays for themselves.
    expect(first).toContain('Billed to');
    expect(first).toContain('Anna Kowalska');
    expect(first).toContain('Paid on 12/09/2026 by bank transfer.');
    expect(first).toMatch(/€250\.00/);

    await t.deps.db
      .updateTable('members')
      .set({ first_name: 'Joanna', last_name: 'Nowak', address: '9, rue Basse' })
      .where('id', '=', s.memberId)
      .execute();
    await t.deps.db.updateTable('groups').set({ price_cents: 99_900 }).where('id', '=', s.groupId).execute();
    await t.deps.db
      .updateTable('subscriptions')
      .set({ payment_method: 'CASH', paid_on: '2026-10-01' })
      .where('id', '=', s.subscriptionId)
      .execute();

    const again = textOf(await download(s.subscriptionId, '?lang=en'));
    expect(again).toContain(`Invoice no. ${reference}`);
    expect(again).toContain('Anna Kowalska');
    expect(again).toContain('3, rue Grimaldi');
    expect(again).not.toContain('Nowak');
    expect(again).not.toContain('9, rue Basse');
    expect(again).toMatch(/€250\.00/);
    expect(again).not.toMatch(/999\.00/);
    expect(again).toContain('Paid on 12/09/2026 by bank transfer.');
    expect(await t.deps.db.selectFrom('invoices').select('id').where('subscription_id', '=', s.subscriptionId).execute()).toHaveLength(1);
  });

  it('bills the contact the family typed when no guardian is on file, and omits the method when staff gave none', async () => {
    const s = await buildLinkedSubscription(t.deps.db, { firstName: 'Léo', lastName: 'Marchetti', address: null });
    await t.call({
      method: 'POST',
      url: '/api/subscription/',
      payload: validForm(s, { fname: 'Léo', lname: 'Marchetti', guardianFname: 'Sofia', guardianLname: 'Marchetti' }),
    });
    await t.deps.db
      .updateTable('subscriptions')
      .set({ payment: 1, payment_method: null, paid_on: '2026-10-03' })
      .where('id', '=', s.subscriptionId)
      .execute();
    const text = textOf(await download(s.subscriptionId, `?token=${s.token}`));
    expect(text).toContain('Sofia Marchetti');
    expect(text).toContain('12, boulevard des Moulins');
    expect(text).toContain('Payé le 03/10/2026.');
    // Issued through the family's link: no staff member issued it.
    expect(
      await t.deps.db.selectFrom('invoices').select('issued_by').where('subscription_id', '=', s.subscriptionId).executeTakeFirstOrThrow(),
    ).toEqual({ issued_by: null });
  });

  it('signs as before and prints no bank details when the club has none', async () => {
    await saveClubIdentity(t, admin, { iban: null, bic: null, treasurerName: null, treasurerTitle: null });
    try {
      const s = await buildPaidSubscription(t.deps.db);
      const text = textOf(await download(s.subscriptionId));
      expect(text).toContain('Pour le club, le trésorier :');
      expect(text).not.toContain('IBAN');
    } finally {
      await saveClubIdentity(t, admin, { iban: CLUB_IBAN, treasurerName: 'Hélène Garnier', treasurerTitle: 'trésorière' });
    }
  });

  it('never gives, nor issues, another family’s invoice with a family’s link', async () => {
    const family = await buildPaidSubscription(t.deps.db);
    const other = await buildPaidSubscription(t.deps.db, { lastName: 'Secret' });
    for (const url of [
      `/api/subscription/${other.subscriptionId}/attestation/download?token=${family.token}`,
      `/api/subscription/${other.subscriptionId}/attestation?token=${family.token}`,
    ]) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Secret');
    }
    expect(await t.deps.db.selectFrom('invoices').select('id').where('subscription_id', '=', other.subscriptionId).execute()).toEqual([]);
    expect((await t.call({ method: 'GET', url: `/api/subscription/${other.subscriptionId}/attestation/download` })).statusCode).toBe(401);
    const coach = await t.staff(['COACH']);
    expect(
      (await t.call({ method: 'GET', url: `/api/subscription/${other.subscriptionId}/attestation/download`, headers: coach.headers }))
        .statusCode,
    ).toBe(403);
    // The family's own invoice still comes with its own link.
    expect(textOf(await download(family.subscriptionId, `?token=${family.token}`))).toContain('Facture n° 2026-2027-');
  });

  it('goes with the member when they are deleted; their number is not given again', async () => {
    const s = await buildPaidSubscription(t.deps.db);
    textOf(await download(s.subscriptionId));
    const gone = await t.deps.db
      .selectFrom('invoices')
      .select('number')
      .where('subscription_id', '=', s.subscriptionId)
      .executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers })).statusCode).toBe(
      204,
    );
    const next = await buildPaidSubscription(t.deps.db);
    textOf(await download(next.subscriptionId));
    const issued = await t.deps.db
      .selectFrom('invoices')
      .select('number')
      .where('subscription_id', '=', next.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(issued.number).toBe(gone.number + 1);
  });
});
