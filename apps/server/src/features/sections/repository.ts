import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

export type Executor = Kysely<DB> | Transaction<DB>;

export interface SectionRow {
  id: number;
  name: string;
  manager_id: number | null;
  system_role: string | null;
  version: number;
  manager_first_name: string | null;
  manager_last_name: string | null;
}

const sectionsQuery = (db: Executor) =>
  db
    .selectFrom('sections as s')
    .leftJoin('users as u', 'u.id', 's.manager_id')
    .select([
      's.id',
      's.name',
      's.manager_id',
      's.system_role',
      's.version',
      'u.first_name as manager_first_name',
      'u.last_name as manager_last_name',
    ]);

/** Ordinary sections by name, the section "Aucune" last. */
export const listSections = (db: Executor): Promise<SectionRow[]> =>
  sectionsQuery(db)
    .orderBy((eb) => eb.case().when('s.system_role', 'is', null).then(0).else(1).end())
    .orderBy('s.name')
    .execute();

export const findSection = (db: Executor, id: number): Promise<SectionRow | undefined> =>
  sectionsQuery(db).where('s.id', '=', id).executeTakeFirst();

/** The groups of these sections, in one query. */
export const groupsOfSections = (db: Executor, sectionIds: readonly number[]) =>
  sectionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('groups')
        .select(['id', 'name', 'section_id'])
        .where('section_id', 'in', [...sectionIds])
        .orderBy('name')
        .execute();

/** Another section with this name, compared without case. */
export const sectionNameTaken = async (db: Executor, name: string, exceptId?: number): Promise<boolean> => {
  let query = db
    .selectFrom('sections')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const insertSection = async (db: Executor, values: { name: string; manager_id: number | null }): Promise<number> => {
  const row = await db.insertInto('sections').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

/** Updates when the version still matches; false when someone saved in between. */
export const updateSection = async (
  db: Executor,
  id: number,
  values: { name: string; manager_id?: number | null },
  expectedVersion: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('sections')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export const moveGroupsToSection = (db: Executor, fromSectionId: number, toSectionId: number) =>
  db
    .updateTable('groups')
    .set((eb) => ({ section_id: toSectionId, version: eb('version', '+', 1) }))
    .where('section_id', '=', fromSectionId)
    .execute();

export const deleteSection = (db: Executor, id: number) => db.deleteFrom('sections').where('id', '=', id).execute();

/** Does this user hold the COACH role (docs/product.md#sections: the manager is chosen among the coaches)? */
export const holdsCoachRole = async (db: Executor, userId: number): Promise<boolean> =>
  (await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .where('r.name', '=', 'COACH')
    .executeTakeFirst()) !== undefined;
