/** Test data for the fees and payments tests. Not used by the product code. */
import type { FeeSettingsDto, PaymentDto, SubscriptionLedgerDto } from '@club/domain';
import { expect } from 'vitest';
import { buildGroup, buildGuardian, buildMember } from '../../test/factories/index.js';
import { FACTORY_NOW } from '../../test/factories/sequence.js';
import type { StaffMember, TestApp } from '../../test/harness.js';

/** The club's fee settings as an administrator saves them: 2nd child −10 %, 3rd and more −20 %, dearest first. */
export const saveFeeSettings = async (
  t: TestApp,
  admin: StaffMember,
  changes: Partial<Omit<FeeSettingsDto, 'version' | 'updatedAt' | 'updatedBy'>> = {},
): Promise<void> => {
  const { version } = (await t.call({ method: 'GET', url: '/api/club/fees', headers: admin.headers })).json<FeeSettingsDto>();
  const saved = await t.call({
    method: 'PUT',
    url: '/api/club/fees',
    headers: admin.headers,
    payload: {
      licenceFeeCents: 0,
      familyDiscounts: [
        { fromRank: 2, percent: 10 },
        { fromRank: 3, percent: 20 },
      ],
      discountRankRule: 'PRICE_DESC',
      paymentTickRule: 'BALANCE_ZERO',
      overdueReminderOffsetsDays: [],
      ...changes,
      version,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

/** A subscription of a season for a member, in a group, in a state that waits for its documents. */
export const subscribe = async (t: TestApp, memberId: number, seasonId: number, groupId: number | null, state = 'STARTED') =>
  (
    await t.deps.db
      .insertInto('subscriptions')
      .values({ member_id: memberId, season_id: seasonId, group_id: groupId, state, created_at: FACTORY_NOW, updated_at: FACTORY_NOW })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

export interface Child {
  firstName: string;
  birthDate: string;
  priceCents: number;
}

/** One guardian's children, each in a group of its own price, subscribed to the season in the order given. */
export const buildFamily = async (t: TestApp, seasonId: number, children: readonly Child[], email?: string) => {
  const guardianId = await buildGuardian(t.deps.db, email === undefined ? {} : { email });
  const subscriptions: Record<string, number> = {};
  const members: Record<string, number> = {};
  for (const child of children) {
    const groupId = await buildGroup(t.deps.db, { priceCents: child.priceCents, resubPriceCents: child.priceCents });
    const memberId = await buildMember(t.deps.db, {
      guardianId,
      firstName: child.firstName,
      birthDate: child.birthDate,
      groupId,
      address: '3 rue des Lilas',
      zipCode: '98000',
      city: 'Monaco',
    });
    members[child.firstName] = memberId;
    subscriptions[child.firstName] = await subscribe(t, memberId, seasonId, groupId);
  }
  return { guardianId, members, subscriptions };
};

export const ledgerOf = async (t: TestApp, admin: StaffMember, subscriptionId: number): Promise<SubscriptionLedgerDto> => {
  const answer = await t.call({ method: 'GET', url: `/api/subscription/${subscriptionId}/ledger`, headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SubscriptionLedgerDto>();
};

export const pay = (
  t: TestApp,
  admin: StaffMember,
  allocations: { subscriptionId: number; amountCents: number }[],
  extra: Record<string, unknown> = {},
) =>
  t.call({
    method: 'POST',
    url: '/api/payment/',
    headers: admin.headers,
    payload: { allocations, method: 'CHEQUE', reference: 'Chèque 1234567 CMB', paidOn: '2026-11-20', ...extra },
  });

export const refund = (t: TestApp, admin: StaffMember, allocations: { subscriptionId: number; amountCents: number }[]) =>
  t.call({
    method: 'POST',
    url: '/api/payment/refunds',
    headers: admin.headers,
    payload: { allocations, method: 'TRANSFER', paidOn: '2026-11-20', reason: 'Départ du club' },
  });

export const paid = async (answer: Awaited<ReturnType<typeof pay>>): Promise<PaymentDto> => {
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<PaymentDto>();
};

/** The checklist's payment item of a subscription, with the method and day it carries. */
export const paymentItemOf = (t: TestApp, subscriptionId: number) =>
  t.deps.db
    .selectFrom('subscriptions')
    .select(['payment', 'payment_method', 'paid_on', 'state'])
    .where('id', '=', subscriptionId)
    .executeTakeFirstOrThrow();

/** PUT /api/subscription/:id/instalments as an administrator. */
export const setInstalmentPlan = (t: TestApp, admin: StaffMember, subscriptionId: number, plan: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/subscription/${subscriptionId}/instalments`, headers: admin.headers, payload: plan });

/** The instalments of a subscription as its ledger shows them. */
export const instalmentsIn = (ledger: SubscriptionLedgerDto, subscriptionId: number) =>
  ledger.family.find((account) => account.subscriptionId === subscriptionId)!.instalments;
