import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasRole } from '../../auth/access.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { linkCancelled, linkExpired, linkNotFound } from './link-errors.js';
import { lookUpSubscriptionToken } from './links.js';

/**
 * Who may read a subscription's documents: the family with that subscription's link token,
 * or an administrator (docs/product.md#roles: subscriptions are the admins'). A token of another
 * subscription gets the same 404 as an unknown one.
 */
export const authorizeSubscriptionAccess = async (
  db: Kysely<DB>,
  clock: Clock,
  request: FastifyRequest,
  subscriptionId: number,
  token: string | undefined,
): Promise<'family' | 'staff'> => {
  if (token !== undefined && token !== '') {
    const found = await lookUpSubscriptionToken(db, token, clock.now());
    if (found.status === 'expired') throw linkExpired();
    if (found.status !== 'valid' || found.subscriptionId !== subscriptionId) throw linkNotFound();
    if (found.state === 'CANCELLED') throw linkCancelled();
    return 'family';
  }
  const user = request.auth;
  if (user === null) throw new AppError('UNAUTHORIZED', 'A link token or a staff login is required');
  if (user.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED', 'The password must be changed first');
  if (!hasRole(user, 'ADMIN')) throw forbidden();
  return 'staff';
};

/** Token look-ups answer fewer requests per address than the rest of the API: a twentieth (30/min by default). */
export const tokenRateLimit = (rateLimitMax: number) => ({ max: Math.max(1, Math.floor(rateLimitMax / 20)), timeWindow: 60_000 });
