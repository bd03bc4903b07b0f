import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf } from './ledger.js';
import { discountPercentFor, familyFees, percentOf, type ChargeSettings, type FeeSubject } from './fees.js';

const settings: ChargeSettings = {
  licenceFeeCents: 4_500,
  familyDiscounts: [
    { fromRank: 2, percent: 10 },
    { fromRank: 3, percent: 20 },
  ],
  discountRankRule: 'PRICE_DESC',
};

const child = (subscriptionId: number, groupFeeCents: number, birthDate: string, extra: Partial<FeeSubject> = {}): FeeSubject => ({
  subscriptionId,
  memberId: subscriptionId + 100,
  birthDate,
  groupFeeCents,
  licence: false,
  reductionsCents: 0,
  cancelled: false,
  ...extra,
});

describe('family fees', () => {
  it('gives the dearest child no discount, the second −10 % and the third and more −20 %', () => {
    const fees = familyFees(
      [child(1, 20_000, '2015-01-01'), child(2, 30_000, '2012-01-01'), child(3, 25_000, '2010-01-01'), child(4, 10_000, '2016-01-01')],
      settings,
    );
    expect(fees.map((fee) => [fee.subscriptionId, fee.rank, fee.discountCents, fee.dueCents])).toEqual([
      [1, 3, 4_000, 16_000],
      [2, 1, 0, 30_000],
      [3, 2, 2_500, 22_500],
      [4, 4, 2_000, 8_000],
    ]);
  });

  it('ranks the eldest first under BIRTH_ASC and adds the licence undiscounted', () => {
    const fees = familyFees([child(1, 20_000, '2015-01-01', { licence: true }), child(2, 30_000, '2012-01-01')], {
      ...settings,
      discountRankRule: 'BIRTH_ASC',
    });
    expect(fees[0]).toMatchObject({ rank: 2, licenceCents: 4_500, discountCents: 2_000, dueCents: 22_500 });
    expect(fees[1]).toMatchObject({ rank: 1, discountCents: 0, dueCents: 30_000 });
  });

  it('leaves a cancelled child out of the ranking and owing nothing', () => {
    const fees = familyFees([child(1, 20_000, '2015-01-01', { cancelled: true }), child(2, 10_000, '2012-01-01')], settings);
    expect(fees[0]).toMatchObject({ rank: null, dueCents: 0 });
    expect(fees[1]).toMatchObject({ rank: 1, discountCents: 0, dueCents: 10_000 });
  });

  it('never lets reductions take a charge below zero', () => {
    const [fee] = familyFees([child(1, 5_000, '2015-01-01', { reductionsCents: 9_000 })], settings);
    expect(fee).toMatchObject({ reductionCents: 5_000, dueCents: 0 });
  });

  it('rounds a percentage half up to the cent', () => {
    expect(percentOf(12_345, 10)).toBe(1_235);
    expect(percentOf(12_344, 10)).toBe(1_234);
    expect(discountPercentFor(1, settings.familyDiscounts)).toBe(0);
    expect(discountPercentFor(7, settings.familyDiscounts)).toBe(20);
  });

  const subjects = fc.uniqueArray(
    fc.record({
      subscriptionId: fc.integer({ min: 1, max: 10_000 }),
      memberId: fc.integer({ min: 1, max: 10_000 }),
      birthDate: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      groupFeeCents: fc.integer({ min: 0, max: 49_999 }),
      licence: fc.boolean(),
      reductionsCents: fc.integer({ min: 0, max: 60_000 }),
      cancelled: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6, selector: (subject) => subject.subscriptionId },
  );
  const anySettings = fc.record({
    licenceFeeCents: fc.integer({ min: 0, max: 50_000 }),
    familyDiscounts: fc
      .uniqueArray(fc.record({ fromRank: fc.integer({ min: 2, max: 10 }), percent: fc.integer({ min: 1, max: 100 }) }), {
        maxLength: 5,
        selector: (tier) => tier.fromRank,
      })
      .map((tiers) => tiers.sort((a, b) => a.fromRank - b.fromRank)),
    discountRankRule: fc.constantFrom('PRICE_DESC' as const, 'BIRTH_ASC' as const),
  });

  it('does not depend on the order in which the children were enrolled', () => {
    fc.assert(
      fc.property(subjects, anySettings, fc.func(fc.integer()), (family, rules, shuffleKey) => {
        const shuffled = [...family].sort((a, b) => shuffleKey(a.subscriptionId) - shuffleKey(b.subscriptionId));
        const bySubscription = (fees: ReturnType<typeof familyFees>) => [...fees].sort((a, b) => a.subscriptionId - b.subscriptionId);
        expect(bySubscription(familyFees(shuffled, rules))).toEqual(bySubscription(familyFees(family, rules)));
      }),
    );
  });

  it('keeps every amount a whole number of cents between zero and the undiscounted price', () => {
    fc.assert(
      fc.property(subjects, anySettings, (family, rules) => {
        for (const fee of familyFees(family, rules)) {
          expect(Number.isInteger(fee.dueCents)).toBe(true);
          expect(fee.dueCents).toBeGreaterThanOrEqual(0);
          expect(fee.dueCents).toBe(fee.groupFeeCents + fee.licenceCents - fee.discountCents - fee.reductionCents);
          expect(fee.discountCents).toBeLessThanOrEqual(fee.groupFeeCents);
        }
        const ranks = familyFees(family, rules).flatMap((fee) => (fee.rank === null ? [] : [fee.rank]));
        expect(ranks.sort((a, b) => a - b)).toEqual(ranks.map((_, index) => index + 1));
      }),
    );
  });

  it('balances charges, payments and refunds', () => {
    expect(balanceOf({ dueCents: 30_000, paidCents: 10_000, refundedCents: 2_000 })).toBe(22_000);
  });
});
