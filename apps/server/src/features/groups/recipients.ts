import { EMAIL, isMinor, splitEmailList } from '@club/domain';
import { asLanguage, type Language } from '../../lib/language.js';

export interface RecipientSource {
  birth_date: string;
  email: string | null;
  language: string | null;
  second_guardian_email: string | null;
  guardian_email: string | null;
  guardian_secondary_email: string | null;
  guardian_language: string | null;
}

const normalise = (address: string | null): string | null => {
  const value = address?.trim().toLowerCase() ?? '';
  return EMAIL.test(value) ? value : null;
};

/**
 * Who a group mail goes to, with the language to write to them in:
 * adults at their own address (or their contact's when they have none), minors through
 * their guardian (main and secondary address) and second guardian, then the group's
 * e-mail list. Lower-cased, each address once; the first language found for it wins
 * and the e-mail list is in French, the club's language.
 */
export const groupRecipients = (members: readonly RecipientSource[], emailList: string, now: Date): Map<string, Language> => {
  const recipients = new Map<string, Language>();
  const add = (address: string | null, language: string | null) => {
    const value = normalise(address);
    if (value !== null && !recipients.has(value)) recipients.set(value, asLanguage(language));
  };
  for (const member of members) {
    if (isMinor(member.birth_date, now)) {
      const language = member.guardian_language ?? member.language;
      add(member.guardian_email, language);
      add(member.guardian_secondary_email, language);
      add(member.second_guardian_email, language);
    } else {
      add(member.email ?? member.guardian_email, member.language ?? member.guardian_language);
    }
  }
  for (const address of splitEmailList(emailList)) add(address, null);
  return recipients;
};
