import type { SubscriptionLedgerDto } from '@club/domain';
import { PAYMENT_MSG } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildFamily, ledgerOf, paid, pay, paymentItemOf, saveFeeSettings, type Child } from './test-data.js';

const CHILDREN: Child[] = [
  { firstName: 'Alice', birthDate: '2012-04-01', priceCents: 30_000 },
  { firstName: 'Basile', birthDate: '2014-06-01', priceCents: 20_000 },
  { firstName: 'Chloé', birthDate: '2016-09-01', priceCents: 15_000 },
];

/** Every order of the three children. */
const ORDERS: Child[][] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
].map((order) => order.map((index) => CHILDREN[index]!));

const feesOf = (ledger: SubscriptionLedgerDto, subscriptionId: number) =>
  ledger.family.find((account) => account.subscriptionId === subscriptionId)!.fees;

/** docs/product.md#fees-and-payments: family discounts, split payments, receipts and the automatic payment tick. */
describe('a family of three children paying by cheques', () => {
  let t: TestApp;
  let admin: StaffMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
  });
  afterAll(() => t.close());

  it.each(ORDERS.map((order, index) => [index, order] as const))(
    'gives the same discounts whatever the order of enrolment (order %i), ticks each child when paid in full, numbers receipts 1, 2, 3',
    async (index, order) => {
      const seasonId = await buildSeason(t.deps.db, `${2031 + index}-${2032 + index}`);
      const { subscriptions: ids } = await buildFamily(t, seasonId, order);
      const [alice, basile, chloe] = [ids.Alice!, ids.Basile!, ids.Chloé!];

      const ledger = await ledgerOf(t, admin, alice);
      expect(ledger.family.map((account) => [account.memberName.split(' ')[0], account.fees.rank])).toEqual([
        ['Alice', 1],
        ['Basile', 2],
        ['Chloé', 3],
      ]);
      expect([alice, basile, chloe].map((id) => [feesOf(ledger, id).discountPercent, feesOf(ledger, id).dueCents])).toEqual([
        [0, 30_000],
        [10, 18_000],
        [20, 12_000],
      ]);

      const ticked = async () => Promise.all([alice, basile, chloe].map(async (id) => (await paymentItemOf(t, id)).payment));

      const first = await paid(
        await pay(t, admin, [
          { subscriptionId: alice, amountCents: 20_000 },
          { subscriptionId: basile, amountCents: 10_000 },
        ]),
      );
      expect(await ticked()).toEqual([0, 0, 0]);
      const second = await paid(
        await pay(
          t,
          admin,
          [
            { subscriptionId: alice, amountCents: 10_000 },
            { subscriptionId: basile, amountCents: 8_000 },
            { subscriptionId: chloe, amountCents: 2_000 },
          ],
          { method: 'CHEQUE', paidOn: '2026-11-19' },
        ),
      );
      expect(await ticked()).toEqual([1, 1, 0]);
      expect(await paymentItemOf(t, alice)).toMatchObject({ payment_method: 'CHEQUE', paid_on: '2026-11-19' });
      const third = await paid(await pay(t, admin, [{ subscriptionId: chloe, amountCents: 10_000 }], { method: 'ANCV' }));
      expect(await ticked()).toEqual([1, 1, 1]);
      expect(await paymentItemOf(t, chloe)).toMatchObject({ payment_method: 'ANCV', paid_on: '2026-11-20' });

      const label = `${2031 + index}-${2032 + index}`;
      expect([first, second, third].map((payment) => [payment.receiptNumber, payment.receiptReference, payment.amountCents])).toEqual([
        [1, `R${label}-0001`, 30_000],
        [2, `R${label}-0002`, 20_000],
        [3, `R${label}-0003`, 10_000],
      ]);
      const after = await ledgerOf(t, admin, chloe);
      expect(after.family.map((account) => account.fees.balanceCents)).toEqual([0, 0, 0]);
      expect(after.payments.map((payment) => payment.receiptNumber)).toEqual([3, 2, 1]);
    },
  );

  it('records the tick in the history as the admin who recorded the payment, and audits the payment', async () => {
    const seasonId = await buildSeason(t.deps.db, '2040-2041');
    const { subscriptions } = await buildFamily(t, seasonId, [CHILDREN[2]!]);
    await paid(await pay(t, admin, [{ subscriptionId: subscriptions.Chloé!, amountCents: 14_999 }]));
    // One cent still owed: not paid yet.
    expect(await paymentItemOf(t, subscriptions.Chloé!)).toMatchObject({ payment: 0, payment_method: null, paid_on: null });
    const payment = await paid(await pay(t, admin, [{ subscriptionId: subscriptions.Chloé!, amountCents: 1 }], { method: 'CASH' }));
    expect(await paymentItemOf(t, subscriptions.Chloé!)).toMatchObject({ payment: 1, payment_method: 'CASH' });
    const history = await t.deps.db
      .selectFrom('subscription_state_changes')
      .select(['changed_by', 'source'])
      .where('subscription_id', '=', subscriptions.Chloé!)
      .execute();
    expect(history).toEqual([{ changed_by: admin.id, source: 'STAFF' }]);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('target_type', '=', 'PAYMENT')
      .where('target_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'PAYMENT_RECORDED', actor_id: admin.id });
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ amountCents: 1, method: 'CASH', receiptNumber: 2 });
  });

  it('shows the fees on the subscription screen and gives the receipt as a PDF; a refund has none', async () => {
    const seasonId = await buildSeason(t.deps.db, '2041-2042');
    const { subscriptions, members } = await buildFamily(t, seasonId, [CHILDREN[0]!]);
    const id = subscriptions.Alice!;
    const payment = await paid(await pay(t, admin, [{ subscriptionId: id, amountCents: 12_000 }]));
    const detail = await t.call({
      method: 'GET',
      url: `/api/subscription/student/${members.Alice}?subscriptionId=${id}`,
      headers: admin.headers,
    });
    expect(detail.json<{ fees: unknown }>().fees).toEqual({ dueCents: 30_000, paidCents: 12_000, balanceCents: 18_000 });
    const pdf = await t.call({ method: 'GET', url: `/api/payment/${payment.id}/receipt?lang=fr`, headers: admin.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="recu-R2041-2042-0001.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refunded = await t.call({
      method: 'POST',
      url: '/api/payment/refunds',
      headers: admin.headers,
      payload: { allocations: [{ subscriptionId: id, amountCents: 2_000 }], method: 'CASH', paidOn: '2026-11-21', reason: 'Trop-perçu' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ kind: 'REFUND', receiptNumber: null, receiptReference: null, reason: 'Trop-perçu' });
    const noReceipt = await t.call({
      method: 'GET',
      url: `/api/payment/${refunded.json<{ id: number }>().id}/receipt`,
      headers: admin.headers,
    });
    expect(noReceipt.statusCode).toBe(404);
    expect((await ledgerOf(t, admin, id)).fees).toMatchObject({ paidCents: 12_000, refundedCents: 2_000, balanceCents: 20_000 });
  });

  it('lowers the charge by a reduction, never below zero, and audits it', async () => {
    const seasonId = await buildSeason(t.deps.db, '2042-2043');
    const { subscriptions } = await buildFamily(t, seasonId, [CHILDREN[2]!]);
    const id = subscriptions.Chloé!;
    const reduce = (amountCents: number) =>
      t.call({
        method: 'POST',
        url: `/api/subscription/${id}/reductions`,
        headers: admin.headers,
        payload: { amountCents, reason: 'Bénévole' },
      });
    const first = await reduce(5_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<SubscriptionLedgerDto>().fees).toMatchObject({ reductionCents: 5_000, dueCents: 10_000 });
    const second = await reduce(50_000);
    expect(second.json<SubscriptionLedgerDto>().fees).toMatchObject({ reductionCents: 15_000, dueCents: 0, balanceCents: 0 });
    expect(second.json<SubscriptionLedgerDto>().reductions.map((r) => r.amountCents)).toEqual([50_000, 5_000]);
    const refused = await pay(t, admin, [{ subscriptionId: id, amountCents: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { 'allocations.0.amountCents': PAYMENT_MSG.exceedsBalance } });
    const audits = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'SUBSCRIPTION')
      .where('target_id', '=', id)
      .execute();
    expect(audits.map((row) => row.action)).toEqual(['FEE_REDUCTION_GRANTED', 'FEE_REDUCTION_GRANTED']);
  });
});

/** docs/product.md#fees-and-payments: what a payment may not be. */
describe('refusing a payment that does not hold together', () => {
  let t: TestApp;
  let admin: StaffMember;
  let ids: Record<string, number>;
  let otherFamily: number;
  let otherSeason: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    const seasonId = await buildSeason(t.deps.db, '2031-2032');
    ids = (await buildFamily(t, seasonId, CHILDREN)).subscriptions;
    otherFamily = (await buildFamily(t, seasonId, [CHILDREN[0]!])).subscriptions.Alice!;
    otherSeason = (await buildFamily(t, await buildSeason(t.deps.db, '2032-2033'), [CHILDREN[1]!])).subscriptions.Basile!;
  });
  afterAll(() => t.close());

  const refused = async (payload: Record<string, unknown>, url = '/api/payment/') => {
    const answer = await t.call({ method: 'POST', url, headers: admin.headers, payload });
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json<{ fields: Record<string, string> }>().fields;
  };
  const valid = () => ({
    allocations: [{ subscriptionId: ids.Alice!, amountCents: 1_000 }],
    method: 'CASH',
    paidOn: '2026-11-21',
  });

  it('refuses an unknown method, amounts that are not whole positive cents and a day after today, naming the field', async () => {
    expect(await refused({ ...valid(), method: 'BITCOIN' })).toEqual({ method: PAYMENT_MSG.method });
    for (const amountCents of [0, -100, 10.5]) {
      expect(await refused({ ...valid(), allocations: [{ subscriptionId: ids.Alice!, amountCents }] })).toEqual({
        'allocations.0.amountCents': PAYMENT_MSG.amount,
      });
    }
    expect(await refused({ ...valid(), paidOn: '2026-11-22' })).toHaveProperty('paidOn');
    expect(await refused({ ...valid(), allocations: [] })).toEqual({ allocations: PAYMENT_MSG.allocations });
  });

  it('refuses allocations of two families or of two seasons, and nothing is recorded', async () => {
    expect(
      await refused({
        ...valid(),
        allocations: [
          { subscriptionId: ids.Alice!, amountCents: 1_000 },
          { subscriptionId: otherFamily, amountCents: 1_000 },
        ],
      }),
    ).toEqual({ 'allocations.1.subscriptionId': PAYMENT_MSG.oneFamily });
    expect(
      await refused({
        ...valid(),
        allocations: [
          { subscriptionId: ids.Basile!, amountCents: 1_000 },
          { subscriptionId: otherSeason, amountCents: 1_000 },
        ],
      }),
    ).toEqual({ 'allocations.1.subscriptionId': PAYMENT_MSG.oneFamily });
    expect(await refused({ ...valid(), allocations: [{ subscriptionId: 987_654, amountCents: 1_000 }] })).toHaveProperty(
      'allocations.0.subscriptionId',
    );
    expect(await t.deps.db.selectFrom('payments').select('id').execute()).toEqual([]);
  });

  it('refuses more than the balance, and a refund of more than was paid', async () => {
    expect(await refused({ ...valid(), allocations: [{ subscriptionId: ids.Chloé!, amountCents: 15_001 }] })).toEqual({
      'allocations.0.amountCents': PAYMENT_MSG.exceedsBalance,
    });
    await paid(await pay(t, admin, [{ subscriptionId: ids.Chloé!, amountCents: 1_000 }]));
    expect(
      await refused(
        { allocations: [{ subscriptionId: ids.Chloé!, amountCents: 1_001 }], method: 'CASH', paidOn: '2026-11-21', reason: 'Erreur' },
        '/api/payment/refunds',
      ),
    ).toEqual({ 'allocations.0.amountCents': PAYMENT_MSG.exceedsBalance });
    expect(
      await refused(
        { allocations: [{ subscriptionId: ids.Chloé!, amountCents: 100 }], method: 'CASH', paidOn: '2026-11-21' },
        '/api/payment/refunds',
      ),
    ).toEqual({ reason: PAYMENT_MSG.reason });
  });
});
