import { formatDate, paymentDayOf, type PaymentMethod } from '@club/domain';
import { readableIban } from '@club/domain/club';
import type { Language } from '../lib/language.js';
import { formatPrice, t, type SubscriptionForPdf } from './documents.js';
import { createPdf } from './layout.js';

/** The club as an invoice must name it, from its settings (features/club). */
export interface ClubLegalIdentity {
  name: string;
  /** Street lines, then postal code and city, then country; empty until filled in. */
  addressLines: string[];
  registrationNumber: string | null;
  federationNumber: string | null;
  email: string | null;
  phone: string | null;
  /** Compact (`FR76…`): printed in groups of four. */
  iban: string | null;
  bic: string | null;
  treasurer: { name: string; title: string | null } | null;
}

/** The invoice as it was issued (features/invoices): printed the same at every download. */
export interface InvoiceForPdf {
  reference: string;
  issuedAt: string;
  payerName: string;
  payerAddress: string[];
  memberName: string;
  amountCents: number;
  paymentMethod: PaymentMethod | null;
  /** `YYYY-MM-DD` */
  paidOn: string;
  description: string;
}

/** How each method reads after "Paid on …": shared by the invoice and the payment receipt. */
const METHOD_PHRASES: Record<PaymentMethod, [fr: string, en: string]> = {
  CASH: ['en espèces', 'in cash'],
  CHEQUE: ['par chèque', 'by cheque'],
  TRANSFER: ['par virement', 'by bank transfer'],
  CARD: ['par carte bancaire', 'by card'],
  PASS_SPORT: ["par Pass'Sport", "with Pass'Sport"],
  ANCV: ['en Chèques-Vacances ou Coupons Sport ANCV', 'with ANCV holiday vouchers or Coupons Sport'],
  OTHER: ['par un autre moyen', 'by another means'],
};

/** "par chèque" / "by cheque". */
export const methodPhrase = (l: Language, method: PaymentMethod): string => t(l, ...METHOD_PHRASES[method]);

/** "Payé le 12/09/2026 par chèque." / "Paid on 12/09/2026 by cheque." (no method when staff did not say). */
export const paidSentence = (l: Language, paidOn: string, method: PaymentMethod | null): string => {
  const how = method === null ? '' : ` ${methodPhrase(l, method)}`;
  return t(l, `Payé le ${formatDate(paidOn)}${how}.`, `Paid on ${formatDate(paidOn)}${how}.`);
};

/** Rows of a label and lines: the label on the first line only. */
export const linesRows = (label: string, lines: string[]): [string, string][] => lines.map((line, i) => [i === 0 ? label : '', line]);

/** The club's legal identity as the documents that prove a payment print it: name, address, numbers, contact. */
export const clubIdentityFields = (l: Language, club: ClubLegalIdentity): [string, string][] => {
  const contact = [club.email, club.phone].filter((part): part is string => part !== null && part !== '').join(' · ');
  return [
    [t(l, 'Association', 'Association'), club.name],
    ...linesRows(t(l, 'Adresse', 'Address'), club.addressLines),
    ...(club.registrationNumber === null
      ? []
      : [[t(l, "N° d'immatriculation", 'Registration no.'), club.registrationNumber] as [string, string]]),
    ...(club.federationNumber === null
      ? []
      : [[t(l, "N° d'affiliation fédérale", 'Federation affiliation no.'), club.federationNumber] as [string, string]]),
    ...(contact === '' ? [] : [[t(l, 'Contact', 'Contact'), contact] as [string, string]]),
  ];
};

/** "Pour le club, la trésorière, Anne Roux" above the signature line, or the bare role when none is named. */
export const treasurerSignatureLabel = (l: Language, club: ClubLegalIdentity): string => {
  const treasurer = club.treasurer;
  return treasurer === null
    ? t(l, 'Pour le club, le trésorier :', 'For the club, the treasurer:')
    : t(
        l,
        `Pour le club, ${treasurer.title ?? 'le trésorier'}, ${treasurer.name}`,
        `For the club, ${treasurer.title ?? 'the treasurer'}, ${treasurer.name}`,
      );
};

/**
 * The attestation of subscription and payment, which is also the invoice: the club's legal
 * identity, the payer, the issued invoice's reference, line, total and payment, the club's bank
 * details, and the treasurer's signature (docs/product.md#invoices).
 */
export const renderAttestation = (s: SubscriptionForPdf, invoice: InvoiceForPdf, club: ClubLegalIdentity): Promise<Buffer> => {
  const l = s.language;
  const issuedOn = formatDate(paymentDayOf(new Date(invoice.issuedAt)));
  const pdf = createPdf({
    title: t(l, "Attestation d'inscription et facture", 'Subscription attestation and invoice'),
    subtitle: `${t(l, 'Facture n°', 'Invoice no.')} ${invoice.reference} – ${issuedOn}`,
    club: s.club,
    language: l,
  });

  pdf.heading(t(l, 'Le club', 'The club'));
  pdf.fields(clubIdentityFields(l, club));

  pdf.heading(t(l, 'Attestation', 'Attestation'));
  pdf.paragraph(
    t(
      l,
      `${club.name} atteste que ${invoice.memberName}, né(e) le ${formatDate(s.member.birthDate)}, est inscrit(e) au club pour la saison ${s.seasonLabel}${s.groupName ? `, dans le groupe ${s.groupName}` : ''}, et que sa cotisation a été réglée.`,
      `${club.name} certifies that ${invoice.memberName}, born on ${formatDate(s.member.birthDate)}, is a member of the club for the ${s.seasonLabel} season${s.groupName ? `, in the group ${s.groupName}` : ''}, and that the fee has been paid.`,
    ),
  );

  pdf.heading(t(l, 'Facture', 'Invoice'));
  pdf.fields([
    [t(l, 'Facture n°', 'Invoice no.'), invoice.reference],
    [t(l, "Date d'émission", 'Issue date'), issuedOn],
    [t(l, 'Facturé à', 'Billed to'), invoice.payerName],
    ...linesRows(t(l, 'Adresse', 'Address'), invoice.payerAddress),
    [t(l, 'Adhérent', 'Member'), invoice.memberName],
  ]);
  pdf.table(
    [t(l, 'Désignation', 'Description'), t(l, 'Montant', 'Amount')],
    [
      [invoice.description, formatPrice(invoice.amountCents, l)],
      [t(l, 'Total payé', 'Total paid'), formatPrice(invoice.amountCents, l)],
    ],
    [360, 135],
  );
  pdf.paragraph(paidSentence(l, invoice.paidOn, invoice.paymentMethod));

  if (club.iban !== null) {
    pdf.heading(t(l, 'Coordonnées bancaires du club', "The club's bank details"));
    pdf.fields([['IBAN', readableIban(club.iban)], ...(club.bic === null ? [] : [['BIC', club.bic] as [string, string]])]);
  }

  pdf.signatureLine(treasurerSignatureLabel(l, club));
  return pdf.finish();
};
