import { seesAllGroups } from '@club/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { isCoachOfGroup } from './repository.js';

const MAX_ID = 2_147_483_647;

/**
 * A coach reaches only the groups they coach; admins and section managers every group (docs/product.md#roles).
 * Runs before validation, so a coach learns nothing about another group, not even
 * whether the id exists or what the body should hold.
 */
export const ownGroupOnly =
  (db: Kysely<DB>, param = 'id') =>
  async (request: FastifyRequest): Promise<void> => {
    const auth = request.auth;
    if (auth === null) throw new AppError('UNAUTHORIZED', 'Authentication required');
    if (seesAllGroups(auth.roles)) return;
    const raw = (request.params as Record<string, unknown>)[param];
    const groupId = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
    // Bounded like the `id` schema: a bigger number is no group, and PostgreSQL would refuse it.
    if (!(groupId > 0 && groupId <= MAX_ID) || !(await isCoachOfGroup(db, auth.userId, groupId))) {
      throw forbidden('Only the coaches of this group may reach it');
    }
  };
