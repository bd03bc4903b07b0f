import type { Language } from '../lib/language.js';

/** A mail's subject and plain-text body. */
export interface Bilingual {
  subject: string;
  text: string;
}

/**
 * Every mail of the club is plain text in both languages: the reader's language first, then the
 * other one under a separator, because a new family's (or a new address's) language is not known.
 * The subject is the first language's.
 */
export const bilingualMail = (language: Language, fr: Bilingual, en: Bilingual): Bilingual => {
  const [first, second] = language === 'en' ? [en, fr] : [fr, en];
  return { subject: first.subject, text: `${first.text}\n\n— — —\n\n${second.text}` };
};
