import type { CashBookDto } from '@club/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { buildFamily, ledgerOf, paid, pay, refund, saveFeeSettings } from '../payments/test-data.js';
import { get } from './test-data.js';

const FORMULA = '=HYPERLINK("http://evil.example","clic")';
const PERIOD = 'from=2026-10-01&to=2026-11-30';

const read = async (payload: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
};

/** Cents of a cell that must hold a number of euros. */
const centsOf = (cell: ExcelJS.Cell): number => {
  expect(typeof cell.value, `cell ${cell.address}`).toBe('number');
  return Math.round((cell.value as number) * 100);
};

/** The rows of a totals block, from its header row down to its "Total" row: [label, received, refunded, net]. */
const totalsBlock = (sheet: ExcelJS.Worksheet, header: string) => {
  const rows: [string, number, number, number][] = [];
  let inside = false;
  sheet.eachRow((row) => {
    const label = row.getCell(1).value;
    if (label === header) inside = true;
    else if (inside) {
      rows.push([String(label), centsOf(row.getCell(2)), centsOf(row.getCell(3)), centsOf(row.getCell(4))]);
      if (label === 'Total') inside = false;
    }
  });
  return rows;
};

/** docs/product.md#treasury: the cash book by the day paid, refunds negative, and its .xlsx. */
describe('the cash book', () => {
  let t: TestApp;
  let admin: StaffMember;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
    const seasonId = await buildSeason(t.deps.db, '2042-2043');
    ({ subscriptions: ids } = await buildFamily(t, seasonId, [
      { firstName: 'Alice', birthDate: '2012-04-01', priceCents: 30_000 },
      { firstName: 'Basile', birthDate: '2014-06-01', priceCents: 20_000 },
    ]));
    const alice = ids.Alice!;
    const basile = ids.Basile!;
    // Before the period: left out.
    await paid(
      await pay(t, admin, [{ subscriptionId: alice, amountCents: 5_000 }], { method: 'CASH', reference: null, paidOn: '2026-09-30' }),
    );
    await paid(
      await pay(
        t,
        admin,
        [
          { subscriptionId: alice, amountCents: 10_000 },
          { subscriptionId: basile, amountCents: 5_050 },
        ],
        { reference: FORMULA, paidOn: '2026-10-05' },
      ),
    );
    await paid(
      await pay(t, admin, [{ subscriptionId: basile, amountCents: 3_333 }], { method: 'CASH', reference: null, paidOn: '2026-10-20' }),
    );
    await paid(
      await pay(t, admin, [{ subscriptionId: alice, amountCents: 7_777 }], {
        method: 'TRANSFER',
        reference: 'VIR-778',
        paidOn: '2026-11-10',
      }),
    );
    expect((await refund(t, admin, [{ subscriptionId: alice, amountCents: 1_234 }])).statusCode).toBe(201); // on 20/11
  });
  afterAll(() => t.close());

  it('lists the period’s payments and refunds as the ledger recorded them, to the cent, with totals per method', async () => {
    const book = await get<CashBookDto>(t, admin, `/api/treasury/cash-book?${PERIOD}`);
    expect(book).toMatchObject({ from: '2026-10-01', to: '2026-11-30', method: null, total: 4, page: 1, pageSize: 50 });
    expect(book.rows.map((entry) => [entry.paidOn, entry.kind, entry.method, entry.amountCents])).toEqual([
      ['2026-10-05', 'PAYMENT', 'CHEQUE', 15_050],
      ['2026-10-20', 'PAYMENT', 'CASH', 3_333],
      ['2026-11-10', 'PAYMENT', 'TRANSFER', 7_777],
      ['2026-11-20', 'REFUND', 'TRANSFER', -1_234],
    ]);
    const ledger = await ledgerOf(t, admin, ids.Alice!);
    const recorded = ledger.payments
      .filter((payment) => payment.paidOn >= '2026-10-01')
      .map((payment) => ({
        paymentId: payment.id,
        receiptReference: payment.receiptReference,
        amountCents: payment.kind === 'REFUND' ? -payment.amountCents : payment.amountCents,
        members: payment.allocations.map((allocation) => allocation.memberName),
      }))
      .sort((a, b) => a.paymentId - b.paymentId);
    expect(
      book.rows.map(({ paymentId, receiptReference, amountCents, members }) => ({ paymentId, receiptReference, amountCents, members })),
    ).toEqual(recorded);
    expect(book.rows[0]).toMatchObject({
      reference: FORMULA,
      depositOn: '2026-10-05',
      receiptReference: expect.stringMatching(/^R2042-2043-000\d$/) as string,
    });
    expect(book.rows[3]).toMatchObject({ receiptReference: null, depositOn: null });
    expect(book.totals).toEqual([
      { method: 'CASH', receivedCents: 3_333, refundedCents: 0, netCents: 3_333 },
      { method: 'CHEQUE', receivedCents: 15_050, refundedCents: 0, netCents: 15_050 },
      { method: 'TRANSFER', receivedCents: 7_777, refundedCents: 1_234, netCents: 6_543 },
    ]);
    expect(book.netCents).toBe(24_926);
    expect(book.netCents).toBe(recorded.reduce((sum, entry) => sum + entry.amountCents, 0));
  });

  it('keeps to one method when asked', async () => {
    const book = await get<CashBookDto>(t, admin, `/api/treasury/cash-book?${PERIOD}&method=TRANSFER`);
    expect(book.method).toBe('TRANSFER');
    expect(book.rows.map((entry) => entry.amountCents)).toEqual([7_777, -1_234]);
    expect(book.total).toBe(2);
    expect(book.totals).toEqual([{ method: 'TRANSFER', receivedCents: 7_777, refundedCents: 1_234, netCents: 6_543 }]);
  });

  it('exports real dates and numbers of euros, the totals per method on the sheet and on a sheet of their own, a formula kept as text', async () => {
    const book = await get<CashBookDto>(t, admin, `/api/treasury/cash-book?${PERIOD}`);
    expect(book.rows).toHaveLength(book.total);
    const answer = await t.call({ method: 'GET', url: `/api/treasury/cash-book/export?${PERIOD}`, headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="journal-de-caisse-2026-10-01-2026-11-30.xlsx"');
    const workbook = await read(answer.rawPayload);
    const sheet = workbook.getWorksheet('Journal de caisse')!;
    expect(sheet.getRow(1).getCell(9).value).toBe('Montant (€)');
    book.rows.forEach((entry, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toEqual(new Date(`${entry.paidOn}T00:00:00.000Z`));
      expect(row.getCell(1).numFmt).toBe('dd/mm/yyyy');
      expect(centsOf(row.getCell(9))).toBe(entry.amountCents);
      expect(row.getCell(9).numFmt).toBe('#,##0.00');
      expect(row.getCell(6).text).toBe(entry.payerName);
      expect(row.getCell(7).text).toBe(entry.members.join(', '));
      if (entry.depositOn !== null) expect(row.getCell(8).value).toEqual(new Date(`${entry.depositOn}T00:00:00.000Z`));
    });
    const formula = sheet.getRow(2).getCell(4);
    expect(formula.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(formula.formula).toBeUndefined();
    expect(formula.type).toBe(ExcelJS.ValueType.RichText);
    expect(formula.text).toBe(FORMULA);

    const expected = [
      ['Espèces', 3_333, 0, 3_333],
      ['Chèque', 15_050, 0, 15_050],
      ['Virement', 7_777, 1_234, 6_543],
      ['Total', 26_160, 1_234, 24_926],
    ];
    expect(totalsBlock(sheet, 'Moyen de paiement')).toEqual(expected);
    expect(totalsBlock(workbook.getWorksheet('Totaux')!, 'Moyen de paiement')).toEqual(expected);
  });

  it('speaks English with the English cookie', async () => {
    const answer = await t.call({
      method: 'GET',
      url: `/api/treasury/cash-book/export?${PERIOD}`,
      headers: { ...admin.headers, cookie: 'lang=en' },
    });
    expect(answer.headers['content-disposition']).toBe('attachment; filename="cash-book-2026-10-01-2026-11-30.xlsx"');
    const workbook = await read(answer.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cash book', 'Totals']);
    expect(totalsBlock(workbook.getWorksheet('Totals')!, 'Method').at(-1)).toEqual(['Total', 26_160, 1_234, 24_926]);
  });
});
