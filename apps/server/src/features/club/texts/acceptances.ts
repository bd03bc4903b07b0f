import { ACCEPTED_TEXT_KEYS, publishedVersionOf, type ClubTextKey, type TextAcceptance, type TextAcceptances } from '@club/domain/club';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SubscriptionTable } from '../../../db/types.js';
import { clubTextsOf } from './current.js';

/** What a subscription recorded of the texts accepted on the form (migration 016, and `privacy_version`). */
export type AcceptedLabels = Pick<
  Selectable<SubscriptionTable>,
  'privacy_version' | 'rules_version' | 'code_of_conduct_version' | 'guardian_code_of_conduct_version'
>;

export const acceptedLabel = (key: ClubTextKey, accepted: AcceptedLabels): string | null => {
  switch (key) {
    case 'privacy':
      return accepted.privacy_version;
    case 'rules':
      return accepted.rules_version;
    case 'codeOfConduct':
      return accepted.code_of_conduct_version;
    case 'guardianCodeOfConduct':
      return accepted.guardian_code_of_conduct_version;
    case 'generalForm':
      return null;
  }
};

/** The labels of the versions in force: what an acceptance made now stores. */
export const labelsInForce = async (db: Kysely<DB>): Promise<Record<ClubTextKey, string>> => {
  const texts = await clubTextsOf(db).inForce();
  const labels = {} as Record<ClubTextKey, string>;
  for (const [key, text] of texts) labels[key] = text.label;
  return labels;
};

type AcceptanceRow = AcceptedLabels & Pick<Selectable<SubscriptionTable>, 'privacy_accepted_at' | 'privacy_accepted_by'>;

/**
 * The acceptances a subscription records, as the staff's subscription screen shows them. The
 * rules and codes are accepted with the privacy notice, by the same person, in the same submit.
 */
export const acceptancesOf = async (
  db: Kysely<DB>,
  row: AcceptanceRow,
): Promise<{ privacy: TextAcceptance | null; texts: TextAcceptances }> => {
  const inForce = await labelsInForce(db);
  const acceptance = (key: ClubTextKey): TextAcceptance | null => {
    const label = acceptedLabel(key, row);
    return label === null
      ? null
      : {
          version: label,
          published: publishedVersionOf(label),
          acceptedAt: row.privacy_accepted_at,
          acceptedBy: row.privacy_accepted_by,
          current: label === inForce[key],
        };
  };
  const texts = Object.fromEntries(ACCEPTED_TEXT_KEYS.map((key) => [key, acceptance(key)])) as TextAcceptances;
  return { privacy: acceptance('privacy'), texts };
};
