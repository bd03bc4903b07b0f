import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Distinct from the JWT's and the mail links' keys, all derived from the same server secret. */
const KEY_LABEL = 'club-manager private links v1';
/** A link's public id: 16 base64url characters (12 random bytes). */
export const LINK_ID_LENGTH = 16;
const MAC_LENGTH = 43;

/**
 * The secret part of a private URL (docs/architecture.md#private-links): an HMAC-SHA-256 of the
 * link's kind and public id, under a key derived (HKDF) from JWT_SECRET or DATA_DIR/jwt-secret.
 * The database holds the id only, so neither it nor a backup gives a working URL, and the same
 * URL can be shown again without storing it.
 */
export class PrivateLinkSigner {
  private constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): PrivateLinkSigner {
    if (secret === '') throw new Error('Private links cannot be signed without the JWT secret');
    return new PrivateLinkSigner(Buffer.from(hkdfSync('sha256', secret, '', KEY_LABEL, 32)));
  }

  private mac(kind: string, id: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${id}`).digest('base64url');
  }

  /** The token a URL carries: the id then its MAC. */
  token(kind: string, id: string): string {
    return `${id}${this.mac(kind, id)}`;
  }

  /** The link id a token names, when its MAC is right for this kind; else null. */
  idOf(kind: string, token: string): string | null {
    if (token.length !== LINK_ID_LENGTH + MAC_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const id = token.slice(0, LINK_ID_LENGTH);
    const expected = Buffer.from(this.mac(kind, id));
    const given = Buffer.from(token.slice(LINK_ID_LENGTH));
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }
}
