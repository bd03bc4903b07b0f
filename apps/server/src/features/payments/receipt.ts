import { isPaymentMethod } from '@club/domain';
import type { Language } from '../../lib/language.js';
import { renderReceipt } from '../../pdf/receipt.js';
import type { ClubIdentity } from '../club/identity.js';
import { clubLetterhead } from '../club/letterhead.js';
import type { RenderedPdf } from '../documents/service.js';
import { clubLegalIdentity } from '../invoices/legal-identity.js';
import type { AllocationRow, PaymentRow } from './repository.js';

const FILE_NAME: Record<Language, string> = { fr: 'recu', en: 'receipt' };

/**
 * The receipt of a recorded payment (docs/product.md#fees-and-payments): what was copied when
 * it was recorded (payer, children's names, amounts), so every download prints the same.
 */
export const renderedReceipt = async (
  club: ClubIdentity,
  row: PaymentRow,
  allocations: readonly AllocationRow[],
  language: Language,
): Promise<RenderedPdf> => {
  if (!isPaymentMethod(row.method) || row.receipt_reference === null) throw new Error(`Payment ${row.id} cannot have a receipt`);
  const content = await renderReceipt(
    {
      reference: row.receipt_reference,
      seasonLabel: row.season_label,
      recordedAt: row.recorded_at,
      paidOn: row.paid_on,
      method: row.method,
      paymentReference: row.reference,
      amountCents: Number(row.amount_cents),
      payerName: row.payer_name,
      payerAddress: row.payer_address === '' ? [] : row.payer_address.split('\n'),
      allocations: allocations.map((allocation) => ({ memberName: allocation.member_name, amountCents: Number(allocation.amount_cents) })),
      language,
    },
    await clubLegalIdentity(club, language),
    // The letterhead carries the club's logo, as on the other documents.
    await clubLetterhead(club, language),
  );
  return { filename: `${FILE_NAME[language]}-${row.receipt_reference}.pdf`, content };
};
