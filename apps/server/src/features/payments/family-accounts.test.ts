import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildMember, buildSeason } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { familySubscriptionsOf } from './repository.js';
import { buildFamily, subscribe, type Child } from './test-data.js';

const child = (firstName: string, priceCents: number): Child => ({ firstName, birthDate: '2014-05-01', priceCents });

/** docs/product.md#fees-and-payments: a subscription's family is its guardian's children in its season, and nobody else. */
describe('the family of a subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds the guardian’s children of the season: not another family, nor another season, nor a child without guardian', async () => {
    const season = await buildSeason(t.deps.db, '2041-2042');
    const other = await buildSeason(t.deps.db, '2042-2043');
    const ours = await buildFamily(t, season, [child('Anna', 30_000), child('Bruno', 20_000)]);
    const theirs = await buildFamily(t, season, [child('Carla', 25_000), child('Dario', 15_000)]);
    // The same children a season later: another account.
    await subscribe(t, ours.members.Anna!, other, null);
    await subscribe(t, ours.members.Bruno!, other, null);
    const groupId = await buildGroup(t.deps.db, { priceCents: 10_000, resubPriceCents: 10_000 });
    const alone = await buildMember(t.deps.db, { firstName: 'Elio', groupId });
    const aloneSubscription = await subscribe(t, alone, season, groupId);

    const idsOf = async (subscriptionId: number) => (await familySubscriptionsOf(t.deps.db, subscriptionId)).map((row) => row.id);
    const anna = ours.subscriptions.Anna!;
    const bruno = ours.subscriptions.Bruno!;
    expect(await idsOf(anna)).toEqual([anna, bruno].sort((a, b) => a - b));
    expect(await idsOf(bruno)).toEqual([anna, bruno].sort((a, b) => a - b));
    expect(await idsOf(theirs.subscriptions.Dario!)).toEqual(
      [theirs.subscriptions.Carla!, theirs.subscriptions.Dario!].sort((a, b) => a - b),
    );
    expect(await idsOf(aloneSubscription)).toEqual([aloneSubscription]);
    expect(await idsOf(-1)).toEqual([]);

    const rows = await familySubscriptionsOf(t.deps.db, anna);
    expect(rows.map((row) => [row.first_name, row.season_id, row.guardian_id])).toEqual([
      ['Anna', season, ours.guardianId],
      ['Bruno', season, ours.guardianId],
    ]);
  });
});
