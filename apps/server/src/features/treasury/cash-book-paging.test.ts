import { PAYMENT_METHODS, type CashBookDto, type PaymentMethod } from '@club/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildFamily, saveFeeSettings } from '../payments/test-data.js';
import { get } from './test-data.js';

type Entry = CashBookDto['rows'][number];

const MONTH = 'from=2045-10-01&to=2045-10-31';
const WINTER = 'from=2046-02-01&to=2046-02-28';
/** More entries than the largest page (200): the export must still hold them all. */
const WINTER_ENTRIES = 205;
const METHODS: PaymentMethod[] = ['CASH', 'CHEQUE', 'TRANSFER', 'CARD'];

/**
 * What the cash book's totals were when it was built from every entry of the period: per method,
 * the payments received and the refunds paid back, in the domain's order of methods.
 */
const totalsOverEntries = (entries: readonly Entry[]): Pick<CashBookDto, 'totals' | 'netCents'> => {
  const totals = PAYMENT_METHODS.flatMap((method) => {
    const of = entries.filter((entry) => entry.method === method);
    if (of.length === 0) return [];
    const receivedCents = of.filter((entry) => entry.amountCents > 0).reduce((sum, entry) => sum + entry.amountCents, 0);
    const refundedCents = of.filter((entry) => entry.amountCents < 0).reduce((sum, entry) => sum - entry.amountCents, 0);
    return [{ method, receivedCents, refundedCents, netCents: receivedCents - refundedCents }];
  });
  return { totals, netCents: entries.reduce((sum, entry) => sum + entry.amountCents, 0) };
};

/** docs/product.md#treasury: the cash book comes by pages, with the whole period's totals on each. */
describe('the cash book by pages', () => {
  let t: TestApp;
  let admin: StaffMember;
  const page = (query: string) => get<CashBookDto>(t, admin, `/api/treasury/cash-book?${query}`);

  /**
   * Entries of a month recorded out of the order of their days (so the ids alone do not give the
   * book's order), several on one day, one in five a refund, every other one for both children;
   * one the day before and one the day after the month, left out; and a winter month of 205.
   */
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
    const seasonId = await buildSeason(t.deps.db, '2045-2046');
    const { subscriptions } = await buildFamily(t, seasonId, [
      { firstName: 'Alice', birthDate: '2012-04-01', priceCents: 30_000 },
      { firstName: 'Basile', birthDate: '2014-06-01', priceCents: 20_000 },
    ]);
    const days = [
      ...Array.from({ length: 23 }, (_, index) => `2045-10-${String(31 - ((index * 7) % 12)).padStart(2, '0')}`),
      '2045-09-30',
      '2045-11-01',
      ...Array.from({ length: WINTER_ENTRIES }, (_, index) => `2046-02-${String(1 + (index % 28)).padStart(2, '0')}`),
    ];
    const rows = days.map((paidOn, index) => {
      const refund = index % 5 === 3;
      const method = METHODS[index % METHODS.length]!;
      return {
        kind: refund ? 'REFUND' : 'PAYMENT',
        season_id: seasonId,
        receipt_number: refund ? null : index + 1,
        receipt_reference: refund ? null : `R2045-2046-${String(index + 1).padStart(4, '0')}`,
        method,
        reference: method === 'CHEQUE' ? `Chèque ${1_000_000 + index} CMB` : null,
        paid_on: paidOn,
        deposit_on: method === 'CHEQUE' ? paidOn : null,
        amount_cents: 1_000 + index * 37,
        reason: refund ? 'Départ' : null,
        payer_name: `Payeur ${index}`,
        payer_address: '',
        recorded_at: `${paidOn}T10:00:00.000Z`,
        recorded_by: null,
      };
    });
    const ids = (await t.deps.db.insertInto('payments').values(rows).returning('id').execute()).map((row) => row.id);
    const allocations = ids.flatMap((paymentId, index) => {
      const amount = rows[index]!.amount_cents;
      if (index % 2 === 1)
        return [{ payment_id: paymentId, subscription_id: subscriptions.Alice!, member_name: 'Alice Durand', amount_cents: amount }];
      return [
        { payment_id: paymentId, subscription_id: subscriptions.Basile!, member_name: 'Basile Durand', amount_cents: amount - 500 },
        { payment_id: paymentId, subscription_id: subscriptions.Alice!, member_name: 'Alice Durand', amount_cents: 500 },
      ];
    });
    await t.deps.db.insertInto('payment_allocations').values(allocations).execute();
  });
  afterAll(() => t.close());

  it('walks the month page by page in one order, refunds negative, with the month’s totals on every page', async () => {
    const whole = await page(`${MONTH}&pageSize=200`);
    expect(whole).toMatchObject({ from: '2045-10-01', to: '2045-10-31', method: null, total: 23, page: 1, pageSize: 200 });
    expect(whole.rows).toHaveLength(23);
    // Oldest first, then by receipt (the order recorded).
    const order = [...whole.rows].sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.paymentId - b.paymentId);
    expect(whole.rows.map((entry) => entry.paymentId)).toEqual(order.map((entry) => entry.paymentId));
    expect(new Set(whole.rows.map((entry) => entry.paidOn)).size).toBeLessThan(23);
    for (const entry of whole.rows) {
      expect(entry.paidOn >= '2045-10-01' && entry.paidOn <= '2045-10-31').toBe(true);
      expect(Math.sign(entry.amountCents)).toBe(entry.kind === 'REFUND' ? -1 : 1);
    }
    expect(whole.rows.filter((entry) => entry.kind === 'REFUND')).toHaveLength(4);

    // The pages asked at once, as a screen and a reload might.
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((number) => page(`${MONTH}&page=${number}&pageSize=5`)));
    expect(pages.map((each) => each.rows.length)).toEqual([5, 5, 5, 5, 3, 0]);
    expect(pages.flatMap((each) => each.rows)).toEqual(whole.rows);
    for (const [index, each] of pages.entries()) {
      expect(each).toMatchObject({ page: index + 1, pageSize: 5, total: 23, totals: whole.totals, netCents: whole.netCents });
    }
  });

  it('sums the whole period in its totals as the entries of all its pages add up, to the cent', async () => {
    const whole = await page(`${MONTH}&pageSize=200`);
    expect({ totals: whole.totals, netCents: whole.netCents }).toEqual(totalsOverEntries(whole.rows));
    expect(whole.totals.map((total) => total.method)).toEqual(['CASH', 'CHEQUE', 'TRANSFER', 'CARD']);
    // Refunds of more than one method, and methods with both.
    expect(whole.totals.filter((total) => total.refundedCents > 0 && total.receivedCents > 0).length).toBeGreaterThan(1);

    const pages = await Promise.all([1, 2, 3, 4].map((number) => page(`${MONTH}&page=${number}&pageSize=7`)));
    const rows = pages.flatMap((each) => each.rows);
    expect(rows).toHaveLength(23);
    for (const each of pages) expect({ totals: each.totals, netCents: each.netCents }).toEqual(totalsOverEntries(rows));
  });

  it('gives each entry of a page the children it was for, in the order given, and the first page of 50 when the page is not said', async () => {
    const first = await page(MONTH);
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 23 });
    const second = await page(`${MONTH}&page=2&pageSize=10`);
    expect(second.rows.map((entry) => entry.paymentId)).toEqual(first.rows.slice(10, 20).map((entry) => entry.paymentId));
    for (const entry of [...first.rows, ...second.rows]) {
      // Every other entry (by its payer's number) was for both children, Basile's share recorded first.
      const both = Number(entry.payerName.split(' ')[1]) % 2 === 0;
      expect(entry.members).toEqual(both ? ['Basile Durand', 'Alice Durand'] : ['Alice Durand']);
    }
  });

  it('keeps to one method, its pages and totals included', async () => {
    const whole = await page(`${MONTH}&pageSize=200`);
    const cheques = whole.rows.filter((entry) => entry.method === 'CHEQUE');
    const pages = await Promise.all([1, 2].map((number) => page(`${MONTH}&method=CHEQUE&page=${number}&pageSize=4`)));
    expect(pages.flatMap((each) => each.rows)).toEqual(cheques);
    for (const each of pages) {
      expect(each).toMatchObject({ method: 'CHEQUE', total: cheques.length });
      expect(each.totals).toEqual([whole.totals.find((total) => total.method === 'CHEQUE')]);
      expect(each.netCents).toBe(cheques.reduce((sum, entry) => sum + entry.amountCents, 0));
    }
    expect(await page(`${MONTH}&method=ANCV`)).toMatchObject({ rows: [], total: 0, totals: [], netCents: 0 });
  });

  it('exports every entry of a period longer than the largest page, with the same totals', async () => {
    const pages = await Promise.all([1, 2].map((number) => page(`${WINTER}&page=${number}&pageSize=200`)));
    expect(pages.map((each) => each.rows.length)).toEqual([200, WINTER_ENTRIES - 200]);
    const entries = pages.flatMap((each) => each.rows);

    const answer = await t.call({
      method: 'GET',
      url: `/api/treasury/cash-book/export?${WINTER}&page=2&pageSize=1`,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Journal de caisse')!;
    const amounts: number[] = [];
    for (let row = 2; sheet.getRow(row).getCell(1).value instanceof Date; row += 1) {
      amounts.push(Math.round((sheet.getRow(row).getCell(9).value as number) * 100));
    }
    expect(amounts).toEqual(entries.map((entry) => entry.amountCents));
    let net: number | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Total') net = Math.round((row.getCell(4).value as number) * 100);
    });
    expect(net).toBe(pages[0]!.netCents);
    expect(pages[0]!.netCents).toBe(totalsOverEntries(entries).netCents);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'pageSize=0', 'pageSize=201', 'pageSize=1.5'])('answers 400 to %s', async (query) => {
    const answer = await t.call({ method: 'GET', url: `/api/treasury/cash-book?${MONTH}&${query}`, headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(400);
  });
});
