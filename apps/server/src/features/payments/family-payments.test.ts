import type { FamilyPaymentsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason, currentSeasonId } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { buildFamily, paid, pay, saveFeeSettings } from './test-data.js';

/** docs/product.md#fees-and-payments: a family reads its own accounts, payments and receipts, and nothing of another family. */
describe('payments in the family space', () => {
  let t: TestApp;
  let admin: StaffMember;
  let martin: SignedInFamily;
  let durand: SignedInFamily;
  let ids: Record<string, number>;
  let shared: number;
  let durandPayment: number;
  let refundId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
    const seasonId = await currentSeasonId(t.deps.db);
    const martins = await buildFamily(
      t,
      seasonId,
      [
        { firstName: 'Alice', birthDate: '2012-04-01', priceCents: 30_000 },
        { firstName: 'Basile', birthDate: '2014-06-01', priceCents: 20_000 },
      ],
      'martin@example.org',
    );
    const durands = await buildFamily(
      t,
      seasonId,
      [{ firstName: 'Diane', birthDate: '2013-01-01', priceCents: 25_000 }],
      'durand@example.org',
    );
    ids = { ...martins.subscriptions, ...durands.subscriptions };
    // An older season of the Martins: every season shows.
    const older = await buildSeason(t.deps.db, '2025-2026');
    const { subscriptions: before } = await buildFamily(t, older, [{ firstName: 'Alice', birthDate: '2012-04-01', priceCents: 10_000 }]);
    await t.deps.db.updateTable('subscriptions').set({ member_id: martins.members.Alice! }).where('id', '=', before.Alice!).execute();
    ids.AliceBefore = before.Alice!;

    shared = (
      await paid(
        await pay(t, admin, [
          { subscriptionId: ids.Alice!, amountCents: 10_000 },
          { subscriptionId: ids.Basile!, amountCents: 5_000 },
        ]),
      )
    ).id;
    await paid(await pay(t, admin, [{ subscriptionId: ids.AliceBefore, amountCents: 10_000 }]));
    durandPayment = (await paid(await pay(t, admin, [{ subscriptionId: ids.Diane!, amountCents: 25_000 }]))).id;
    const refunded = await t.call({
      method: 'POST',
      url: '/api/payment/refunds',
      headers: admin.headers,
      payload: {
        allocations: [{ subscriptionId: ids.Diane!, amountCents: 1_000 }],
        method: 'CASH',
        paidOn: '2026-11-21',
        reason: 'Erreur',
      },
    });
    refundId = refunded.json<{ id: number }>().id;
    martin = await signInFamily(t, 'martin@example.org');
    durand = await signInFamily(t, 'durand@example.org');
  });
  afterAll(() => t.close());

  const viewOf = async (family: SignedInFamily) => {
    const answer = await t.call({ method: 'GET', url: '/api/family/payments', headers: family.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json<FamilyPaymentsDto>();
  };
  const receipt = (family: SignedInFamily, id: number) =>
    t.call({ method: 'GET', url: `/api/family/payments/${id}/receipt?lang=en`, headers: family.headers });

  it('shows a family its children’s accounts of every season and its payments, not the staff’s notes', async () => {
    const view = await viewOf(martin);
    expect(view.accounts.map((account) => [account.firstName, account.seasonLabel, account.fees.rank, account.fees.balanceCents])).toEqual([
      ['Alice', '2026-2027', 1, 20_000],
      ['Basile', '2026-2027', 2, 13_000],
      ['Alice', '2025-2026', 1, 0],
    ]);
    expect(view.payments.map((payment) => payment.amountCents).sort()).toEqual([10_000, 15_000]);
    expect(view.payments.every((payment) => !('recordedBy' in payment) && !('reason' in payment))).toBe(true);
    const allocated = view.payments.flatMap((payment) => payment.allocations.map((allocation) => allocation.subscriptionId));
    expect(new Set(allocated)).toEqual(new Set([ids.Alice, ids.Basile, ids.AliceBefore]));
  });

  it('gives a family the receipt of its payment, and answers 404 for another family’s payment and for a refund', async () => {
    const own = await receipt(martin, shared);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="receipt-R2026-2027-000\d\.pdf"$/);
    expect((await receipt(durand, shared)).statusCode).toBe(404);
    expect((await receipt(martin, durandPayment)).statusCode).toBe(404);
    expect((await receipt(durand, refundId)).statusCode).toBe(404);
    expect((await receipt(martin, 987_654)).statusCode).toBe(404);
    const durandView = await viewOf(durand);
    expect(durandView.payments.map((payment) => payment.id).sort()).toEqual([durandPayment, refundId].sort());
    expect(durandView.accounts.map((account) => account.subscriptionId)).toEqual([ids.Diane]);
    expect((await viewOf(martin)).payments.map((payment) => payment.id)).not.toContain(durandPayment);
  });

  it('never shows the allocation to a child of another family, even in a payment it shares', async () => {
    // Basile moves to the Durands' guardian after the Martins' shared payment.
    const durandGuardian = (
      await t.deps.db
        .selectFrom('members')
        .select('guardian_id')
        .where(
          'id',
          '=',
          (await t.deps.db.selectFrom('subscriptions').select('member_id').where('id', '=', ids.Diane!).executeTakeFirstOrThrow())
            .member_id,
        )
        .executeTakeFirstOrThrow()
    ).guardian_id;
    const basile = (await t.deps.db.selectFrom('subscriptions').select('member_id').where('id', '=', ids.Basile!).executeTakeFirstOrThrow())
      .member_id;
    await t.deps.db.updateTable('members').set({ guardian_id: durandGuardian }).where('id', '=', basile).execute();

    const martinShared = (await viewOf(martin)).payments.find((payment) => payment.id === shared)!;
    expect(martinShared.allocations.map((allocation) => allocation.subscriptionId)).toEqual([ids.Alice]);
    expect(martinShared.amountCents).toBe(10_000);
    const durandShared = (await viewOf(durand)).payments.find((payment) => payment.id === shared)!;
    expect(durandShared.allocations.map((allocation) => allocation.subscriptionId)).toEqual([ids.Basile]);
    expect(durandShared.amountCents).toBe(5_000);
    expect((await viewOf(martin)).accounts.map((account) => account.firstName)).toEqual(['Alice', 'Alice']);
  });

  it('refuses the family routes without a family session, and a staff token opens nothing', async () => {
    expect((await t.call({ method: 'GET', url: '/api/family/payments' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/family/payments', headers: admin.headers })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/family/payments/${shared}/receipt`, headers: admin.headers })).statusCode).toBe(401);
  });
});
