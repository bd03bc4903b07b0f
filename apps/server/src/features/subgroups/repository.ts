import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

export const findGroupName = (db: Executor, groupId: number) =>
  db.selectFrom('groups').select(['id', 'name']).where('id', '=', groupId).executeTakeFirst();

export const subGroupsOf = (db: Executor, groupId: number) =>
  db.selectFrom('sub_groups').select(['id', 'name']).where('group_id', '=', groupId).orderBy('name').execute();

export const findSubGroup = (db: Executor, id: number) =>
  db.selectFrom('sub_groups').select(['id', 'name', 'group_id']).where('id', '=', id).executeTakeFirst();

/** The coaches of these sub-groups, in one query. */
export const coachesOfSubGroups = (db: Executor, subGroupIds: readonly number[]) =>
  subGroupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sub_group_coaches as sc')
        .innerJoin('users as u', 'u.id', 'sc.user_id')
        .select(['sc.sub_group_id', 'u.id', 'u.first_name', 'u.last_name'])
        .where('sc.sub_group_id', 'in', [...subGroupIds])
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .execute();

export const subGroupNameTaken = async (db: Executor, groupId: number, name: string): Promise<boolean> =>
  (await db
    .selectFrom('sub_groups')
    .select('id')
    .where('group_id', '=', groupId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst()) !== undefined;

export const insertSubGroup = async (db: Executor, groupId: number, name: string, coachIds: readonly number[]): Promise<number> => {
  const row = await db.insertInto('sub_groups').values({ group_id: groupId, name }).returning('id').executeTakeFirstOrThrow();
  if (coachIds.length > 0) {
    await db
      .insertInto('sub_group_coaches')
      .values(coachIds.map((user_id) => ({ sub_group_id: row.id, user_id })))
      .execute();
  }
  return row.id;
};

/** Its students stay in the group, outside any sub-group. */
export const deleteSubGroup = async (db: Executor, id: number, now: string): Promise<void> => {
  await db.updateTable('members').set({ sub_group_id: null, updated_at: now }).where('sub_group_id', '=', id).execute();
  await db.deleteFrom('sub_groups').where('id', '=', id).execute();
};

/** Staff who may coach a sub-group: holders of the COACH role and the group's own coaches. */
export const coachPool = (db: Executor, groupId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('group_coaches as gc', (join) => join.onRef('gc.user_id', '=', 'u.id').on('gc.group_id', '=', groupId))
    .select(['u.id', 'u.first_name', 'u.last_name', 'gc.group_id as coaches_group'])
    .where((eb) =>
      eb.or([
        eb('gc.group_id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('r.name', '=', 'COACH'),
        ),
      ]),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();

export const studentsForSubGroups = (db: Executor, groupId: number) =>
  db
    .selectFrom('members')
    .select(['id', 'first_name', 'last_name', 'birth_date', 'sub_group_id'])
    .where('group_id', '=', groupId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
