import { frenchOf } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

export interface InvoiceMailData {
  language: Language;
  firstName: string;
  lastName: string;
  seasonLabel: string;
  clubName: string;
}

/**
 * The attestation and invoice mail, sent by staff once the payment is recorded
 * (docs/product.md#invoices): the family's language first, then the other one. Plain text
 * only, so no name typed by a family can inject markup.
 */
export const invoiceMail = (d: InvoiceMailData): Bilingual => {
  const name = `${d.firstName} ${d.lastName}`;
  return bilingualMail(
    d.language,
    {
      subject: `Attestation et facture – ${name} – saison ${d.seasonLabel}`,
      text: [
        'Bonjour,',
        '',
        `Veuillez trouver ci-joint l'attestation d'inscription et la facture ${frenchOf(name)} pour la saison ${d.seasonLabel}.`,
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `Attestation and invoice – ${name} – season ${d.seasonLabel}`,
      text: [
        'Hello,',
        '',
        `Please find attached the subscription attestation and invoice of ${name} for the ${d.seasonLabel} season.`,
        '',
        d.clubName,
      ].join('\n'),
    },
  );
};
