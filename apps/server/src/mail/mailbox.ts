import addressparser from 'nodemailer/lib/addressparser/index.js';

/**
 * The address of a mailbox such as MAIL_FROM (`Club de natation <no-reply@club.local>` or a
 * bare address), read by the parser nodemailer applies to a From given as text: a mail that
 * gets a display name of its own keeps exactly the address the plain MAIL_FROM would have.
 */
export const mailboxAddress = (mailbox: string): string => addressparser(mailbox, { flatten: true })[0]?.address || mailbox.trim();

/**
 * An address that goes into a header as is and that every mail reader parses back as itself:
 * a dot-atom local part and a domain of letters, digits and hyphens (RFC 5322 §3.2.3, letters
 * of any script as RFC 6532 allows). The address pattern of the forms accepts more (a comma,
 * a quote, angle brackets), which a header would read as several addresses or a name.
 */
const HEADER_SAFE_ADDRESS =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*$/u;

export const isHeaderSafeAddress = (address: string): boolean => address.length <= 254 && HEADER_SAFE_ADDRESS.test(address);

/** A display name on one line: control characters (line breaks included) become spaces. */
export const displayName = (name: string): string =>
  name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
