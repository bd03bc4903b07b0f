import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSeasonId } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildFamily, instalmentsIn, ledgerOf, paid, pay, saveFeeSettings, setInstalmentPlan } from '../payments/test-data.js';
import { mailsAbout, reminderJob, remindersOf } from './test-data.js';

/** Unpaid instalments reminded at the club's offsets after their due day (docs/product.md#instalments), here 3 and 10 days. */
describe('overdue instalment reminders', () => {
  let t: TestApp;
  let seasonId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
    await saveFeeSettings(t, await t.staff(['ADMIN']), { overdueReminderOffsetsDays: [3, 10] });
    seasonId = await currentSeasonId(t.deps.db);
  });
  afterAll(() => t.close());

  /** The clock at 10:00 UTC of a day: the same day in the club's calendar. */
  const at = (day: string) => t.clock.set(`${day}T10:00:00.000Z`);
  const overdueMails = (memberId: number) => mailsAbout(t, memberId, 'INSTALMENT_REMINDER');
  const runJob = () => reminderJob(t).runOnce();
  /** An administrator signed in now: the clock moves past older sign-ins. */
  const admin = () => t.staff(['ADMIN']);

  const child = async (firstName: string, email: string, language: string | null = null) => {
    const family = await buildFamily(t, seasonId, [{ firstName, birthDate: '2014-05-01', priceCents: 30_000 }], email);
    await t.deps.db.updateTable('guardians').set({ language }).where('id', '=', family.guardianId).execute();
    return { subscriptionId: family.subscriptions[firstName]!, memberId: family.members[firstName]! };
  };

  it('reminds an unpaid instalment once per offset, stops once it is paid, and reminds the next one at its own days', async () => {
    at('2026-11-21');
    const zoe = await child('Zoé', 'zoe.parent@example.org', 'en');
    expect((await setInstalmentPlan(t, await admin(), zoe.subscriptionId, { count: 3, firstDueOn: '2026-12-01' })).statusCode).toBe(200);

    at('2026-12-03');
    await runJob();
    expect(await overdueMails(zoe.memberId)).toHaveLength(0);

    // Two runs at once (two servers): one mail.
    at('2026-12-04');
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.reduce((sum, run) => sum + run.instalments, 0)).toBe(1);
    await runJob();
    const [first, ...others] = await overdueMails(zoe.memberId);
    expect(others).toHaveLength(0);
    expect(JSON.parse(first!.to_addresses)).toEqual(['zoe.parent@example.org']);
    expect(first!.subject).toContain('Zoé’s fee: payment due on 01/12/2026 not received');
    const text = first!.text_body;
    expect(text).toContain('instalment 1 of 3 of the fee for Zoé for the 2026-2027 season, due on 01/12/2026');
    expect(text).toContain('€100.00 is still owed');
    expect(text).toContain('at the club’s office');
    expect(text.indexOf('Unless we are mistaken')).toBeLessThan(text.indexOf('Sauf erreur'));
    expect(text).toContain('https://club.example/family');
    expect(text.match(/https?:\/\/\S+/g)?.every((link) => link === 'https://club.example/family')).toBe(true);
    expect(await remindersOf(t, zoe.memberId)).toEqual([{ kind: 'INSTALMENT_OVERDUE', key: `${zoe.subscriptionId}:1:3`, sentBy: null }]);

    // Paid at the counter the next day: its 10-day reminder never goes.
    at('2026-12-05');
    await paid(
      await pay(t, await admin(), [{ subscriptionId: zoe.subscriptionId, amountCents: 10_000 }], { method: 'CASH', paidOn: '2026-12-05' }),
    );
    at('2026-12-11');
    await runJob();
    expect(await overdueMails(zoe.memberId)).toHaveLength(1);

    // The second instalment, unpaid: its own reminders at its due day + 3, then + 10.
    at('2027-01-03');
    await runJob();
    expect(await overdueMails(zoe.memberId)).toHaveLength(1);
    at('2027-01-04');
    await runJob();
    at('2027-01-11');
    await runJob();
    await runJob();
    const mails = await overdueMails(zoe.memberId);
    expect(mails).toHaveLength(3);
    expect(mails[1]!.text_body).toContain('instalment 2 of 3 of the fee for Zoé for the 2026-2027 season, due on 01/01/2027');
    expect(mails[2]!.text_body).toContain('€100.00 is still owed');
    expect((await remindersOf(t, zoe.memberId)).map((reminder) => reminder.key)).toEqual([
      `${zoe.subscriptionId}:1:3`,
      `${zoe.subscriptionId}:2:3`,
      `${zoe.subscriptionId}:2:10`,
    ]);

    const plan = instalmentsIn(await ledgerOf(t, await admin(), zoe.subscriptionId), zoe.subscriptionId);
    expect(plan?.instalments.map((instalment) => [instalment.status, instalment.remindedOn])).toEqual([
      ['PAID', ['2026-12-04']],
      ['OVERDUE', ['2027-01-04', '2027-01-11']],
      ['DUE', []],
    ]);
  });

  it('without a plan reminds the whole charge from the day the form was sent, in French, with what is left', async () => {
    at('2026-11-21');
    const hugo = await child('Hugo', 'hugo.parent@example.org');
    await t.deps.db
      .updateTable('subscriptions')
      .set({ submitted_at: '2026-11-22T09:00:00.000Z' })
      .where('id', '=', hugo.subscriptionId)
      .execute();
    await paid(await pay(t, await admin(), [{ subscriptionId: hugo.subscriptionId, amountCents: 12_050 }], { paidOn: '2026-11-21' }));
    at('2026-11-24');
    await runJob();
    expect(await overdueMails(hugo.memberId)).toHaveLength(0);
    at('2026-11-25');
    await runJob();
    const [mail] = await overdueMails(hugo.memberId);
    expect(mail!.subject).toContain('cotisation de Hugo : échéance du 22/11/2026 non réglée');
    expect(mail!.text_body).toContain('la cotisation de Hugo pour la saison 2026-2027, due le 22/11/2026');
    expect(mail!.text_body).toMatch(/il reste 179,50\s€ à payer/);
    expect(mail!.text_body.indexOf('Sauf erreur')).toBeLessThan(mail!.text_body.indexOf('Unless we are mistaken'));
    expect(await remindersOf(t, hugo.memberId)).toEqual([{ kind: 'INSTALMENT_OVERDUE', key: `${hugo.subscriptionId}:1:3`, sentBy: null }]);
    // No plan: nothing to show in the ledger's instalments.
    expect(instalmentsIn(await ledgerOf(t, await admin(), hugo.subscriptionId), hugo.subscriptionId)).toBeNull();
  });

  it('mails nothing for old debts, settled charges, cancelled subscriptions, or when the club has no offsets', async () => {
    at('2026-11-21');
    const old = await child('Olga', 'olga.parent@example.org');
    const settled = await child('Sam', 'sam.parent@example.org');
    const cancelled = await child('Carl', 'carl.parent@example.org');
    const off = await child('Fanny', 'fanny.parent@example.org');
    const staff = await admin();
    expect((await setInstalmentPlan(t, staff, old.subscriptionId, { count: 3, firstDueOn: '2026-07-01' })).statusCode).toBe(200);
    await paid(await pay(t, staff, [{ subscriptionId: settled.subscriptionId, amountCents: 30_000 }], { paidOn: '2026-11-21' }));
    await t.deps.db.updateTable('subscriptions').set({ state: 'CANCELLED' }).where('id', '=', cancelled.subscriptionId).execute();
    at('2026-11-24');
    await runJob();
    for (const s of [old, settled, cancelled]) {
      expect(await overdueMails(s.memberId)).toHaveLength(0);
      expect(await remindersOf(t, s.memberId)).toEqual([]);
    }
    expect(await overdueMails(off.memberId)).toHaveLength(1);

    // Reminders turned off: nothing more, even on a later offset.
    await saveFeeSettings(t, await admin(), { overdueReminderOffsetsDays: [] });
    at('2026-12-01');
    expect((await runJob()).instalments).toBe(0);
    expect(await overdueMails(off.memberId)).toHaveLength(1);
  });
});
