/**
 * Test support, not used by the product: planned sessions written straight into the database
 * (the planning keeps them from the time slots), and a family with children in groups.
 */
import { localDayOf } from '@club/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { buildGuardian, buildMember, buildSubscription } from '../../test/factories/index.js';

export const buildPlannedSession = async (
  db: Kysely<DB>,
  values: { groupId: number; startsAt: string; status?: 'PLANNED' | 'CANCELLED'; location?: string },
): Promise<number> => {
  const start = new Date(values.startsAt);
  const row = await db
    .insertInto('planned_sessions')
    .values({
      group_id: values.groupId,
      time_slot_id: null,
      day: localDayOf(start).day,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
      location: values.location ?? 'Stade Louis-II',
      status: values.status ?? 'PLANNED',
      cancel_reason: values.status === 'CANCELLED' ? 'Bassin fermé' : null,
      cancelled_at: null,
      cancelled_by: null,
      created_at: '2026-09-01T00:00:00.000Z',
      updated_at: '2026-09-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A guardian's children, each in a group with a subscription of the current season (`state` per child). */
export const buildFamilyOf = async (
  db: Kysely<DB>,
  email: string,
  children: { firstName: string; lastName?: string; groupId: number; state?: string }[],
): Promise<Record<string, number>> => {
  const guardianId = await buildGuardian(db, { email });
  const ids: Record<string, number> = {};
  for (const child of children) {
    const id = await buildMember(db, { firstName: child.firstName, lastName: child.lastName, groupId: child.groupId, guardianId });
    await buildSubscription(db, id, { groupId: child.groupId, state: child.state ?? 'SCHEDULED' });
    ids[child.firstName] = id;
  }
  return ids;
};
