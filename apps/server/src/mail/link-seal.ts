import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What an outbox row, the member's data export and the screens hold where a mail's secret link
 * was. Mails are bilingual, so the words are too; the sender puts the link back when it sends.
 */
export const LINK_PLACEHOLDER = '[lien masqué / link hidden]';

/**
 * Distinct from every other use of the JWT secret: the same secret signs staff tokens, and
 * a key derived with another label would open nothing here.
 */
const KEY_LABEL = 'club-manager mail link seal v1';
const FORMAT = 'v1';
const CIPHER = 'aes-256-gcm';

/** A URL carrying a token in its query (`…/subscribe?token=…`), however the mail spells the rest. */
const TOKEN_URL = /https?:\/\/[^\s"'<>]*[?&]token=[^\s"'<>]*/g;

/** The body as stored: each occurrence of the link replaced by the placeholder. */
export const hideLink = (body: string, link: string): string => body.split(link).join(LINK_PLACEHOLDER);

/** The body as sent: the placeholder replaced by the link (nothing to do without one). */
export const revealLink = (body: string, link: string | undefined): string =>
  link === undefined ? body : body.split(LINK_PLACEHOLDER).join(link);

/** Any link with a token, hidden: for bodies stored before links were sealed. */
export const hideTokenLinks = (body: string): string => body.replace(TOKEN_URL, LINK_PLACEHOLDER);

export class SealedLinkError extends Error {}

/**
 * Seals the secret link of a queued mail (AES-256-GCM) with a key kept out of the database:
 * derived (HKDF-SHA-256) from the server's JWT secret, JWT_SECRET or DATA_DIR/jwt-secret. A copy
 * of the database alone opens no family's form; servers sharing a PostgreSQL database and the
 * same JWT_SECRET open each other's mails.
 */
export class LinkSeal {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): LinkSeal {
    if (secret === '') throw new Error('Mail links cannot be sealed without the JWT secret');
    return new LinkSeal(Buffer.from(hkdfSync('sha256', secret, '', KEY_LABEL, 32)));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url: a fresh IV each time, so one link seals differently twice. */
  seal(link: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The link, or SealedLinkError when it was sealed with another secret or altered. */
  open(sealed: string): string {
    const [format, iv, tag, ciphertext] = sealed.split('.');
    if (format !== FORMAT || iv === undefined || tag === undefined || ciphertext === undefined) {
      throw new SealedLinkError('The mail’s link is not in a known sealed form');
    }
    try {
      const decipher = createDecipheriv(CIPHER, this.key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // The message ends up in the outbox's last error: it names the likely cause, never the link.
      throw new SealedLinkError(
        'The mail’s link cannot be opened: was the JWT secret (JWT_SECRET or the data folder’s jwt-secret) changed?',
      );
    }
  }
}
