import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { nextNumber } from './sequence.js';

export const typeIdOf = async (db: Kysely<DB>, code: string): Promise<number> =>
  (await db.selectFrom('types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

/** The ids of the protected records, looked up by role as the services do. */
export const systemIds = async (db: Kysely<DB>) => {
  const groups = await db.selectFrom('groups').select(['id', 'system_role']).where('system_role', 'is not', null).execute();
  const section = await db.selectFrom('sections').select('id').where('system_role', '=', 'NONE').executeTakeFirstOrThrow();
  return {
    noneGroup: groups.find((g) => g.system_role === 'NONE')!.id,
    removedGroup: groups.find((g) => g.system_role === 'REMOVED')!.id,
    noneSection: section.id,
  };
};

export type SystemIds = Awaited<ReturnType<typeof systemIds>>;

export const buildSection = async (db: Kysely<DB>, values: { name?: string; managerId?: number | null } = {}): Promise<number> => {
  const row = await db
    .insertInto('sections')
    .values({ name: values.name ?? `Section ${nextNumber()}`, manager_id: values.managerId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export interface GroupValues {
  name?: string;
  /** Default: the section "Aucune". */
  sectionId?: number;
  priceCents?: number;
  resubPriceCents?: number;
  /** Default: competitive swimming; `typeCode` names the type by its code instead. */
  typeId?: number | null;
  typeCode?: string;
  packId?: number | null;
  emailList?: string;
  ffnLicense?: boolean;
  shouldReceiveSubMail?: boolean;
  sportsCodeOfConduct?: boolean;
  coaches?: number[];
  nextGroups?: number[];
}

const typeIdFor = async (db: Kysely<DB>, values: GroupValues): Promise<number | null> => {
  if (values.typeCode !== undefined) return typeIdOf(db, values.typeCode);
  return values.typeId === undefined ? 9 : values.typeId;
};

export const buildGroup = async (db: Kysely<DB>, values: GroupValues = {}): Promise<number> => {
  const sectionId =
    values.sectionId ?? (await db.selectFrom('sections').select('id').where('system_role', '=', 'NONE').executeTakeFirstOrThrow()).id;
  const row = await db
    .insertInto('groups')
    .values({
      name: values.name ?? `Groupe ${nextNumber()}`,
      section_id: sectionId,
      price_cents: values.priceCents ?? 30000,
      resub_price_cents: values.resubPriceCents ?? 28000,
      type_id: await typeIdFor(db, values),
      pack_id: values.packId === undefined ? 3 : values.packId,
      email_list: values.emailList ?? '',
      ffn_license: values.ffnLicense === true ? 1 : 0,
      should_receive_sub_mail: values.shouldReceiveSubMail === false ? 0 : 1,
      sports_code_of_conduct: values.sportsCodeOfConduct === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.coaches !== undefined && values.coaches.length > 0) {
    await db
      .insertInto('group_coaches')
      .values(values.coaches.map((user_id) => ({ group_id: row.id, user_id })))
      .execute();
  }
  if (values.nextGroups !== undefined && values.nextGroups.length > 0) {
    await db
      .insertInto('group_next')
      .values(values.nextGroups.map((possible_group_id) => ({ group_id: row.id, possible_group_id })))
      .execute();
  }
  return row.id;
};

export const buildSubGroup = async (
  db: Kysely<DB>,
  groupId: number,
  values: { name?: string; coaches?: number[] } = {},
): Promise<number> => {
  const row = await db
    .insertInto('sub_groups')
    .values({ group_id: groupId, name: values.name ?? `Ligne ${nextNumber()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.coaches !== undefined && values.coaches.length > 0) {
    await db
      .insertInto('sub_group_coaches')
      .values(values.coaches.map((user_id) => ({ sub_group_id: row.id, user_id })))
      .execute();
  }
  return row.id;
};
