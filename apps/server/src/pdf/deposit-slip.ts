import { formatDate } from '@club/domain';
import { readableIban } from '@club/domain/club';
import type { Language } from '../lib/language.js';
import { treasurerSignatureLabel, type ClubLegalIdentity } from './attestation.js';
import { formatPrice, t } from './documents.js';
import { createPdf, type Letterhead } from './layout.js';

/** The cheques the club hands to its bank on one day (features/treasury). */
export interface DepositSlipForPdf {
  /** `YYYY-MM-DD` */
  on: string;
  cheques: {
    /** The cheque's number and bank as recorded. */
    reference: string | null;
    /** Who wrote the cheque: the payer of the payment. */
    drawer: string;
    amountCents: number;
  }[];
  totalCents: number;
  language: Language;
}

/**
 * The bank-deposit slip (docs/product.md#treasury): the account to credit (the club's name,
 * IBAN and BIC), the day, one line per cheque with its number and bank, drawer and amount, the
 * count and the total, and a line for the signature of who hands them in.
 */
export const renderDepositSlip = (slip: DepositSlipForPdf, club: ClubLegalIdentity, letterhead: Letterhead): Promise<Buffer> => {
  const l = slip.language;
  const day = formatDate(slip.on);
  const pdf = createPdf({
    title: t(l, 'Bordereau de remise de chèques', 'Cheque deposit slip'),
    subtitle: `${t(l, 'Remise du', 'Deposit of')} ${day}`,
    club: letterhead,
    language: l,
  });

  pdf.heading(t(l, 'Compte à créditer', 'Account to credit'));
  pdf.fields([
    [t(l, 'Titulaire', 'Account holder'), club.name],
    ['IBAN', club.iban === null ? '' : readableIban(club.iban)],
    ['BIC', club.bic ?? ''],
    [t(l, 'Date de remise', 'Deposit date'), day],
  ]);

  pdf.heading(t(l, 'Chèques remis', 'Cheques deposited'));
  pdf.table(
    [t(l, 'N°', 'No.'), t(l, 'Chèque (numéro et banque)', 'Cheque (number and bank)'), t(l, 'Tireur', 'Drawer'), t(l, 'Montant', 'Amount')],
    [
      ...slip.cheques.map((cheque, index) => [
        String(index + 1),
        cheque.reference ?? '—',
        cheque.drawer,
        formatPrice(cheque.amountCents, l),
      ]),
      [
        '',
        t(l, `${slip.cheques.length} chèque(s)`, `${slip.cheques.length} cheque(s)`),
        t(l, 'Total', 'Total'),
        formatPrice(slip.totalCents, l),
      ],
    ],
    [35, 200, 170, 90],
  );

  pdf.signatureLine(treasurerSignatureLabel(l, club));
  return pdf.finish();
};
