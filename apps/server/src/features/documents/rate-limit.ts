import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { tokenRateLimit } from '../subscribe/guard.js';

/** The family's request: a link token in the query, looked up against the stored hashes. */
const carriesLinkToken = (request: FastifyRequest): boolean => {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' && token !== '';
};

/**
 * The limit of a subscription's PDF routes. A link token keeps the tight limit of the link
 * pages, since each try is a token look-up a guesser would repeat; a request without one is a
 * staff download, checked against the admin's login, and gets the API's general limit: a
 * secretary printing the forms of a queue at the counter is not stopped after 30. The two
 * kinds are counted apart, so neither uses up the other's allowance from a shared address.
 * Decided by the token alone: a request carrying one is a look-up, whoever sends it.
 */
export const documentRateLimit = (rateLimitMax: number): RateLimitOptions => {
  const link = tokenRateLimit(rateLimitMax);
  return {
    timeWindow: link.timeWindow,
    max: (request) => (carriesLinkToken(request) ? link.max : rateLimitMax),
    keyGenerator: (request) => `${carriesLinkToken(request) ? 'link' : 'staff'}|${normalizeIP(request.ip)}`,
  };
};
