import type { PaymentDto, SubscriptionLedgerDto } from '@club/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildFamily, ledgerOf, pay, refund, saveFeeSettings } from './test-data.js';

const child = fc.integer({ min: 0, max: 2 });
/** A share of what may be moved, in percent: above 100 asks for more than allowed. */
const share = fc.integer({ min: 1, max: 125 });

/** The amount a share stands for: of the limit when there is one, a few cents otherwise. */
const amountOf = (limit: number, percent: number): number => (limit > 0 ? Math.ceil((limit * percent) / 100) : percent);

/** What an admin may do to a family's accounts, in any order. */
const operation = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      split: fc.uniqueArray(fc.record({ child, share }), { minLength: 1, maxLength: 3, selector: (a) => a.child }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constant('refund' as const), child, share }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('reduce' as const), child, amount: fc.integer({ min: 1, max: 15_000 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('settings' as const),
      licenceFeeCents: fc.integer({ min: 0, max: 5_000 }),
      second: fc.integer({ min: 1, max: 50 }),
      third: fc.integer({ min: 1, max: 100 }),
      rule: fc.constantFrom('PRICE_DESC' as const, 'BIRTH_ASC' as const),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant('cancel' as const), child }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('restore' as const), child }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('price' as const), child, euros: fc.integer({ min: 50, max: 400 }) }), weight: 1 },
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/**
 * docs/product.md#fees-and-payments: whatever admins do — payments, refunds, reductions, discount
 * settings, a child cancelled or restored, a group's price — every account keeps
 * balance = due − paid + refunded, every payment adds up to its allocations, and the money
 * recorded is exactly the money the API reports.
 */
describe('a family’s accounts under any sequence of operations', () => {
  let t: TestApp;
  let admin: StaffMember;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.call({ method, url, headers: admin.headers, ...(payload === undefined ? {} : { payload }) });

  /** Cancels or restores a child's subscription as the edit screen does: a state chosen by hand. */
  const setState = async (memberId: number, subscriptionId: number, state: 'CANCELLED' | 'STARTED') => {
    const url = `/api/subscription/student/${memberId}?subscriptionId=${subscriptionId}`;
    const { version } = (await call('GET', url)).json<{ version: number }>();
    const answer = await call('POST', url, { version, state });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  const setPrice = async (groupId: number, euros: number) => {
    const { version } = (await call('GET', `/api/group/${groupId}`)).json<{ version: number }>();
    const answer = await call('PATCH', `/api/group/${groupId}`, { price: euros, reSubPrice: euros, version });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('keeps every balance, payment and total consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations: Operation[]) => {
        run += 1;
        await saveFeeSettings(t, admin);
        const seasonId = await buildSeason(t.deps.db, `${2100 + run}-${2101 + run}`);
        const family = await buildFamily(t, seasonId, [
          { firstName: 'Alice', birthDate: '2012-04-01', priceCents: 30_000 },
          { firstName: 'Basile', birthDate: '2014-06-01', priceCents: 20_000 },
          { firstName: 'Chloé', birthDate: '2016-09-01', priceCents: 15_000 },
        ]);
        const names = ['Alice', 'Basile', 'Chloé'] as const;
        const subscriptions = names.map((name) => family.subscriptions[name]!);
        const members = names.map((name) => family.members[name]!);
        const groups = await Promise.all(
          subscriptions.map(
            async (id) =>
              (await t.deps.db.selectFrom('subscriptions').select('group_id').where('id', '=', id).executeTakeFirstOrThrow()).group_id!,
          ),
        );
        let recordedPaid = 0;
        let recordedRefunded = 0;
        let ledger: SubscriptionLedgerDto = await ledgerOf(t, admin, subscriptions[0]!);
        const account = (index: number) => ledger.family.find((a) => a.subscriptionId === subscriptions[index])!.fees;

        for (const step of operations) {
          if (step.op === 'pay') {
            const parts = step.split.map((part) => {
              const payable = Math.max(0, account(part.child).balanceCents);
              return { child: part.child, payable, amountCents: amountOf(payable, part.share) };
            });
            const fits = parts.every((part) => part.amountCents <= part.payable);
            const answer = await pay(
              t,
              admin,
              parts.map((part) => ({ subscriptionId: subscriptions[part.child]!, amountCents: part.amountCents })),
            );
            expect(answer.statusCode, answer.body).toBe(fits ? 201 : 400);
            if (fits) recordedPaid += answer.json<PaymentDto>().amountCents;
          } else if (step.op === 'refund') {
            const refundable = account(step.child).paidCents - account(step.child).refundedCents;
            const amountCents = amountOf(refundable, step.share);
            const fits = amountCents <= refundable;
            const answer = await refund(t, admin, [{ subscriptionId: subscriptions[step.child]!, amountCents }]);
            expect(answer.statusCode, answer.body).toBe(fits ? 201 : 400);
            if (fits) recordedRefunded += amountCents;
          } else if (step.op === 'reduce') {
            const answer = await call('POST', `/api/subscription/${subscriptions[step.child]}/reductions`, {
              amountCents: step.amount,
              reason: 'Bénévole',
            });
            expect(answer.statusCode, answer.body).toBe(201);
          } else if (step.op === 'settings') {
            const familyDiscounts = [
              { fromRank: 2, percent: step.second },
              { fromRank: 3, percent: step.third },
            ];
            await saveFeeSettings(t, admin, { licenceFeeCents: step.licenceFeeCents, familyDiscounts, discountRankRule: step.rule });
          } else if (step.op === 'cancel' || step.op === 'restore') {
            await setState(members[step.child]!, subscriptions[step.child]!, step.op === 'cancel' ? 'CANCELLED' : 'STARTED');
          } else {
            await setPrice(groups[step.child]!, step.euros);
          }
          const before = ledger;
          ledger = await ledgerOf(t, admin, subscriptions[0]!);

          for (const { fees } of ledger.family) {
            expect(fees.balanceCents).toBe(fees.dueCents - fees.paidCents + fees.refundedCents);
            expect(fees.dueCents).toBeGreaterThanOrEqual(0);
          }
          if (step.op === 'pay') {
            // A payment never takes a balance below zero.
            for (const part of step.split)
              expect(account(part.child).balanceCents).toBeGreaterThanOrEqual(
                Math.min(0, before.family.find((a) => a.subscriptionId === subscriptions[part.child])!.fees.balanceCents),
              );
          }
          for (const payment of ledger.payments) {
            expect(payment.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0)).toBe(payment.amountCents);
          }
          const listed = (kind: string) =>
            ledger.payments.filter((payment) => payment.kind === kind).reduce((sum, payment) => sum + payment.amountCents, 0);
          expect(listed('PAYMENT')).toBe(recordedPaid);
          expect(listed('REFUND')).toBe(recordedRefunded);
          expect(ledger.family.reduce((sum, a) => sum + a.fees.paidCents, 0)).toBe(recordedPaid);
          expect(ledger.family.reduce((sum, a) => sum + a.fees.refundedCents, 0)).toBe(recordedRefunded);
        }

        // The subscription screen reports the same account as the ledger.
        const detail = await call('GET', `/api/subscription/student/${members[1]}?subscriptionId=${subscriptions[1]}`);
        const fees = account(1);
        expect(detail.json<{ fees: unknown }>().fees).toEqual({
          dueCents: fees.dueCents,
          paidCents: fees.paidCents - fees.refundedCents,
          balanceCents: fees.balanceCents,
        });
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
