import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

/**
 * Rows for the session and time-slot tests, inserted directly: groups sit in the seeded
 * section "Aucune" (id 1). Names are unique per call so tests never collide.
 */
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export const newClientKey = (): string => randomUUID();

export const insertGroup = async (db: Kysely<DB>, name = `Groupe ${next()}`): Promise<number> => {
  const row = await db.insertInto('groups').values({ name, section_id: 1 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export const insertSubGroup = async (db: Kysely<DB>, groupId: number, name = `Sous-groupe ${next()}`): Promise<number> => {
  const row = await db.insertInto('sub_groups').values({ group_id: groupId, name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

export const insertMember = async (
  db: Kysely<DB>,
  member: { groupId: number | null; subGroupId?: number | null; firstName?: string; lastName?: string; leftAt?: string },
): Promise<number> => {
  const n = next();
  const now = '2026-09-01T08:00:00.000Z';
  const row = await db
    .insertInto('members')
    .values({
      first_name: member.firstName ?? `Prénom${n}`,
      last_name: member.lastName ?? `Nom${n}`,
      gender: n % 2 === 0 ? 'F' : 'M',
      birth_date: '2014-05-17',
      group_id: member.groupId,
      sub_group_id: member.subGroupId ?? null,
      left_at: member.leftAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

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
