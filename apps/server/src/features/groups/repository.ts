import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** A group with its section, type, pack and number of students: one query for any number of groups. */
const groupsQuery = (db: Executor) =>
  db
    .selectFrom('groups as g')
    .innerJoin('sections as s', 's.id', 'g.section_id')
    .leftJoin('types as t', 't.id', 'g.type_id')
    .leftJoin('packs as p', 'p.id', 'g.pack_id')
    .select([
      'g.id',
      'g.name',
      'g.price_cents',
      'g.resub_price_cents',
      'g.section_id',
      'g.pack_id',
      'g.type_id',
      'g.ffn_license',
      'g.should_receive_sub_mail',
      'g.email_list',
      'g.sports_code_of_conduct',
      'g.system_role',
      'g.version',
      's.name as section_name',
      's.system_role as section_system_role',
      't.code as type_code',
      't.label_fr as type_label_fr',
      't.label_en as type_label_en',
      'p.label_fr as pack_label_fr',
      'p.label_en as pack_label_en',
      // Kept by the database on every write to members (migration 005).
      'g.student_count',
    ]);

export type GroupListRow = Awaited<ReturnType<ReturnType<typeof groupsQuery>['execute']>>[number];

/** All groups, or those a coach coaches, or those of a section; the service puts them in natural order. */
export const listGroups = (db: Executor, filter: { coachId?: number; sectionId?: number } = {}) => {
  let query = groupsQuery(db);
  if (filter.coachId !== undefined) {
    const coachId = filter.coachId;
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('group_coaches as gc').select('gc.group_id').whereRef('gc.group_id', '=', 'g.id').where('gc.user_id', '=', coachId),
      ),
    );
  }
  if (filter.sectionId !== undefined) query = query.where('g.section_id', '=', filter.sectionId);
  return query.execute();
};

export const findGroupRow = (db: Executor, id: number) => groupsQuery(db).where('g.id', '=', id).executeTakeFirst();

export const findGroup = (db: Executor, id: number) =>
  db.selectFrom('groups').select(['id', 'name', 'system_role', 'section_id', 'version']).where('id', '=', id).executeTakeFirst();

export const groupSummaries = (db: Executor, ids?: readonly number[]) => {
  let query = db.selectFrom('groups').select(['id', 'name']);
  if (ids !== undefined) {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where('id', 'in', [...ids]);
  }
  return query.orderBy('name').execute();
};

export const isCoachOfGroup = async (db: Executor, userId: number, groupId: number): Promise<boolean> =>
  (await db
    .selectFrom('group_coaches')
    .select('group_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** The coaches of these groups, in one query. */
export const coachesOfGroups = (db: Executor, groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('group_coaches as gc')
        .innerJoin('users as u', 'u.id', 'gc.user_id')
        .select(['gc.group_id', 'u.id', 'u.first_name', 'u.last_name'])
        .where('gc.group_id', 'in', [...groupIds])
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .execute();

/** The students of a group with sub-group and guardian, sorted by name: one query. */
/** The group's students by name; `page` limits them to one page (the name index gives the order, so a page stops early). */
export const studentsOfGroup = (db: Executor, groupId: number, page?: { offset: number; limit: number }) => {
  const query = db
    .selectFrom('members as m')
    .leftJoin('sub_groups as sg', 'sg.id', 'm.sub_group_id')
    .leftJoin('guardians as gd', 'gd.id', 'm.guardian_id')
    .select([
      'm.id',
      'm.first_name',
      'm.last_name',
      'm.birth_date',
      'm.gender',
      'm.sub_group_id',
      'sg.name as sub_group_name',
      'm.next_year_group_id',
      'm.email',
      'm.phone_number',
      'gd.id as guardian_id',
      'gd.first_name as guardian_first_name',
      'gd.last_name as guardian_last_name',
      'gd.email as guardian_email',
      'gd.phone_number as guardian_phone_number',
    ])
    .where('m.group_id', '=', groupId)
    .orderBy('m.last_name')
    .orderBy('m.first_name')
    .orderBy('m.id');
  return (page === undefined ? query : query.limit(page.limit).offset(page.offset)).execute();
};

export const subGroupsOfGroup = (db: Executor, groupId: number) =>
  db.selectFrom('sub_groups').select(['id', 'name']).where('group_id', '=', groupId).orderBy('name').execute();

/** Another group with this name, compared without case. */
export const groupNameTaken = async (db: Executor, name: string, exceptId?: number): Promise<boolean> => {
  let query = db
    .selectFrom('groups')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const sectionExists = async (db: Executor, id: number): Promise<boolean> =>
  (await db.selectFrom('sections').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export interface GroupValues {
  name: string;
  price_cents: number;
  resub_price_cents: number;
  section_id: number;
  pack_id: number;
  type_id: number;
  email_list: string;
  ffn_license: number;
  should_receive_sub_mail: number;
  sports_code_of_conduct: number;
}

export const insertGroup = async (db: Executor, values: GroupValues): Promise<number> => {
  const row = await db.insertInto('groups').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

/** Updates when the version still matches; false when someone saved in between. */
export const updateGroup = async (db: Executor, id: number, values: Partial<GroupValues>, expectedVersion: number): Promise<boolean> => {
  const result = await db
    .updateTable('groups')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const setGroupCoaches = async (db: Executor, groupId: number, userIds: readonly number[]): Promise<void> => {
  await db.deleteFrom('group_coaches').where('group_id', '=', groupId).execute();
  if (userIds.length > 0) {
    await db
      .insertInto('group_coaches')
      .values(userIds.map((user_id) => ({ group_id: groupId, user_id })))
      .execute();
  }
};

/**
 * Before a group is deleted (docs/product.md#groups): its members go to "Aucun" without sub-group or
 * next-year choice, its subscriptions point to "Aucun", and nobody keeps it as next year's group.
 */
export const releaseGroup = async (db: Executor, groupId: number, noneGroupId: number, now: string): Promise<number> => {
  const moved = await db
    .updateTable('members')
    .set((eb) => ({
      group_id: noneGroupId,
      sub_group_id: null,
      next_year_group_id: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  await db.updateTable('members').set({ next_year_group_id: null, updated_at: now }).where('next_year_group_id', '=', groupId).execute();
  await db.updateTable('subscriptions').set({ group_id: noneGroupId, updated_at: now }).where('group_id', '=', groupId).execute();
  return Number(moved.numUpdatedRows);
};

export const deleteGroup = (db: Executor, id: number) => db.deleteFrom('groups').where('id', '=', id).execute();

export const setGroupSection = (db: Executor, id: number, sectionId: number) =>
  db
    .updateTable('groups')
    .set((eb) => ({ section_id: sectionId, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** Every ordinary group, flagged when it is a possible next-year group of `groupId`. */
export const nextGroupOptions = (db: Executor, groupId: number) =>
  db
    .selectFrom('groups as g')
    .leftJoin('group_next as gn', (join) => join.onRef('gn.possible_group_id', '=', 'g.id').on('gn.group_id', '=', groupId))
    .select(['g.id', 'g.name', 'gn.group_id as linked'])
    .where('g.system_role', 'is', null)
    .orderBy('g.name')
    .execute();

export const possibleNextGroups = (db: Executor, groupId: number) =>
  db
    .selectFrom('group_next as gn')
    .innerJoin('groups as g', 'g.id', 'gn.possible_group_id')
    .select(['g.id', 'g.name'])
    .where('gn.group_id', '=', groupId)
    .orderBy('g.name')
    .execute();

export const isPossibleNextGroup = async (db: Executor, groupId: number, possibleGroupId: number): Promise<boolean> =>
  (await db
    .selectFrom('group_next')
    .select('group_id')
    .where('group_id', '=', groupId)
    .where('possible_group_id', '=', possibleGroupId)
    .executeTakeFirst()) !== undefined;

export const addNextGroup = (db: Executor, groupId: number, possibleGroupId: number) =>
  db.insertInto('group_next').values({ group_id: groupId, possible_group_id: possibleGroupId }).execute();

/** Removes a possible group; the group's students who had chosen it go back to "Aucune". */
export const removeNextGroup = async (db: Executor, groupId: number, possibleGroupId: number, now: string) => {
  await db.deleteFrom('group_next').where('group_id', '=', groupId).where('possible_group_id', '=', possibleGroupId).execute();
  await db
    .updateTable('members')
    .set({ next_year_group_id: null, updated_at: now })
    .where('group_id', '=', groupId)
    .where('next_year_group_id', '=', possibleGroupId)
    .execute();
};

export const memberIdsInGroup = async (db: Executor, groupId: number, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('group_id', '=', groupId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
};

export const setNextYearGroup = (db: Executor, memberIds: readonly number[], nextYearGroupId: number | null, now: string) =>
  db
    .updateTable('members')
    .set((eb) => ({ next_year_group_id: nextYearGroupId, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', 'in', [...memberIds])
    .execute();

/** What a group mail needs: each member's age, contacts and language. */
export const recipientRowsOfGroup = (db: Executor, groupId: number) =>
  db
    .selectFrom('members as m')
    .leftJoin('guardians as gd', 'gd.id', 'm.guardian_id')
    .select([
      'm.birth_date',
      'm.email',
      'm.language',
      'm.second_guardian_email',
      'gd.email as guardian_email',
      'gd.secondary_email as guardian_secondary_email',
      'gd.language as guardian_language',
    ])
    .where('m.group_id', '=', groupId)
    .orderBy('m.id')
    .execute();
