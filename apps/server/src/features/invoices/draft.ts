import { countryName, paymentDayOf } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { t } from '../../pdf/documents.js';
import { priceCentsOf } from '../subscriptions/context.js';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';

/** What an invoice says, copied when it is issued (docs/product.md, Invoices). */
export interface InvoiceDraft {
  seasonId: number;
  seasonLabel: string;
  payerName: string;
  /** One line each: street, complement, postal code and city, country. */
  payerAddress: string[];
  memberName: string;
  amountCents: number;
  paymentMethod: string | null;
  /** `YYYY-MM-DD` */
  paidOn: string;
  description: string;
}

const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first ?? '', last ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/**
 * Who pays: the guardian the subscription names (the guardian on file, else the contact the
 * family typed), which a minor always has and an adult may have; else the member themselves.
 */
export const payerNameOf = (row: SubscriptionContext): string =>
  [fullName(row.gu_first_name, row.gu_last_name), fullName(row.guardian_first_name, row.guardian_last_name)].find((name) => name !== '') ??
  fullName(row.m_first_name, row.m_last_name);

/** The member's postal address, which is the family's: the payer's, whoever pays. */
export const payerAddressOf = (row: SubscriptionContext, language: Language): string[] =>
  [
    row.m_address,
    row.m_address_comp,
    [row.m_zip_code, row.m_city].filter((part) => part !== null && part.trim() !== '').join(' '),
    countryName(row.m_country, language),
  ]
    .map((line) => (line ?? '').trim())
    .filter((line) => line !== '');

/**
 * The day the family paid: as staff recorded it; for a payment ticked before the day was asked
 * for, the day the subscription was validated, else today (what the attestation printed then).
 */
export const paidOnOf = (row: SubscriptionContext, today: Date): string =>
  row.paid_on ?? paymentDayOf(row.process_date === null ? today : new Date(row.process_date));

/** The invoice's line, in the language of the document it is issued with. */
export const descriptionOf = (row: SubscriptionContext, language: Language): string =>
  `${row.is_new === 1 ? t(language, 'Cotisation', 'Fee') : t(language, 'Cotisation de réinscription', 'Renewal fee')} ${row.season_label}${
    row.group_name ? ` – ${row.group_name}` : ''
  }`;

/** The invoice a paid subscription gets, as it stands now. */
export const invoiceDraftOf = (row: SubscriptionContext, language: Language, today: Date): InvoiceDraft => ({
  seasonId: row.season_id,
  seasonLabel: row.season_label,
  payerName: payerNameOf(row),
  payerAddress: payerAddressOf(row, language),
  memberName: fullName(row.m_first_name, row.m_last_name),
  amountCents: priceCentsOf(row) ?? 0,
  paymentMethod: row.payment_method,
  paidOn: paidOnOf(row, today),
  description: descriptionOf(row, language),
});
