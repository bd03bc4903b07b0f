import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

/**
 * Helpers for the session and time-slot tests: coaches, moves and row counts straight in the
 * database. Groups and members come from the factories (test/factories/).
 */
export const newClientKey = (): string => randomUUID();

export const coachGroup = (db: Kysely<DB>, groupId: number, userId: number) =>
  db.insertInto('group_coaches').values({ group_id: groupId, user_id: userId }).execute();

export const coachSubGroup = (db: Kysely<DB>, subGroupId: number, userId: number) =>
  db.insertInto('sub_group_coaches').values({ sub_group_id: subGroupId, user_id: userId }).execute();

export const moveMember = (db: Kysely<DB>, memberId: number, groupId: number | null, subGroupId: number | null = null) =>
  db.updateTable('members').set({ group_id: groupId, sub_group_id: subGroupId }).where('id', '=', memberId).execute();

export const countRows = async (db: Kysely<DB>, table: 'training_sessions' | 'attendances' | 'time_slots'): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
