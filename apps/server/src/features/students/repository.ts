import type { Kysely, Transaction } from 'kysely';
import { chunks } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** Stays far below SQLite's and PostgreSQL's limits on bound parameters. */
const IN_CHUNK = 1000;

export const membersByIds = async (db: Executor, ids: readonly number[]) => {
  const rows: { id: number; group_id: number | null; guardian_id: number | null }[] = [];
  for (const part of chunks(ids, IN_CHUNK)) {
    rows.push(...(await db.selectFrom('members').select(['id', 'group_id', 'guardian_id']).where('id', 'in', part).execute()));
  }
  return rows;
};

export const findMember = (db: Executor, id: number) =>
  db.selectFrom('members').select(['id', 'group_id', 'sub_group_id']).where('id', '=', id).executeTakeFirst();

export const groupsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('groups').select(['id', 'system_role']).where('id', 'in', [...ids]).execute();

export const findGroupRole = (db: Executor, id: number) =>
  db.selectFrom('groups').select(['id', 'system_role']).where('id', '=', id).executeTakeFirst();

/**
 * Moves members to a group: out of their sub-group, `left_at` set when they go to the
 * removed-members group and cleared when they join an ordinary group, and their next-year
 * choice kept only when it is also a possible next group of the new group.
 */
export const moveMembers = async (
  db: Executor,
  ids: readonly number[],
  target: { id: number; systemRole: string | null },
  now: string,
): Promise<void> => {
  for (const part of chunks(ids, IN_CHUNK)) {
    await db
      .updateTable('members')
      .set((eb) => ({
        group_id: target.id,
        sub_group_id: null,
        updated_at: now,
        version: eb('version', '+', 1),
        ...(target.systemRole === 'REMOVED' ? { left_at: now } : target.systemRole === null ? { left_at: null } : {}),
      }))
      .where('id', 'in', part)
      .execute();
    await db
      .updateTable('members')
      .set({ next_year_group_id: null })
      .where('id', 'in', part)
      .where('next_year_group_id', 'is not', null)
      .where((eb) =>
        eb(
          'next_year_group_id',
          'not in',
          eb.selectFrom('group_next').select('possible_group_id').where('group_id', '=', target.id),
        ),
      )
      .execute();
  }
};

export const findSubGroup = (db: Executor, id: number) =>
  db.selectFrom('sub_groups').select(['id', 'group_id', 'name']).where('id', '=', id).executeTakeFirst();

export const setMemberSubGroup = (db: Executor, memberId: number, subGroupId: number | null, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ sub_group_id: subGroupId, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', memberId)
    .execute();

/**
 * Deletes members for good with everything attached (subscriptions and their history,
 * test places, attendance: cascades), then the guardians nobody else refers to.
 */
export const deleteMembersPermanently = async (
  db: Executor,
  ids: readonly number[],
  guardianIds: readonly number[],
): Promise<{ members: number; guardians: number; subscriptions: number }> => {
  let members = 0;
  let subscriptions = 0;
  for (const part of chunks(ids, IN_CHUNK)) {
    // Explicit, so nothing depends on the database enforcing the cascades.
    const subs = await db.selectFrom('subscriptions').select('id').where('member_id', 'in', part).execute();
    for (const subPart of chunks(
      subs.map((s) => s.id),
      IN_CHUNK,
    )) {
      await db.deleteFrom('subscription_state_changes').where('subscription_id', 'in', subPart).execute();
    }
    subscriptions += Number((await db.deleteFrom('subscriptions').where('member_id', 'in', part).executeTakeFirst()).numDeletedRows);
    await db.deleteFrom('test_members').where('member_id', 'in', part).execute();
    await db.deleteFrom('attendances').where('member_id', 'in', part).execute();
    members += Number((await db.deleteFrom('members').where('id', 'in', part).executeTakeFirst()).numDeletedRows);
  }
  let guardians = 0;
  for (const part of chunks([...new Set(guardianIds)], IN_CHUNK)) {
    const result = await db
      .deleteFrom('guardians')
      .where('id', 'in', part)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('members').select('members.id').whereRef('members.guardian_id', '=', 'guardians.id'))),
      )
      .executeTakeFirst();
    guardians += Number(result.numDeletedRows);
  }
  return { members, guardians, subscriptions };
};
