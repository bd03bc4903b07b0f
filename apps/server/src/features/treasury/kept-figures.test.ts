import type { OverdueListDto, TreasurySummaryDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { paid, pay, saveFeeSettings } from '../payments/test-data.js';
import { child, dateSubscription, get, group } from './test-data.js';

/** A season's figures are kept between calls: any write in between must show in the next answer. */
describe('the treasury figures kept between calls', () => {
  let t: TestApp;
  let admin: StaffMember;
  let seasonId: number;
  let subscriptionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin, { licenceFeeCents: 0 });
    seasonId = await buildSeason(t.deps.db, '2050-2051');
    const groupId = await group(t, 'Dauphins', undefined, 20_000);
    subscriptionId = await child(t, seasonId, { firstName: 'Inès', guardianId: await buildGuardian(t.deps.db), groupId });
    // Due since the subscription was created, seven weeks ago: all of it late.
    await dateSubscription(t, subscriptionId, { created_at: '2026-10-01T10:00:00.000Z' });
  });
  afterAll(() => t.close());

  it('shows a payment made after the summary and the overdue list were read', async () => {
    const summaryUrl = `/api/treasury/summary?season=${seasonId}`;
    const overdueUrl = `/api/treasury/overdue?season=${seasonId}`;
    const before = await get<TreasurySummaryDto>(t, admin, summaryUrl);
    expect(before.totals).toMatchObject({ expectedCents: 20_000, receivedCents: 0, outstandingCents: 20_000 });
    expect((await get<OverdueListDto>(t, admin, overdueUrl)).totals.overdueCents).toBe(20_000);
    // Read twice: the second answer is the same.
    expect(await get<TreasurySummaryDto>(t, admin, summaryUrl)).toEqual(before);

    await paid(await pay(t, admin, [{ subscriptionId, amountCents: 15_000 }]));

    const after = await get<TreasurySummaryDto>(t, admin, summaryUrl);
    expect(after.totals).toMatchObject({ expectedCents: 20_000, receivedCents: 15_000, outstandingCents: 5_000 });
    expect((await get<OverdueListDto>(t, admin, overdueUrl)).totals.overdueCents).toBe(5_000);
  });

  it('follows a write made straight in the database, not through a request', async () => {
    const summaryUrl = `/api/treasury/summary?season=${seasonId}`;
    const before = await get<TreasurySummaryDto>(t, admin, summaryUrl);
    await t.deps.db.updateTable('seasons').set({ label: '2050-2051 bis' }).where('id', '=', seasonId).execute();
    const after = await get<TreasurySummaryDto>(t, admin, summaryUrl);
    expect(before.season.label).toBe('2050-2051');
    expect(after.season.label).toBe('2050-2051 bis');
  });
});
