import { notFound } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import { findSubscriptionIdOfMember } from './repositories/context.js';
import { currentSeason, findSeason } from './repositories/seasons.js';

/** The season a list, an export or a cancellation asks for, else the current one; 404 for an unknown one. */
export const seasonOrCurrent = async (db: Executor, seasonId: number | undefined) => {
  const season = seasonId === undefined ? await currentSeason(db) : await findSeason(db, seasonId);
  if (season === undefined) throw notFound('Season not found');
  return season;
};

/** The member's subscription to show: the one asked for, else the latest season's; 404 when none. */
export const subscriptionIdOf = async (db: Executor, memberId: number, subscriptionId?: number): Promise<number> => {
  const id = await findSubscriptionIdOfMember(db, memberId, subscriptionId);
  if (id === undefined) throw notFound('Subscription not found');
  return id;
};
