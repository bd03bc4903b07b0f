import {
  SIGNABLE_TEXT_KEYS,
  type AcknowledgementDto,
  type ChecklistItem,
  type SignableTextKey,
  type StaffAcknowledgementDto,
} from '@club/domain';
import type { ClubTextKey } from '@club/domain/club';
import type { SubscriptionContext } from '../subscriptions/repositories/context.js';
import { documentFlags } from '../subscriptions/context.js';
import type { AcknowledgementRow } from './repositories/acknowledgements.js';

/**
 * The texts a subscription has a family sign (docs/product.md#family-signatures): the rules and
 * the privacy notice always, each code of conduct when its checklist (the domain's
 * `requiredDocuments`) lists it. In checklist order, the privacy notice last.
 */
export const signableTextsOf = (checklist: readonly ChecklistItem[]): SignableTextKey[] =>
  SIGNABLE_TEXT_KEYS.filter((key) => key === 'privacy' || key === 'rules' || checklist.includes(key));

/**
 * What is still to sign: a checklist text that staff have not ticked and that has no signature
 * of the version in force; the privacy notice while the subscription's accepted version is not
 * the one in force. Nothing for a cancelled subscription, which takes no signature.
 */
export const textsToSign = (
  row: SubscriptionContext,
  checklist: readonly ChecklistItem[],
  labelsInForce: ReadonlyMap<ClubTextKey, string>,
  signed: readonly Pick<AcknowledgementRow, 'text_key' | 'version'>[],
): SignableTextKey[] => {
  if (row.state === 'CANCELLED') return [];
  const ticked = documentFlags(row);
  return signableTextsOf(checklist).filter((key) => {
    const label = labelsInForce.get(key);
    if (key === 'privacy') return row.privacy_version !== label;
    return !ticked[key] && !signed.some((a) => a.text_key === key && a.version === label);
  });
};

const isSignableKey = (key: string): key is SignableTextKey => (SIGNABLE_TEXT_KEYS as readonly string[]).includes(key);

export const acknowledgementDtoOf = (row: AcknowledgementRow): AcknowledgementDto => {
  if (!isSignableKey(row.text_key)) throw new Error(`Acknowledgement ${row.id} names an unknown text`);
  return { id: row.id, key: row.text_key, version: row.version, signedName: row.signed_name, signedAt: row.signed_at };
};

export const staffAcknowledgementDtoOf = (row: AcknowledgementRow): StaffAcknowledgementDto => ({
  ...acknowledgementDtoOf(row),
  email: row.email_key,
  ipAddress: row.ip_address,
});

/** A subscription's signatures as the member's data export holds them, with everything recorded. */
export const signaturesForExport = (rows: readonly AcknowledgementRow[], subscriptionId: number) =>
  rows
    .filter((row) => row.subscription_id === subscriptionId)
    .map((row) => ({
      text: row.text_key,
      version: row.version,
      signedName: row.signed_name,
      signedAt: row.signed_at,
      email: row.email_key,
      ipAddress: row.ip_address,
    }));
