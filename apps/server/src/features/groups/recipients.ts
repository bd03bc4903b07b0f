import { EMAIL, latestAdultBirthDate, splitEmailList } from '@club/domain';
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
 * Who is a minor is read against the last adult birth date, found once: counting each member's
 * years with dayjs cost more than the rest of the answer in a group of a few hundred.
 */
export const groupRecipients = (members: readonly RecipientSource[], emailList: string, now: Date): Map<string, Language> => {
  const recipients = new Map<string, Language>();
  const add = (address: string | null, language: string | null) => {
    const value = normalise(address);
    if (value !== null && !recipients.has(value)) recipients.set(value, asLanguage(language));
  };
  const latestAdultBirth = latestAdultBirthDate(now);
  for (const member of members) {
    // Birth dates are `YYYY-MM-DD` text: born after the last adult birth date is a minor.
    if (member.birth_date > latestAdultBirth) {
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
