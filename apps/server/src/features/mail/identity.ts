import type { Config } from '../../config.js';
import type { Language } from '../../lib/language.js';
import { displayName, isHeaderSafeAddress, mailboxAddress } from '../../mail/mailbox.js';
import type { ClubIdentity } from '../club/identity.js';

/** Who a group mail comes from, as the families see it. */
export interface SenderIdentity {
  /** First and last name. */
  name: string;
  /** From display name: the sender and the club; the address stays MAIL_FROM's. */
  fromName: string;
  replyTo: string;
  /** False when the answers go to the club because the sender has no usable address. */
  replyToSender: boolean;
  signature: Record<Language, string>;
}

/** The club a group mail is signed with, read before any transaction opens (club settings). */
export interface SendingClub {
  name: string;
  /**
   * Where answers go when the sender has no address of their own: the club's contact address
   * from its settings, or MAIL_FROM's address until an admin sets one.
   */
  replyTo: string;
}

export const sendingClub = async (club: ClubIdentity, config: Pick<Config, 'mailFrom'>): Promise<SendingClub> => {
  const row = await club.settings();
  return { name: club.nameOf(row), replyTo: club.contactOf(row) ?? mailboxAddress(config.mailFrom) };
};

const CLOSING: Record<Language, string> = { fr: 'Cordialement,', en: 'Kind regards,' };

/**
 * The signature ends the text after the `-- ` line of RFC 3676 §4.3, which mail programs
 * recognise: they show it apart and leave it out of the quote when a family answers.
 */
const signatureIn = (language: Language, name: string, club: string): string => `-- \n${CLOSING[language]}\n${name}\n${club}`;

export const senderIdentity = (
  sender: { first_name: string; last_name: string; email: string | null },
  sending: SendingClub,
): SenderIdentity => {
  const name = displayName(`${sender.first_name} ${sender.last_name}`);
  const club = displayName(sending.name);
  // An address a header could read as two (a comma in it) is not used: answers go to the club.
  const own = sender.email !== null && isHeaderSafeAddress(sender.email) ? sender.email : null;
  return {
    name,
    fromName: `${name} – ${club}`,
    replyTo: own ?? sending.replyTo,
    replyToSender: own !== null,
    signature: { fr: signatureIn('fr', name, club), en: signatureIn('en', name, club) },
  };
};

/** The message as the families receive it: the text typed, then the signature in their language. */
export const signed = (message: string, language: Language, identity: SenderIdentity): string =>
  `${message}\n\n${identity.signature[language]}`;
