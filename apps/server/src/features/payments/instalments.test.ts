import type { FamilyPaymentsDto, PaymentDto } from '@club/domain';
import { PAYMENT_MSG } from '@club/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries } from '../../test/audit.js';
import { currentSeasonId } from '../../test/factories/index.js';
import { FACTORY_NOW } from '../../test/factories/sequence.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { signInFamily } from '../family/test-data.js';
import { reminderJob } from '../reminders/test-data.js';
import { buildFamily, instalmentsIn, ledgerOf, paid, pay, paymentItemOf, saveFeeSettings, setInstalmentPlan } from './test-data.js';

/** Instalment plans, the first-instalment tick and cheques cashed later (docs/product.md#instalments). */
describe('instalments and cheques cashed later', () => {
  let t: TestApp;
  let admin: StaffMember;
  let seasonId: number;
  beforeAll(async () => {
    t = await createTestApp();
    seasonId = await currentSeasonId(t.deps.db);
  });
  beforeEach(async () => {
    t.clock.set(FACTORY_NOW);
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
  });
  afterAll(() => t.close());

  /** One child in a group of 300 €, of a family of its own. */
  const child = async (firstName: string, email?: string) => {
    const family = await buildFamily(t, seasonId, [{ firstName, birthDate: '2014-05-01', priceCents: 30_000 }], email);
    return family.subscriptions[firstName]!;
  };
  const planOf = async (subscriptionId: number) => instalmentsIn(await ledgerOf(t, admin, subscriptionId), subscriptionId);
  const parts = async (subscriptionId: number) =>
    (await planOf(subscriptionId))!.instalments.map(({ number, dueOn, amountCents, paidCents, status }) => [
      number,
      dueOn,
      amountCents,
      paidCents,
      status,
    ]);

  it('splits 300 € in three parts a month apart, settles them in order, and marks the second overdue once its day passed', async () => {
    const lea = await child('Léa');
    const set = await setInstalmentPlan(t, admin, lea, { count: 3, firstDueOn: '2026-12-01' });
    expect(set.statusCode, set.body).toBe(200);
    expect(await parts(lea)).toEqual([
      [1, '2026-12-01', 10_000, 0, 'DUE'],
      [2, '2027-01-01', 10_000, 0, 'DUE'],
      [3, '2027-02-01', 10_000, 0, 'DUE'],
    ]);
    const [audit] = await auditEntries(t, admin, 'INSTALMENT_PLAN_SET');
    expect(audit).toMatchObject({ targetType: 'SUBSCRIPTION', targetId: lea, details: { count: 3, firstDueOn: '2026-12-01' } });

    await paid(await pay(t, admin, [{ subscriptionId: lea, amountCents: 15_000 }]));
    expect(await parts(lea)).toEqual([
      [1, '2026-12-01', 10_000, 10_000, 'PAID'],
      [2, '2027-01-01', 10_000, 5_000, 'PARTLY_PAID'],
      [3, '2027-02-01', 10_000, 0, 'DUE'],
    ]);

    t.clock.set('2027-01-02T10:00:00.000Z');
    admin = await t.staff(['ADMIN']);
    expect((await parts(lea)).map((part) => part[4])).toEqual(['PAID', 'OVERDUE', 'DUE']);

    // Removed: the whole charge at once again.
    const removed = await t.call({ method: 'DELETE', url: `/api/subscription/${lea}/instalments`, headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await planOf(lea)).toBeNull();
    expect(await auditEntries(t, admin, 'INSTALMENT_PLAN_REMOVED')).toHaveLength(1);
  });

  it('refuses a plan of 2 parts, a day that is not one, and an unknown subscription', async () => {
    const max = await child('Max');
    const two = await setInstalmentPlan(t, admin, max, { count: 2, firstDueOn: '2026-12-01' });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ fields: { count: expect.any(String) } });
    expect((await setInstalmentPlan(t, admin, max, { count: 3, firstDueOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await setInstalmentPlan(t, admin, 987_654, { count: 3, firstDueOn: '2026-12-01' })).statusCode).toBe(404);
    expect(await planOf(max)).toBeNull();
    const coach = await t.staff(['COACH']);
    expect((await setInstalmentPlan(t, coach, max, { count: 3, firstDueOn: '2026-12-01' })).statusCode).toBe(403);
  });

  it('ticks the payment item once the first instalment is paid under FIRST_INSTALMENT, and only at a zero balance under BALANCE_ZERO', async () => {
    await saveFeeSettings(t, admin, { paymentTickRule: 'FIRST_INSTALMENT' });
    const withPlan = await child('Nina');
    const withoutPlan = await child('Omar');
    expect((await setInstalmentPlan(t, admin, withPlan, { count: 3, firstDueOn: '2026-12-01' })).statusCode).toBe(200);
    await paid(await pay(t, admin, [{ subscriptionId: withPlan, amountCents: 9_999 }]));
    expect((await paymentItemOf(t, withPlan)).payment).toBe(0);
    await paid(await pay(t, admin, [{ subscriptionId: withPlan, amountCents: 1 }], { method: 'CARD', paidOn: '2026-11-21' }));
    expect(await paymentItemOf(t, withPlan)).toMatchObject({ payment: 1, payment_method: 'CARD', paid_on: '2026-11-21' });
    // Without a plan the first instalment is the whole charge.
    await paid(await pay(t, admin, [{ subscriptionId: withoutPlan, amountCents: 10_000 }]));
    expect((await paymentItemOf(t, withoutPlan)).payment).toBe(0);

    await saveFeeSettings(t, admin, { paymentTickRule: 'BALANCE_ZERO' });
    const balanceRule = await child('Paul');
    expect((await setInstalmentPlan(t, admin, balanceRule, { count: 3, firstDueOn: '2026-12-01' })).statusCode).toBe(200);
    await paid(await pay(t, admin, [{ subscriptionId: balanceRule, amountCents: 10_000 }]));
    expect((await paymentItemOf(t, balanceRule)).payment).toBe(0);
    await paid(await pay(t, admin, [{ subscriptionId: balanceRule, amountCents: 20_000 }]));
    expect((await paymentItemOf(t, balanceRule)).payment).toBe(1);
  });

  it('keeps each cheque’s cashing day, the day handed in by default, and refuses one on cash or before the day handed in', async () => {
    const rose = await child('Rose');
    const cheque = await paid(await pay(t, admin, [{ subscriptionId: rose, amountCents: 1_000 }], { depositOn: '2027-01-15' }));
    expect(cheque.depositOn).toBe('2027-01-15');
    const read = await t.call({ method: 'GET', url: `/api/payment/${cheque.id}`, headers: admin.headers });
    expect(read.json<PaymentDto>().depositOn).toBe('2027-01-15');
    expect((await paid(await pay(t, admin, [{ subscriptionId: rose, amountCents: 1_000 }]))).depositOn).toBe('2026-11-20');
    expect((await paid(await pay(t, admin, [{ subscriptionId: rose, amountCents: 1_000 }], { method: 'CASH' }))).depositOn).toBeNull();

    for (const extra of [{ method: 'CASH', depositOn: '2026-12-01' }, { depositOn: '2026-11-19' }, { depositOn: '2027-11-21' }]) {
      const refused = await pay(t, admin, [{ subscriptionId: rose, amountCents: 1_000 }], extra);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { depositOn: PAYMENT_MSG.depositOn } });
    }
  });

  it('records three cheques handed in together with three cashing days: three receipts, three cashing days', async () => {
    const sara = await child('Sara');
    const days = ['2026-11-20', '2026-12-20', '2027-01-20'];
    const cheques = await Promise.all(
      days.map(async (depositOn, index) =>
        paid(await pay(t, admin, [{ subscriptionId: sara, amountCents: 10_000 }], { depositOn, reference: `Chèque ${index + 1} CMB` })),
      ),
    );
    expect(cheques.map((cheque) => cheque.depositOn)).toEqual(days);
    const numbers = cheques.map((cheque) => cheque.receiptNumber!).sort((a, b) => a - b);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
    expect(new Set(cheques.map((cheque) => cheque.receiptReference)).size).toBe(3);
    const ledger = await ledgerOf(t, admin, sara);
    expect(ledger.payments.map((payment) => payment.depositOn).sort()).toEqual(days);
  });

  it('shows a family its children’s plans and reminders, and nothing of another family’s plan', async () => {
    await saveFeeSettings(t, admin, { overdueReminderOffsetsDays: [3] });
    const martin = await child('Tom', 'tom.martin@example.org');
    const durand = await child('Ugo', 'ugo.durand@example.org');
    expect((await setInstalmentPlan(t, admin, martin, { count: 3, firstDueOn: '2026-11-01' })).statusCode).toBe(200);
    expect((await setInstalmentPlan(t, admin, durand, { count: 10, firstDueOn: '2026-11-15' })).statusCode).toBe(200);
    t.clock.set('2026-11-04T10:00:00.000Z');
    await reminderJob(t).runOnce();
    t.clock.set(FACTORY_NOW);

    const viewOf = async (email: string) => {
      const answer = await t.call({ method: 'GET', url: '/api/family/payments', headers: (await signInFamily(t, email)).headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<FamilyPaymentsDto>();
    };
    const martins = await viewOf('tom.martin@example.org');
    expect(martins.accounts.map((account) => account.subscriptionId)).toEqual([martin]);
    const plan = martins.accounts[0]!.instalments!;
    expect(plan).toMatchObject({ count: 3, firstDueOn: '2026-11-01' });
    expect(plan.instalments.map((part) => [part.status, part.remindedOn])).toEqual([
      ['OVERDUE', ['2026-11-04']],
      ['DUE', []],
      ['DUE', []],
    ]);
    const durands = await viewOf('ugo.durand@example.org');
    expect(durands.accounts.map((account) => account.subscriptionId)).toEqual([durand]);
    expect(durands.accounts[0]!.instalments).toMatchObject({ count: 10, firstDueOn: '2026-11-15' });
    expect(durands.accounts[0]!.instalments!.instalments.every((part) => part.remindedOn.length === 0)).toBe(true);
    expect(JSON.stringify(durands)).not.toContain('2026-11-01');
  });
});
