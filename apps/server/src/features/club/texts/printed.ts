import type { GenericDocument } from '@club/domain';
import type { ClubTextKey, ReadableText } from '@club/domain/club';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.js';
import type { Language } from '../../../lib/language.js';
import { acceptedLabel, type AcceptedLabels } from './acceptances.js';
import { clubTextsOf } from './current.js';

/** The legal text each printable document carries; the general form is the checklist's `asmPdf`. */
export const TEXT_OF_DOCUMENT: Record<GenericDocument, ClubTextKey> = {
  rules: 'rules',
  asmPdf: 'generalForm',
  codeOfConduct: 'codeOfConduct',
  guardianCodeOfConduct: 'guardianCodeOfConduct',
};

/**
 * The words a PDF prints: for a subscription whose form accepted the text, the version accepted
 * (what the family signs is what they accepted); otherwise the version in force, or the shipped
 * draft before any is published.
 */
export const printedText = async (
  db: Kysely<DB>,
  key: ClubTextKey,
  language: Language,
  accepted?: AcceptedLabels,
): Promise<ReadableText> => {
  const texts = clubTextsOf(db);
  const text = accepted === undefined ? await texts.current(key) : await texts.named(key, acceptedLabel(key, accepted));
  return texts.readable(text, language);
};
