import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason, currentSeasonId } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { buildFamily, paid, pay, refund } from '../payments/test-data.js';
import { pdfToText } from '../subscriptions/test-data.js';

/** docs/product.md#fees-and-payments: payment attestations, numbered without a gap, one per amount paid. */
describe('payment attestations', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const download = (subscriptionId: number, lang = 'fr') =>
    t.call({ method: 'GET', url: `/api/subscription/${subscriptionId}/payment-attestation?lang=${lang}`, headers: admin.headers });
  const referenceOf = (answer: Awaited<ReturnType<typeof download>>): string => {
    expect(answer.statusCode, answer.body).toBe(200);
    return /(A\d{4}-\d{4}-\d{4})\.pdf"$/.exec(String(answer.headers['content-disposition']))![1]!;
  };
  const textOf = (answer: Awaited<ReturnType<typeof download>>): string => pdfToText(answer.rawPayload).replace(/[\s\u00a0\u202f]+/g, ' ');
  const attestationsOf = (seasonId: number) =>
    t.deps.db
      .selectFrom('payment_attestations')
      .select(['subscription_id', 'number', 'paid_cents'])
      .where('season_id', '=', seasonId)
      .execute();

  it('numbers five children’s attestations downloaded at once 1 to 5, without a gap or a number twice', async () => {
    const seasonId = await buildSeason(t.deps.db, '2041-2042');
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { subscriptions } = await buildFamily(t, seasonId, [{ firstName: 'Inès', birthDate: '2013-01-01', priceCents: 30_000 }]);
      ids.push(subscriptions.Inès!);
      await paid(await pay(t, admin, [{ subscriptionId: subscriptions.Inès!, amountCents: 10_000 + i }]));
    }
    const answers = await Promise.all(ids.map((id) => download(id)));
    expect(answers.map(referenceOf).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `A2041-2042-000${n}`));
    expect((await attestationsOf(seasonId)).map((row) => Number(row.number)).sort()).toEqual([1, 2, 3, 4, 5]);
    const counter = await t.deps.db
      .selectFrom('document_sequences')
      .select('last_number')
      .where('season_id', '=', seasonId)
      .where('kind', '=', 'ATTESTATION')
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_number)).toBe(5);
  });

  it('issues one attestation for five downloads of the same child at once, and a new one only once what was paid changed', async () => {
    const seasonId = await buildSeason(t.deps.db, '2042-2043');
    const { subscriptions } = await buildFamily(t, seasonId, [{ firstName: 'Noé', birthDate: '2013-01-01', priceCents: 30_000 }]);
    const id = subscriptions.Noé!;
    await paid(await pay(t, admin, [{ subscriptionId: id, amountCents: 12_000 }]));
    const answers = await Promise.all(Array.from({ length: 5 }, () => download(id)));
    expect(new Set(answers.map(referenceOf))).toEqual(new Set(['A2042-2043-0001']));
    expect(await attestationsOf(seasonId)).toHaveLength(1);

    // Downloaded again without a change: the same one.
    expect(referenceOf(await download(id))).toBe('A2042-2043-0001');
    // A new payment: the next number, counting both payments.
    await paid(await pay(t, admin, [{ subscriptionId: id, amountCents: 3_000 }]));
    const second = await download(id);
    expect(referenceOf(second)).toBe('A2042-2043-0002');
    expect(textOf(second)).toMatch(/Total payé .*150,00 €/);
    expect(referenceOf(await download(id))).toBe('A2042-2043-0002');
    // A refund changes what was paid too.
    expect((await refund(t, admin, [{ subscriptionId: id, amountCents: 1_000 }])).statusCode).toBe(201);
    const third = await download(id);
    expect(referenceOf(third)).toBe('A2042-2043-0003');
    expect(textOf(third)).toMatch(/Total payé .*140,00 €/);
    expect((await attestationsOf(seasonId)).map((row) => Number(row.paid_cents))).toEqual([12_000, 15_000, 14_000]);
  });

  it('prints the reference, the payer, the child, the group, each payment with its receipt and the total, in both languages', async () => {
    const seasonId = await buildSeason(t.deps.db, '2043-2044');
    const { subscriptions } = await buildFamily(t, seasonId, [
      { firstName: 'Léonie', birthDate: '2012-03-04', priceCents: 30_000 },
      { firstName: 'Marius', birthDate: '2014-05-06', priceCents: 20_000 },
    ]);
    const first = await paid(
      await pay(t, admin, [
        { subscriptionId: subscriptions.Léonie!, amountCents: 10_000 },
        { subscriptionId: subscriptions.Marius!, amountCents: 5_000 },
      ]),
    );
    const second = await paid(
      await pay(t, admin, [{ subscriptionId: subscriptions.Léonie!, amountCents: 2_550 }], { method: 'CASH', reference: null }),
    );
    const fr = await download(subscriptions.Léonie!);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toBe('attachment; filename="attestation-paiement-A2043-2044-0001.pdf"');
    expect(fr.headers['cache-control']).toBe('no-store');
    const text = textOf(fr);
    expect(text).toContain('Attestation de paiement');
    expect(text).toContain('A2043-2044-0001');
    expect(text).toMatch(
      /a réglé la somme de 125,50 € au titre de la cotisation de la saison 2043-2044 de Léonie \S+, né\(e\) le 04\/03\/2012/,
    );
    expect(text).toContain(`20/11/2026 par chèque ${first.receiptReference} 100,00 €`);
    expect(text).toContain(`20/11/2026 en espèces ${second.receiptReference} 25,50 €`);
    expect(text).toMatch(/Total payé .*125,50 €/);
    expect(text).not.toContain('Marius');

    const en = await download(subscriptions.Léonie!, 'en');
    expect(en.headers['content-disposition']).toBe('attachment; filename="payment-attestation-A2043-2044-0001.pdf"');
    const english = textOf(en);
    expect(english).toContain('Payment attestation');
    expect(english).toMatch(/paid €125\.50 for the 2043-2044 season subscription of Léonie \S+, born on 04\/03\/2012, in the group /);
    expect(english).toMatch(/Total paid .*€125\.50/);
  });

  it('refuses an attestation with 409 while nothing is paid, and 404 for an unknown subscription', async () => {
    const seasonId = await buildSeason(t.deps.db, '2044-2045');
    const { subscriptions } = await buildFamily(t, seasonId, [{ firstName: 'Zoé', birthDate: '2013-01-01', priceCents: 10_000 }]);
    const nothing = await download(subscriptions.Zoé!);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'CONFLICT', message: 'PAYMENT_NOT_RECORDED' });
    await paid(await pay(t, admin, [{ subscriptionId: subscriptions.Zoé!, amountCents: 4_000 }]));
    expect((await refund(t, admin, [{ subscriptionId: subscriptions.Zoé!, amountCents: 4_000 }])).statusCode).toBe(201);
    expect((await download(subscriptions.Zoé!)).statusCode).toBe(409);
    expect(await attestationsOf(seasonId)).toEqual([]);
    expect((await download(987_654)).statusCode).toBe(404);
  });

  describe('from the family space', () => {
    let martin: SignedInFamily;
    let martins: Awaited<ReturnType<typeof buildFamily>>;
    let durands: Awaited<ReturnType<typeof buildFamily>>;
    beforeAll(async () => {
      const seasonId = await currentSeasonId(t.deps.db);
      martins = await buildFamily(
        t,
        seasonId,
        [{ firstName: 'Alice', birthDate: '2012-04-01', priceCents: 30_000 }],
        'martin.att@example.org',
      );
      durands = await buildFamily(
        t,
        seasonId,
        [{ firstName: 'Diane', birthDate: '2013-01-01', priceCents: 25_000 }],
        'durand.att@example.org',
      );
      await paid(await pay(t, admin, [{ subscriptionId: martins.subscriptions.Alice!, amountCents: 10_000 }]));
      await paid(await pay(t, admin, [{ subscriptionId: durands.subscriptions.Diane!, amountCents: 25_000 }]));
      martin = await signInFamily(t, 'martin.att@example.org');
    });
    const familyDownload = (family: SignedInFamily, memberId: number, query = '') =>
      t.call({ method: 'GET', url: `/api/family/members/${memberId}/payment-attestation?lang=en${query}`, headers: family.headers });

    it('gives a family its child’s attestation of the current season, and the same one as staff get', async () => {
      const own = await familyDownload(martin, martins.members.Alice!);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.headers['content-disposition']).toMatch(/^attachment; filename="payment-attestation-A\d{4}-\d{4}-0001\.pdf"$/);
      expect(textOf(own)).toMatch(/Total paid .*€100\.00/);
      expect(referenceOf(await download(martins.subscriptions.Alice!))).toBe(referenceOf(own));
    });

    it('answers 404 for another family’s child, an unknown member and a season the child has no subscription in', async () => {
      const other = await familyDownload(martin, durands.members.Diane!);
      expect(other.statusCode).toBe(404);
      expect(other.headers['content-type']).not.toBe('application/pdf');
      expect((await familyDownload(martin, 987_654)).statusCode).toBe(404);
      expect((await familyDownload(martin, martins.members.Alice!, '&season=2019-2020')).statusCode).toBe(404);
      expect((await familyDownload(martin, martins.members.Alice!, '&season=bad')).statusCode).toBe(400);
      // Nothing was issued for Diane by the refused download.
      const issued = await t.deps.db
        .selectFrom('payment_attestations')
        .select('id')
        .where('subscription_id', '=', durands.subscriptions.Diane!)
        .execute();
      expect(issued).toEqual([]);
    });

    it('refuses the family route without a family session, a staff token opening nothing', async () => {
      const url = `/api/family/members/${martins.members.Alice!}/payment-attestation`;
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.call({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(401);
    });
  });
});
