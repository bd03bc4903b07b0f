import { describe, expect, it } from 'vitest';
import { pdfToText } from '../features/subscriptions/test-data.js';
import { paidSentence, type ClubLegalIdentity } from './attestation.js';
import { renderReceipt, type ReceiptForPdf } from './receipt.js';

const club: ClubLegalIdentity = {
  name: 'Cercle des Nageurs du Rocher',
  addressLines: ['Stade nautique Rainier III', '98000 Monaco', 'Monaco'],
  registrationNumber: 'ASS-2019-0042',
  federationNumber: 'FFN 12.345',
  email: 'tresorerie@cnr.example',
  phone: '+377 93 00 00 00',
  iban: null,
  bic: null,
  treasurer: { name: 'Anne Roux', title: 'la trésorière' },
};

/** One payment of 612,00 € split across three children of the family. */
const receipt = (overrides: Partial<ReceiptForPdf> = {}): ReceiptForPdf => ({
  reference: 'R2026-2027-0007',
  seasonLabel: '2026-2027',
  recordedAt: '2026-09-14T08:30:00.000Z',
  paidOn: '2026-09-12',
  method: 'CHEQUE',
  paymentReference: 'n° 4512398 – Crédit Agricole',
  amountCents: 61_200,
  payerName: 'Claire Martin',
  payerAddress: ['12, boulevard des Moulins', '98000 Monaco'],
  allocations: [
    { memberName: 'Léa Martin', amountCents: 25_000 },
    { memberName: 'Hugo Martin', amountCents: 21_200 },
    { memberName: 'Zoé Martin', amountCents: 15_000 },
  ],
  language: 'fr',
  ...overrides,
});

/** The receipt's text with every kind of space as one plain space (amounts use no-break spaces). */
const textOf = async (r: ReceiptForPdf): Promise<string> => pdfToText(await renderReceipt(r, club)).replace(/[\s\u00a0\u202f]+/g, ' ');

describe('payment receipt PDF', () => {
  it('prints in French the reference, each child with its amount, the total, the method and its reference, and the club', async () => {
    const text = await textOf(receipt());
    expect(text).toContain('Reçu de paiement');
    expect(text).toContain('R2026-2027-0007');
    expect(text).toContain('14/09/2026');
    expect(text).toContain('Léa Martin 250,00 €');
    expect(text).toContain('Hugo Martin 212,00 €');
    expect(text).toContain('Zoé Martin 150,00 €');
    expect(text).toContain('Total reçu 612,00 €');
    expect(text).toContain('la somme de 612,00 €, versée le 12/09/2026 par chèque');
    expect(text).toContain('N° de chèque et banque n° 4512398 – Crédit Agricole');
    expect(text).toContain('saison 2026-2027');
    expect(text).toContain('Cercle des Nageurs du Rocher');
    expect(text).toContain('ASS-2019-0042');
    expect(text).toContain('FFN 12.345');
    expect(text).toContain('Claire Martin');
    expect(text).toContain('12, boulevard des Moulins');
    expect(text).toContain('Pour le club, la trésorière, Anne Roux');
  });

  it('prints in English, with the ANCV vouchers in words and their numbers', async () => {
    const text = await textOf(receipt({ language: 'en', method: 'ANCV', paymentReference: 'CV 000123 to CV 000128' }));
    expect(text).toContain('Payment receipt');
    expect(text).toContain('R2026-2027-0007');
    expect(text).toContain('Léa Martin €250.00');
    expect(text).toContain('Hugo Martin €212.00');
    expect(text).toContain('Zoé Martin €150.00');
    expect(text).toContain('Total received €612.00');
    expect(text).toContain('of €612.00, paid on 12/09/2026 with ANCV holiday vouchers or Coupons Sport');
    expect(text).toContain('ANCV voucher numbers CV 000123 to CV 000128');
    expect(text).toContain('2026-2027 season');
    expect(text).toContain('Cercle des Nageurs du Rocher');
    expect(text).not.toContain('Reçu');
  });

  it('leaves out the reference line when the payment has none', async () => {
    const text = await textOf(receipt({ method: 'CASH', paymentReference: null }));
    expect(text).toContain('versée le 12/09/2026 en espèces');
    expect(text).not.toContain('Référence');
  });

  it("names the Pass'Sport and ANCV methods in both languages", () => {
    expect(paidSentence('fr', '2026-09-12', 'PASS_SPORT')).toBe("Payé le 12/09/2026 par Pass'Sport.");
    expect(paidSentence('en', '2026-09-12', 'PASS_SPORT')).toBe("Paid on 12/09/2026 with Pass'Sport.");
    expect(paidSentence('fr', '2026-09-12', 'ANCV')).toBe('Payé le 12/09/2026 en Chèques-Vacances ou Coupons Sport ANCV.');
    expect(paidSentence('en', '2026-09-12', 'ANCV')).toBe('Paid on 12/09/2026 with ANCV holiday vouchers or Coupons Sport.');
  });
});
