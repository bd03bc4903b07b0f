import type { TreasurySummaryDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildSection, buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { paid, pay, refund, saveFeeSettings } from '../payments/test-data.js';
import { child, dateSubscription, get, group } from './test-data.js';

const amounts = (expectedCents: number, receivedCents: number, outstandingCents: number) => ({
  expectedCents,
  receivedCents,
  outstandingCents,
});

/** docs/product.md#treasury: expected against received, priced as the ledger prices each family. */
describe('the treasury summary of a season', () => {
  let t: TestApp;
  let admin: StaffMember;
  let seasonId: number;
  let ids: Record<string, number>;
  let groups: Record<string, number>;
  let sections: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    // Licence 40 €; 2nd child −10 %, 3rd −20 %, the dearest group first.
    await saveFeeSettings(t, admin, { licenceFeeCents: 4_000 });
    seasonId = await buildSeason(t.deps.db, '2040-2041');
    sections = {
      swimming: await buildSection(t.deps.db, { name: 'Natation' }),
      polo: await buildSection(t.deps.db, { name: 'Water-polo' }),
    };
    groups = {
      elite: await group(t, 'Élite', sections.swimming, 30_000, true),
      hopes: await group(t, 'Espoirs', sections.swimming, 20_000),
      kids: await group(t, 'Poussins', sections.polo, 15_000),
      leisure: await group(t, 'Loisirs', undefined, 10_000),
    };
    const martin = await buildGuardian(t.deps.db);
    const petit = await buildGuardian(t.deps.db);
    ids = {
      // Family 1: 300 € + 40 € licence; 200 € − 10 %; 150 € − 20 % − a 50 € reduction.
      alice: await child(t, seasonId, { firstName: 'Alice', guardianId: martin, groupId: groups.elite! }),
      basile: await child(t, seasonId, { firstName: 'Basile', guardianId: martin, groupId: groups.hopes! }),
      chloe: await child(t, seasonId, { firstName: 'Chloé', guardianId: martin, groupId: groups.kids! }),
      // Family 2: Eve's cancelled subscription owes nothing and does not rank: Dan is the first child.
      dan: await child(t, seasonId, { firstName: 'Dan', guardianId: petit, groupId: groups.hopes! }),
      eve: await child(t, seasonId, { firstName: 'Eve', guardianId: petit, groupId: groups.elite!, state: 'CANCELLED' }),
      // Alone, without guardian; and a subscription without a group.
      fay: await child(t, seasonId, { firstName: 'Fay', guardianId: null, groupId: groups.leisure! }),
      gus: await child(t, seasonId, { firstName: 'Gus', guardianId: null, groupId: null }),
    };
    const reduction = await t.call({
      method: 'POST',
      url: `/api/subscription/${ids.chloe}/reductions`,
      headers: admin.headers,
      payload: { amountCents: 5_000, reason: 'Aide de la mairie' },
    });
    expect(reduction.statusCode, reduction.body).toBe(201);
    await paid(
      await pay(t, admin, [
        { subscriptionId: ids.alice!, amountCents: 34_000 },
        { subscriptionId: ids.basile!, amountCents: 10_000 },
      ]),
    );
    await paid(await pay(t, admin, [{ subscriptionId: ids.chloe!, amountCents: 7_000 }], { method: 'CASH', reference: null }));
    await paid(await pay(t, admin, [{ subscriptionId: ids.dan!, amountCents: 5_000 }], { method: 'TRANSFER', reference: 'VIR 88' }));
    await paid(await pay(t, admin, [{ subscriptionId: ids.fay!, amountCents: 10_000 }], { method: 'CARD', reference: null }));
    expect((await refund(t, admin, [{ subscriptionId: ids.fay!, amountCents: 2_500 }])).statusCode).toBe(201);
    // Dan's fee was due on the day his subscription was created, seven weeks ago: 150 € of it is late.
    await dateSubscription(t, ids.dan!, { created_at: '2026-10-01T10:00:00.000Z' });
  });
  afterAll(() => t.close());

  it('adds up each group, section and the season to the cent, with the family discounts, the reduction and the cancellation', async () => {
    const summary = await get<TreasurySummaryDto>(t, admin, `/api/treasury/summary?season=${seasonId}`);
    expect(summary.season).toEqual({ id: seasonId, label: '2040-2041' });
    expect(summary.sections).toEqual([
      {
        sectionId: sections.swimming,
        name: 'Natation',
        ...amounts(72_000, 49_000, 23_000),
        groups: [
          // Eve's cancelled subscription is not counted; Alice paid her 340 € in full.
          { groupId: groups.elite, name: 'Élite', subscriptions: 1, ...amounts(34_000, 34_000, 0) },
          // Basile 180 € (100 paid), Dan 200 € (50 paid).
          { groupId: groups.hopes, name: 'Espoirs', subscriptions: 2, ...amounts(38_000, 15_000, 23_000) },
        ],
      },
      {
        sectionId: sections.polo,
        name: 'Water-polo',
        ...amounts(7_000, 7_000, 0),
        groups: [{ groupId: groups.kids, name: 'Poussins', subscriptions: 1, ...amounts(7_000, 7_000, 0) }],
      },
      {
        sectionId: expect.any(Number) as number,
        name: 'Aucune',
        ...amounts(10_000, 7_500, 2_500),
        groups: [
          // Fay paid 100 € and got 25 € back.
          { groupId: groups.leisure, name: 'Loisirs', subscriptions: 1, ...amounts(10_000, 7_500, 2_500) },
          { groupId: null, name: 'Aucun', subscriptions: 1, ...amounts(0, 0, 0) },
        ],
      },
    ]);
    expect(summary.totals).toEqual({ ...amounts(89_000, 63_500, 25_500), subscriptions: 6, overdueCents: 15_000 });
  });

  it('sums what came in by method, refunds deducted', async () => {
    const summary = await get<TreasurySummaryDto>(t, admin, `/api/treasury/summary?season=${seasonId}`);
    expect(summary.byMethod).toEqual([
      { method: 'CASH', receivedCents: 7_000 },
      { method: 'CHEQUE', receivedCents: 44_000 },
      { method: 'TRANSFER', receivedCents: 2_500 },
      { method: 'CARD', receivedCents: 10_000 },
    ]);
  });

  it('never counts a credit against another child’s fee', async () => {
    // A 30 € reduction granted after Chloé paid leaves her 30 € in credit: her outstanding stays 0.
    const reduction = await t.call({
      method: 'POST',
      url: `/api/subscription/${ids.chloe}/reductions`,
      headers: admin.headers,
      payload: { amountCents: 3_000, reason: 'Geste commercial' },
    });
    expect(reduction.statusCode, reduction.body).toBe(201);
    const summary = await get<TreasurySummaryDto>(t, admin, `/api/treasury/summary?season=${seasonId}`);
    expect(summary.sections[1]).toMatchObject(amounts(4_000, 7_000, 0));
    expect(summary.totals).toMatchObject(amounts(86_000, 63_500, 25_500));
  });

  it('reads the current season when none is given, and answers 404 for a season that does not exist', async () => {
    const current = await get<TreasurySummaryDto>(t, admin, '/api/treasury/summary');
    expect(current.season.id).not.toBe(seasonId);
    expect(current.totals.expectedCents).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/treasury/summary?season=999999', headers: admin.headers })).statusCode).toBe(404);
  });
});
