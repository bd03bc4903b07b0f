import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer <token>` against the configured token, in constant time: both sides are
 * hashed first, so neither the content nor the length of the token leaks through timing.
 */
export const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  // Compared even when absent, so a missing header takes as long as a wrong one.
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
};
