import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

export interface FamilySignInMailData {
  language: Language;
  url: string;
  minutes: number;
  clubName: string;
}

/**
 * The family space's sign-in mail: plain text, the family's language first and then the other
 * one, like every mail of the club. It names no child: whoever reads it already holds the mailbox.
 */
export const familySignInMail = (d: FamilySignInMailData): Bilingual =>
  bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – votre lien pour l’espace famille`,
      text: [
        'Bonjour,',
        '',
        'Pour ouvrir l’espace famille du club, où vous retrouvez les adhérents liés à cette adresse et leur inscription, ouvrez ce lien :',
        d.url,
        '',
        `Ce lien fonctionne une seule fois, pendant ${d.minutes} minutes. Ne le transférez pas.`,
        'Si vous n’avez rien demandé, ignorez ce message.',
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – your link to the family space`,
      text: [
        'Hello,',
        '',
        'To open the club’s family space, where you find the members attached to this address and their subscription, open this link:',
        d.url,
        '',
        `This link works once, for ${d.minutes} minutes. Do not forward it.`,
        'If you did not ask for it, ignore this message.',
        '',
        d.clubName,
      ].join('\n'),
    },
  );
