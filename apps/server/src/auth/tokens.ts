import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { RecentMap } from '../lib/recent-map.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A persistent session (remember me) lasts 30 days; a browser-session one 12 hours. */
export const SESSION_SECONDS = { persistent: 30 * 24 * 3600, browser: 12 * 3600 } as const;

const ISSUER = 'club-manager';
const AUDIENCE = 'club-staff';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Tokens already verified; a staff member sends the same one with every call for 15 minutes. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  expiresAt: number;
}

/** Short-lived HS256 access tokens; the algorithm is pinned on verification. */
export class AccessTokens {
  /**
   * A token's signature and claims do not change: once verified, only its expiry is left to
   * check against the time of each call. Least recently used tokens are forgotten first.
   */
  private readonly verified = new RecentMap<string, VerifiedToken>(VERIFIED_TOKENS_KEPT);

  /** Imported once: given the raw bytes, jose would import the key again for every token. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async sign(claims: AccessClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(await this.key);
  }

  /** The claims of a valid token, or null for a forged, expired, `alg: none` or malformed one. */
  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known !== undefined && now.getTime() < known.expiresAt) return known.claims;
    const verified = await this.verifyAnew(token, now);
    if (verified === null) this.verified.delete(token);
    else this.verified.set(token, verified);
    return verified === null ? null : verified.claims;
  }

  private async verifyAnew(token: string, now: Date): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const userId = Number(payload.sub);
      // Tokens signed here carry no `nbf`; one that does is not one of ours.
      if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.sid !== 'string' || payload.nbf !== undefined)
        return null;
      // jose accepts a token up to (not at) its `exp` second.
      return { claims: { userId, sessionId: payload.sid }, expiresAt: payload.exp! * 1000 };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** An opaque random token (256 bits) and the hash that is the only thing stored. */
export const newOpaqueToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newId = (): string => randomBytes(16).toString('hex');
