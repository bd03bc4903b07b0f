import type { Language } from '../../lib/language.js';
import { bilingualMail, type Bilingual } from '../../mail/bilingual.js';

/**
 * The password-reset mail: plain text, the staff member's language first and then the other
 * one, like every mail of the club. It names no one: whoever reads it already holds the mailbox.
 */
export interface PasswordResetMailData {
  language: Language;
  login: string;
  url: string;
  minutes: number;
  clubName: string;
}

export const passwordResetMail = (d: PasswordResetMailData): Bilingual =>
  bilingualMail(
    d.language,
    {
      subject: `${d.clubName} – réinitialiser votre mot de passe`,
      text: [
        'Bonjour,',
        '',
        `Une demande de nouveau mot de passe a été faite pour votre compte (identifiant : ${d.login}).`,
        'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
        d.url,
        '',
        `Ce lien fonctionne une seule fois, pendant ${d.minutes} minutes. Ne le transférez pas.`,
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.',
        '',
        d.clubName,
      ].join('\n'),
    },
    {
      subject: `${d.clubName} – reset your password`,
      text: [
        'Hello,',
        '',
        `Someone asked for a new password for your account (username: ${d.login}).`,
        'To choose a new password, open this link:',
        d.url,
        '',
        `This link works once, for ${d.minutes} minutes. Do not forward it.`,
        'If you did not ask for it, ignore this message: your current password still works.',
        '',
        d.clubName,
      ].join('\n'),
    },
  );
