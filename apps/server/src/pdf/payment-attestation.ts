import { formatDate, paymentDayOf, type PaymentMethod } from '@club/domain';
import type { Language } from '../lib/language.js';
import { clubIdentityFields, linesRows, methodPhrase, treasurerSignatureLabel, type ClubLegalIdentity } from './attestation.js';
import { formatPrice, t } from './documents.js';
import { createPdf, type Letterhead } from './layout.js';

/** One payment or refund an attestation counts, with the part of it that went to the child. */
export interface AttestedMovement {
  /** `YYYY-MM-DD` */
  paidOn: string;
  method: PaymentMethod;
  amountCents: number;
  /** The payment's receipt (`R2026-2027-0001`); null for a refund. */
  receiptReference: string | null;
  refund: boolean;
}

/** A payment attestation as it was issued (features/attestations): the same at every download. */
export interface PaymentAttestationForPdf {
  /** `A2026-2027-0001` */
  reference: string;
  /** ISO instant */
  issuedAt: string;
  seasonLabel: string;
  memberName: string;
  /** `YYYY-MM-DD` */
  memberBirthDate: string;
  groupName: string | null;
  payerName: string;
  payerAddress: string[];
  /** Net of refunds. */
  paidCents: number;
  movements: AttestedMovement[];
  language: Language;
}

/** The head of the page from the legal identity alone, when the caller has no letterhead. */
const letterheadOf = (club: ClubLegalIdentity): Letterhead => ({
  name: club.name,
  logo: null,
  lines: [club.addressLines.join(', '), [club.email, club.phone].filter((part) => part !== null && part !== '').join(' · ')].filter(
    (line) => line !== '',
  ),
});

/**
 * The attestation of what a family paid for one child's season, for works councils and health
 * insurers (docs/product.md#fees-and-payments): the club's legal identity, the attestation's
 * number and day, the sentence that certifies the amount, the payments and refunds it counts
 * with their receipts, the total, and the treasurer's signature.
 */
export const renderPaymentAttestation = (
  attestation: PaymentAttestationForPdf,
  club: ClubLegalIdentity,
  letterhead: Letterhead = letterheadOf(club),
): Promise<Buffer> => {
  const l = attestation.language;
  const issuedOn = formatDate(paymentDayOf(new Date(attestation.issuedAt)));
  const total = formatPrice(attestation.paidCents, l);
  const born = formatDate(attestation.memberBirthDate);
  const pdf = createPdf({
    title: t(l, 'Attestation de paiement', 'Payment attestation'),
    subtitle: `${t(l, 'Attestation n°', 'Attestation no.')} ${attestation.reference} – ${issuedOn}`,
    club: letterhead,
    language: l,
  });

  pdf.heading(t(l, 'Le club', 'The club'));
  pdf.fields(clubIdentityFields(l, club));

  pdf.heading(t(l, 'Attestation', 'Attestation'));
  pdf.fields([
    [t(l, 'Attestation n°', 'Attestation no.'), attestation.reference],
    [t(l, "Date d'émission", 'Issue date'), issuedOn],
    [t(l, 'Payeur', 'Payer'), attestation.payerName],
    ...linesRows(t(l, 'Adresse', 'Address'), attestation.payerAddress),
  ]);
  const group = attestation.groupName === null ? '' : attestation.groupName;
  pdf.paragraph(
    t(
      l,
      `${club.name} atteste que ${attestation.payerName} a réglé la somme de ${total} au titre de la cotisation de la saison ${attestation.seasonLabel} de ${attestation.memberName}, né(e) le ${born}${group === '' ? '' : `, dans le groupe ${group}`}.`,
      `${club.name} certifies that ${attestation.payerName} paid ${total} for the ${attestation.seasonLabel} season subscription of ${attestation.memberName}, born on ${born}${group === '' ? '' : `, in the group ${group}`}.`,
    ),
  );

  pdf.heading(t(l, 'Paiements', 'Payments'));
  pdf.table(
    [t(l, 'Date', 'Date'), t(l, 'Moyen', 'Method'), t(l, 'Reçu', 'Receipt'), t(l, 'Montant', 'Amount')],
    [
      ...attestation.movements.map((movement) => [
        formatDate(movement.paidOn),
        movement.refund ? `${t(l, 'Remboursement', 'Refund')} ${methodPhrase(l, movement.method)}` : methodPhrase(l, movement.method),
        movement.receiptReference ?? '',
        formatPrice(movement.refund ? -movement.amountCents : movement.amountCents, l),
      ]),
      [t(l, 'Total payé', 'Total paid'), '', '', total],
    ],
    [80, 175, 130, 110],
  );

  pdf.signatureLine(treasurerSignatureLabel(l, club));
  return pdf.finish();
};
