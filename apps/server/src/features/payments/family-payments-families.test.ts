import type { FamilyPaymentsDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSeason, currentSeasonId } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signInFamily, type SignedInFamily } from '../family/test-data.js';
import { paid, pay, saveFeeSettings, subscribe } from './test-data.js';

/**
 * docs/product.md#fees-and-payments: an address can reach children of two guardians (its own,
 * and a child whose second contact it is). Their accounts are read together but each family is
 * priced on its own, and the other family's child, payments and allocations stay out.
 */
describe('payments of an address reaching two families', () => {
  let t: TestApp;
  let parent: SignedInFamily;
  let bernard: SignedInFamily;
  const subs: Record<string, number> = {};
  const payments: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    const admin = await t.staff(['ADMIN']);
    // 2nd child −10 %, 3rd −20 %, dearest first.
    await saveFeeSettings(t, admin);
    const season = await currentSeasonId(db);
    const child = async (name: string, priceCents: number, guardianId: number, secondGuardianEmail: string | null, seasonId = season) => {
      const groupId = await buildGroup(db, { priceCents, resubPriceCents: priceCents });
      const memberId = await buildMember(db, { firstName: name, guardianId, groupId, secondGuardianEmail });
      subs[name] = await subscribe(t, memberId, seasonId, groupId);
      return memberId;
    };
    const martins = await buildGuardian(db, { email: 'parent@example.org' });
    const bernards = await buildGuardian(db, { email: 'bernard@example.org' });
    const alice = await child('Alice', 30_000, martins, null);
    await child('Basile', 20_000, martins, null);
    // The address is Chloé's second contact; Diane, her sister, it does not reach.
    await child('Chloé', 25_000, bernards, 'parent@example.org');
    await child('Diane', 40_000, bernards, null);
    // Alice's subscription of an older season: a family of its own season.
    const older = await buildSeason(db, '2025-2026');
    const groupId = await buildGroup(db, { priceCents: 10_000, resubPriceCents: 10_000 });
    subs.AliceBefore = await subscribe(t, alice, older, groupId);

    payments.martins = (
      await paid(
        await pay(t, admin, [
          { subscriptionId: subs.Alice!, amountCents: 10_000 },
          { subscriptionId: subs.Basile!, amountCents: 5_000 },
        ]),
      )
    ).id;
    payments.bernardsShared = (
      await paid(
        await pay(t, admin, [
          { subscriptionId: subs.Chloé!, amountCents: 2_500 },
          { subscriptionId: subs.Diane!, amountCents: 10_000 },
        ]),
      )
    ).id;
    payments.diane = (await paid(await pay(t, admin, [{ subscriptionId: subs.Diane!, amountCents: 5_000 }]))).id;
    parent = await signInFamily(t, 'parent@example.org');
    bernard = await signInFamily(t, 'bernard@example.org');
  });
  afterAll(() => t.close());

  const viewOf = async (family: SignedInFamily) => {
    const answer = await t.call({ method: 'GET', url: '/api/family/payments', headers: family.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<FamilyPaymentsDto>();
  };
  const accountsIn = (view: FamilyPaymentsDto) =>
    view.accounts.map((account) => [
      account.firstName,
      account.seasonLabel,
      account.fees.rank,
      account.fees.dueCents,
      account.fees.balanceCents,
    ]);

  it('prices each family apart and shows only the address’s own children', async () => {
    const view = await viewOf(parent);
    expect(accountsIn(view)).toEqual([
      ['Alice', '2026-2027', 1, 30_000, 20_000],
      ['Basile', '2026-2027', 2, 18_000, 13_000],
      // Second of the Bernards after Diane, not third of four children.
      ['Chloé', '2026-2027', 2, 22_500, 20_000],
      ['Alice', '2025-2026', 1, 10_000, 10_000],
    ]);
  });

  it('shows of a shared payment only the allocations to the address’s children, and never another family’s payment', async () => {
    const view = await viewOf(parent);
    const shown = new Map(view.payments.map((payment) => [payment.id, payment]));
    expect([...shown.keys()].sort()).toEqual([payments.martins, payments.bernardsShared].sort());
    expect(shown.get(payments.martins!)!.allocations.map((a) => a.subscriptionId)).toEqual([subs.Alice, subs.Basile]);
    expect(shown.get(payments.bernardsShared!)!.allocations.map((a) => a.subscriptionId)).toEqual([subs.Chloé]);
    expect(shown.get(payments.bernardsShared!)!.amountCents).toBe(2_500);
  });

  it('gives the other guardian their two children and none of the first family', async () => {
    const view = await viewOf(bernard);
    expect(accountsIn(view)).toEqual([
      ['Diane', '2026-2027', 1, 40_000, 25_000],
      ['Chloé', '2026-2027', 2, 22_500, 20_000],
    ]);
    expect(view.payments.map((payment) => payment.id).sort()).toEqual([payments.bernardsShared, payments.diane].sort());
    expect(view.payments.find((payment) => payment.id === payments.bernardsShared!)!.amountCents).toBe(12_500);
  });
});
