import type { PaymentDto } from '@club/domain';
import { PAYMENT_MSG } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildFamily, ledgerOf, pay } from './test-data.js';

/** docs/product.md#fees-and-payments: receipt numbers and balances hold under payments recorded at the same time. */
describe('payments recorded at the same time', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  it('numbers ten payments recorded at once 1 to 10, without a gap or a number twice', async () => {
    const seasonId = await buildSeason(t.deps.db, '2031-2032');
    const families = await Promise.all(
      Array.from({ length: 5 }, () => buildFamily(t, seasonId, [{ firstName: 'Inès', birthDate: '2013-01-01', priceCents: 30_000 }])),
    );
    const ids = families.map((family) => family.subscriptions.Inès!);
    // Two payments for each subscription, ten in all, sent together.
    const answers = await Promise.all([...ids, ...ids].map((subscriptionId) => pay(t, admin, [{ subscriptionId, amountCents: 1_000 }])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.json<PaymentDto>().receiptNumber).sort((a, b) => a! - b!);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const references = new Set(answers.map((answer) => answer.json<PaymentDto>().receiptReference));
    expect(references.size).toBe(10);
    const counter = await t.deps.db
      .selectFrom('document_sequences')
      .select('last_number')
      .where('season_id', '=', seasonId)
      .where('kind', '=', 'RECEIPT')
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_number)).toBe(10);
  });

  it('accepts one of two payments that together exceed the balance and refuses the other', async () => {
    const seasonId = await buildSeason(t.deps.db, '2032-2033');
    for (let round = 0; round < 3; round += 1) {
      const { subscriptions } = await buildFamily(t, seasonId, [{ firstName: 'Noé', birthDate: '2013-01-01', priceCents: 30_000 }]);
      const id = subscriptions.Noé!;
      const answers = await Promise.all([
        pay(t, admin, [{ subscriptionId: id, amountCents: 20_000 }]),
        pay(t, admin, [{ subscriptionId: id, amountCents: 20_000 }]),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      const refused = answers.find((answer) => answer.statusCode === 400)!;
      expect(refused.json()).toMatchObject({ fields: { 'allocations.0.amountCents': PAYMENT_MSG.exceedsBalance } });
      const { fees } = await ledgerOf(t, admin, id);
      expect(fees).toMatchObject({ dueCents: 30_000, paidCents: 20_000, balanceCents: 10_000 });
    }
  });

  it('never takes a balance below zero with many payments at once for one subscription', async () => {
    const seasonId = await buildSeason(t.deps.db, '2033-2034');
    const { subscriptions } = await buildFamily(t, seasonId, [{ firstName: 'Zoé', birthDate: '2013-01-01', priceCents: 10_000 }]);
    const id = subscriptions.Zoé!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(t, admin, [{ subscriptionId: id, amountCents: 3_000 }])));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect((await ledgerOf(t, admin, id)).fees.balanceCents).toBe(1_000);
    const numbers = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json<PaymentDto>().receiptNumber);
    expect(numbers.sort()).toEqual([1, 2, 3]);
  });
});
