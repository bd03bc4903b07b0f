import type { OverdueListDto } from '@club/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuardian, buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { saveFeeSettings } from '../payments/test-data.js';
import { child, dateSubscription, get, group } from './test-data.js';

/** Days the subscriptions were created on (all unpaid, no plan: due that day); several share one, so ties need their tie-breaker. */
const CREATED = ['2026-10-01', '2026-10-20', '2026-10-20', '2026-11-02', '2026-10-20', '2026-10-01', '2026-11-02'];

/** docs/product.md#treasury: the overdue list comes by pages, with the season's totals on each. */
describe('the overdue list by pages', () => {
  let t: TestApp;
  let admin: StaffMember;
  let seasonId: number;
  const url = (query: string) => `/api/treasury/overdue?season=${seasonId}&${query}`;
  const page = (query: string) => get<OverdueListDto>(t, admin, url(query));
  const keyOf = (row: OverdueListDto['rows'][number]) => `${row.subscriptionId}:${row.instalmentNumber ?? 0}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin, { licenceFeeCents: 0 });
    seasonId = await buildSeason(t.deps.db, '2043-2044');
    const groupId = await group(t, 'Marsouins', undefined, 10_000);
    const subscriptions: number[] = [];
    // Five families of two children, and two members alone: twelve lines, seven families.
    for (const family of [1, 2, 3, 4, 5]) {
      const guardianId = await buildGuardian(t.deps.db, { lastName: `Famille${family}`, email: `famille${family}@example.org` });
      for (const firstName of ['Aîné', 'Cadet']) subscriptions.push(await child(t, seasonId, { firstName, guardianId, groupId }));
    }
    subscriptions.push(await child(t, seasonId, { firstName: 'Élodie', guardianId: null, groupId, email: 'elodie@example.org' }));
    subscriptions.push(await child(t, seasonId, { firstName: 'Zoé', guardianId: null, groupId, email: 'zoe@example.org' }));
    for (const [index, subscriptionId] of subscriptions.entries()) {
      await dateSubscription(t, subscriptionId, { created_at: `${CREATED[index % CREATED.length]}T10:00:00.000Z` });
    }
  });
  afterAll(() => t.close());

  it('walks the whole list page by page, in one order, with the season’s totals on every page', async () => {
    const whole = await page('pageSize=200');
    expect(whole.total).toBe(12);
    expect(whole.rows).toHaveLength(12);
    expect(whole.totals).toEqual({
      overdueCents: whole.rows.reduce((sum, row) => sum + row.overdueCents, 0),
      instalments: 12,
      families: 7,
    });
    // Most overdue first, then by subscription.
    const order = [...whole.rows].sort((a, b) => b.daysLate - a.daysLate || a.subscriptionId - b.subscriptionId);
    expect(whole.rows.map(keyOf)).toEqual(order.map(keyOf));

    // The pages asked at once, as a screen and a reload might.
    const pages = await Promise.all([1, 2, 3, 4].map((number) => page(`page=${number}&pageSize=5`)));
    expect(pages.map((each) => each.rows.length)).toEqual([5, 5, 2, 0]);
    expect(pages.flatMap((each) => each.rows.map(keyOf))).toEqual(whole.rows.map(keyOf));
    for (const [index, each] of pages.entries()) {
      expect(each).toMatchObject({ page: index + 1, pageSize: 5, total: 12, totals: whole.totals, season: whole.season });
    }
  });

  it('gives the first page of 50 when the page is not said', async () => {
    const first = await get<OverdueListDto>(t, admin, `/api/treasury/overdue?season=${seasonId}`);
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 12 });
    expect(first.rows).toHaveLength(12);
  });

  it('keeps the lines whose member or contact holds the search, accents and case aside, the season’s totals unchanged', async () => {
    const whole = await page('pageSize=200');
    const family = await page('search=FAMILLE3');
    expect(family.rows.map((row) => row.memberName).sort()).toEqual(['Aîné Durand', 'Cadet Durand']);
    expect(family).toMatchObject({ total: 2, totals: whole.totals });
    expect((await page('search=elodie')).rows.map((row) => row.memberName)).toEqual(['Élodie Durand']);
    expect((await page('search=zoe%40example')).rows.map((row) => row.contactEmail)).toEqual(['zoe@example.org']);
    const cadets = await page('search=cadet&pageSize=2&page=3');
    expect(cadets).toMatchObject({ total: 5, page: 3 });
    expect(cadets.rows).toHaveLength(1);
    expect(await page('search=personne')).toMatchObject({ rows: [], total: 0, totals: whole.totals });
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'pageSize=0', 'pageSize=201', 'pageSize=1.5', `search=${'a'.repeat(101)}`])(
    'answers 400 to %s',
    async (query) => {
      const answer = await t.call({ method: 'GET', url: url(query), headers: admin.headers });
      expect(answer.statusCode, answer.body).toBe(400);
    },
  );
});
