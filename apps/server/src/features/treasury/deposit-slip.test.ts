import type { CashBookDto, DepositSlipDto } from '@club/domain';
import { readableIban } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '../../test/factories/index.js';
import { createTestApp, type StaffMember, type TestApp } from '../../test/harness.js';
import { CLUB_IBAN, saveClubIdentity } from '../invoices/test-data.js';
import { buildFamily, paid, pay, saveFeeSettings } from '../payments/test-data.js';
import { pdfToText } from '../subscriptions/test-data.js';
import { get } from './test-data.js';

/** docs/product.md#treasury: the cheques handed in together, each cashed on its own day. */
describe('the cheque deposit slip', () => {
  let t: TestApp;
  let admin: StaffMember;
  let second: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    await saveFeeSettings(t, admin);
    await saveClubIdentity(t, admin, { name: 'Cercle des Nageurs de Monaco', iban: CLUB_IBAN, bic: 'BNPAMCM1' });
    const seasonId = await buildSeason(t.deps.db, '2043-2044');
    const { subscriptions } = await buildFamily(t, seasonId, [{ firstName: 'Alice', birthDate: '2012-04-01', priceCents: 40_000 }]);
    const alice = subscriptions.Alice!;
    // Three cheques handed in on 20/11, to cash in December, January and February.
    const cheque = (amountCents: number, reference: string, depositOn: string) =>
      pay(t, admin, [{ subscriptionId: alice, amountCents }], { reference, depositOn });
    await paid(await cheque(10_000, 'Chèque 1111111 CMB', '2026-12-05'));
    second = (await paid(await cheque(10_050, 'Chèque 2222222 CMB', '2027-01-05'))).id;
    await paid(await cheque(9_950, 'Chèque 3333333 CMB', '2027-02-05'));
    // Cash paid that same January day is no cheque to deposit.
    await paid(await pay(t, admin, [{ subscriptionId: alice, amountCents: 1_000 }], { method: 'CASH', reference: null }));
  });
  afterAll(() => t.close());

  it('lists only the cheques to cash that day, with their count and total', async () => {
    const slip = await get<DepositSlipDto>(t, admin, '/api/treasury/deposit-slip?on=2027-01-05');
    const book = await get<CashBookDto>(t, admin, '/api/treasury/cash-book?from=2026-11-20&to=2026-11-20');
    const payer = book.rows[0]!.payerName;
    expect(slip).toEqual({
      on: '2027-01-05',
      cheques: [
        {
          paymentId: second,
          reference: 'Chèque 2222222 CMB',
          payerName: payer,
          paidOn: '2026-11-20',
          receiptReference: 'R2043-2044-0002',
          amountCents: 10_050,
        },
      ],
      count: 1,
      totalCents: 10_050,
    });
    expect((await get<DepositSlipDto>(t, admin, '/api/treasury/deposit-slip?on=2026-11-20')).count).toBe(0);
  });

  it('prints the slip for the bank: the club’s account, the cheque, its drawer and amount, the count and the total', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/treasury/deposit-slip/pdf?on=2027-01-05', headers: admin.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="bordereau-remise-cheques-2027-01-05.pdf"');
    const text = pdfToText(answer.rawPayload).replace(/[\s\u00a0\u202f]+/g, ' ');
    const book = await get<CashBookDto>(t, admin, '/api/treasury/cash-book?from=2026-11-20&to=2026-11-20');
    expect(text).toContain('Bordereau de remise de chèques');
    expect(text).toContain('05/01/2027');
    expect(text).toContain('Cercle des Nageurs de Monaco');
    expect(text).toContain(readableIban(CLUB_IBAN));
    expect(text).toContain('BNPAMCM1');
    expect(text).toContain('Chèque 2222222 CMB');
    expect(text).toContain(book.rows[0]!.payerName);
    expect(text).toContain('100,50 €');
    expect(text).toContain('1 chèque(s) Total 100,50 €');
    expect(text).not.toContain('1111111');
    expect(text).not.toContain('3333333');
  });

  it('prints in English when asked', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/treasury/deposit-slip/pdf?on=2027-01-05&lang=en', headers: admin.headers });
    expect(answer.headers['content-disposition']).toBe('attachment; filename="cheque-deposit-slip-2027-01-05.pdf"');
    const text = pdfToText(answer.rawPayload).replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(text).toContain('Cheque deposit slip');
    expect(text).toContain('1 cheque(s) Total €100.50');
  });
});
