import type { OverdueListDto, TreasurySummaryDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { paid, pay, saveFeeSettings } from '../payments/test-data.js';
import { child, dateSubscription, get, group } from './test-data.js';

/** docs/product.md#instalments: the instalments whose day has passed unsettled, on the club's calendar. */
describe('the overdue list of a season', () => {
  let t: TestApp;
  let admin: StaffMember;
  let seasonId: number;
  let ids: Record<string, number>;

  const remind = async (subscriptionId: number, key: string, sentAt: string) => {
    const { member_id } = await t.deps.db
      .selectFrom('subscriptions')
      .select('member_id')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('family_reminders')
      .values({
        member_id,
        subscription_id: subscriptionId,
        kind: 'INSTALMENT_OVERDUE',
        reminder_key: key,
        sent_at: sentAt,
        sent_by: null,
      })
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
    // Today is 21/11/2026 (the test clock).
    seasonId = await buildSeason(t.deps.db, '2041-2042');
    const dear = await group(t, 'Élite', undefined, 30_000);
    const cheap = await group(t, 'Espoirs', undefined, 20_000);
    const guardian = await buildGuardian(t.deps.db, {
      firstName: 'Claire',
      lastName: 'Durand',
      email: 'claire.durand@example.org',
      phoneNumber: '0611223344',
    });
    ids = {
      // 300 € in three parts from 15/10: the 15/10 part paid, the 15/11 part late, the 15/12 part to come.
      hugo: await child(t, seasonId, { firstName: 'Hugo', guardianId: guardian, groupId: dear }),
      // Second child, 180 €, no plan: due on the club day the form was sent (22:30 UTC on 1/10 is 2/10 in Monaco).
      ivy: await child(t, seasonId, { firstName: 'Ivy', guardianId: guardian, groupId: cheap }),
      // Alone, no plan, created on 1/11, unpaid: the member is the contact.
      kim: await child(t, seasonId, { firstName: 'Kim', guardianId: null, groupId: cheap, email: 'kim@example.org' }),
      // Paid in full, and cancelled: neither is late.
      jon: await child(t, seasonId, { firstName: 'Jon', guardianId: null, groupId: cheap }),
      lou: await child(t, seasonId, { firstName: 'Lou', guardianId: null, groupId: cheap, state: 'CANCELLED' }),
    };
    await t.deps.db
      .insertInto('instalment_plans')
      .values({ subscription_id: ids.hugo!, instalment_count: 3, first_due_on: '2026-10-15', updated_at: '2026-10-01T10:00:00.000Z' })
      .execute();
    await paid(await pay(t, admin, [{ subscriptionId: ids.hugo!, amountCents: 10_000 }]));
    await paid(await pay(t, admin, [{ subscriptionId: ids.jon!, amountCents: 20_000 }]));
    await dateSubscription(t, ids.hugo!, { created_at: '2026-09-01T10:00:00.000Z' });
    await dateSubscription(t, ids.ivy!, { created_at: '2026-09-01T10:00:00.000Z', submitted_at: '2026-10-01T22:30:00.000Z' });
    await dateSubscription(t, ids.kim!, { created_at: '2026-11-01T10:00:00.000Z' });
    await dateSubscription(t, ids.jon!, { created_at: '2026-09-01T10:00:00.000Z' });
    await dateSubscription(t, ids.lou!, { created_at: '2026-09-01T10:00:00.000Z' });
    // Hugo's second part was reminded on its day and three days later; his first part long before.
    await remind(ids.hugo!, `${ids.hugo}:2:0`, '2026-11-15T08:00:00.000Z');
    await remind(ids.hugo!, `${ids.hugo}:2:3`, '2026-11-18T08:00:00.000Z');
    await remind(ids.hugo!, `${ids.hugo}:1:0`, '2026-10-15T08:00:00.000Z');
    // Ivy's whole fee (instalment 1 without a plan) was reminded at 23:30 UTC on 10/11: the 11th in Monaco.
    await remind(ids.ivy!, `${ids.ivy}:1:7`, '2026-11-10T23:30:00.000Z');
  });
  afterAll(() => t.close());

  it('lists the late instalments, most overdue first, with their amount, lateness, last reminder and contact', async () => {
    const list = await get<OverdueListDto>(t, admin, `/api/treasury/overdue?season=${seasonId}`);
    const guardian = { contactName: 'Claire Durand', contactEmail: 'claire.durand@example.org', contactPhone: '0611223344' };
    expect(list.rows).toEqual([
      {
        subscriptionId: ids.ivy,
        studentId: expect.any(Number) as number,
        memberName: 'Ivy Durand',
        groupName: 'Espoirs',
        instalmentNumber: null,
        instalmentCount: null,
        dueOn: '2026-10-02',
        overdueCents: 18_000,
        daysLate: 50,
        lastRemindedOn: '2026-11-11',
        ...guardian,
      },
      {
        subscriptionId: ids.kim,
        studentId: expect.any(Number) as number,
        memberName: 'Kim Durand',
        groupName: 'Espoirs',
        instalmentNumber: null,
        instalmentCount: null,
        dueOn: '2026-11-01',
        overdueCents: 20_000,
        daysLate: 20,
        lastRemindedOn: null,
        contactName: 'Kim Durand',
        contactEmail: 'kim@example.org',
        contactPhone: '0600000000',
      },
      {
        subscriptionId: ids.hugo,
        studentId: expect.any(Number) as number,
        memberName: 'Hugo Durand',
        groupName: 'Élite',
        instalmentNumber: 2,
        instalmentCount: 3,
        dueOn: '2026-11-15',
        overdueCents: 10_000,
        daysLate: 6,
        lastRemindedOn: '2026-11-18',
        ...guardian,
      },
    ]);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    // Ivy and Hugo share Claire; Kim is alone.
    expect(list.totals).toEqual({ overdueCents: 48_000, instalments: 3, families: 2 });
    const summary = await get<TreasurySummaryDto>(t, admin, `/api/treasury/summary?season=${seasonId}`);
    expect(summary.totals.overdueCents).toBe(48_000);
  });

  it('takes a part payment off the late instalment, and follows the club’s calendar day', async () => {
    await paid(await pay(t, admin, [{ subscriptionId: ids.hugo!, amountCents: 2_500 }]));
    t.clock.set('2026-12-15T23:30:00.000Z'); // already the 16th in Monaco (UTC+1): the third part is late too
    try {
      // A fresh login: the first one's token has expired by then.
      const later = await t.staff(['ADMIN']);
      const hugo = (await get<OverdueListDto>(t, later, `/api/treasury/overdue?season=${seasonId}`)).rows.filter(
        (item) => item.subscriptionId === ids.hugo,
      );
      expect(hugo.map((item) => [item.instalmentNumber, item.overdueCents, item.daysLate])).toEqual([
        [2, 7_500, 31],
        [3, 10_000, 1],
      ]);
    } finally {
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
  });
});
