import { formatDate, paymentDayOf, type PaymentMethod } from '@club/domain';
import type { Language } from '../lib/language.js';
import { clubIdentityFields, linesRows, methodPhrase, treasurerSignatureLabel, type ClubLegalIdentity } from './attestation.js';
import { formatPrice, t } from './documents.js';
import { createPdf, type Letterhead } from './layout.js';

/** A recorded payment as its receipt prints it (features/payments): the same at every download. */
export interface ReceiptForPdf {
  /** `R2026-2027-0001` */
  reference: string;
  seasonLabel: string;
  /** ISO instant */
  recordedAt: string;
  /** `YYYY-MM-DD` */
  paidOn: string;
  method: PaymentMethod;
  /** Cheque number and bank, transfer reference, voucher numbers. */
  paymentReference: string | null;
  amountCents: number;
  payerName: string;
  payerAddress: string[];
  allocations: { memberName: string; amountCents: number }[];
  language: Language;
}

/** What the payment's reference is, named after its method. */
const REFERENCE_LABELS: Record<PaymentMethod, [fr: string, en: string]> = {
  CASH: ['Référence', 'Reference'],
  CHEQUE: ['N° de chèque et banque', 'Cheque no. and bank'],
  TRANSFER: ['Référence du virement', 'Transfer reference'],
  CARD: ['Référence de la transaction', 'Transaction reference'],
  PASS_SPORT: ["Code Pass'Sport", "Pass'Sport code"],
  ANCV: ['N° des titres ANCV', 'ANCV voucher numbers'],
  OTHER: ['Référence', 'Reference'],
};

/** The head of the page from the legal identity alone: its address on one line, then its contact. */
const letterheadOf = (club: ClubLegalIdentity): Letterhead => ({
  name: club.name,
  logo: null,
  lines: [club.addressLines.join(', '), [club.email, club.phone].filter((part) => part !== null && part !== '').join(' · ')].filter(
    (line) => line !== '',
  ),
});

/**
 * The receipt of one payment, which may settle several children of a family at once
 * (docs/product.md#fees-and-payments): the club's legal identity, the receipt's number and
 * recording day, the payer, the amount given to each child and the total, how and when it was
 * paid, and the treasurer's signature, as the attestation prints them. `letterhead` carries the
 * club's logo when the caller has it; without it the head names the club from its identity.
 */
export const renderReceipt = (
  receipt: ReceiptForPdf,
  club: ClubLegalIdentity,
  letterhead: Letterhead = letterheadOf(club),
): Promise<Buffer> => {
  const l = receipt.language;
  const recordedOn = formatDate(paymentDayOf(new Date(receipt.recordedAt)));
  const total = formatPrice(receipt.amountCents, l);
  const pdf = createPdf({
    title: t(l, 'Reçu de paiement', 'Payment receipt'),
    subtitle: `${t(l, 'Reçu n°', 'Receipt no.')} ${receipt.reference} – ${recordedOn}`,
    club: letterhead,
    language: l,
  });

  pdf.heading(t(l, 'Le club', 'The club'));
  pdf.fields(clubIdentityFields(l, club));

  pdf.heading(t(l, 'Reçu', 'Receipt'));
  pdf.fields([
    [t(l, 'Reçu n°', 'Receipt no.'), receipt.reference],
    [t(l, "Date d'enregistrement", 'Recorded on'), recordedOn],
    [t(l, 'Saison', 'Season'), receipt.seasonLabel],
    [t(l, 'Reçu de', 'Received from'), receipt.payerName],
    ...linesRows(t(l, 'Adresse', 'Address'), receipt.payerAddress),
  ]);

  pdf.heading(t(l, 'Paiement', 'Payment'));
  const how = methodPhrase(l, receipt.method);
  const paidOn = formatDate(receipt.paidOn);
  pdf.paragraph(
    t(
      l,
      `${club.name} reconnaît avoir reçu de ${receipt.payerName} la somme de ${total}, versée le ${paidOn} ${how}, au titre des cotisations de la saison ${receipt.seasonLabel} des adhérents ci-dessous.`,
      `${club.name} acknowledges receipt from ${receipt.payerName} of ${total}, paid on ${paidOn} ${how}, towards the ${receipt.seasonLabel} season fees of the members below.`,
    ),
  );
  if (receipt.paymentReference !== null && receipt.paymentReference.trim() !== '') {
    pdf.fields([[t(l, ...REFERENCE_LABELS[receipt.method]), receipt.paymentReference.trim()]]);
    pdf.doc.moveDown(0.4);
  }
  pdf.table(
    [t(l, 'Adhérent', 'Member'), t(l, 'Montant', 'Amount')],
    [
      ...receipt.allocations.map((allocation) => [allocation.memberName, formatPrice(allocation.amountCents, l)]),
      [t(l, 'Total reçu', 'Total received'), total],
    ],
    [360, 135],
  );

  pdf.signatureLine(treasurerSignatureLabel(l, club));
  return pdf.finish();
};
