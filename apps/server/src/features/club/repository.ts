import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { ClubSettingsTable, DB } from '../../db/types.js';

export type Executor = Kysely<DB> | Transaction<DB>;

/** The settings row has this id, and no other row exists (migration 015). */
const SETTINGS_ID = 1;

/** Every column of the settings but the logo's bytes, which only the logo's own route reads. */
const settingsQuery = (db: Executor) =>
  db
    .selectFrom('club_settings')
    .select([
      'name',
      'short_name',
      'address_lines',
      'postal_code',
      'city',
      'country',
      'email',
      'phone',
      'website',
      'registration_number',
      'federation_number',
      'president_name',
      'president_title',
      'treasurer_name',
      'treasurer_title',
      'iban',
      'bic',
      'logo_type',
      'logo_etag',
      'logo_width',
      'logo_height',
      'version',
      'updated_at',
      'updated_by',
    ])
    .where('id', '=', SETTINGS_ID);

export type ClubSettingsRow = Awaited<ReturnType<ReturnType<typeof settingsQuery>['executeTakeFirstOrThrow']>>;

export const readClubSettings = (db: Executor): Promise<ClubSettingsRow> => settingsQuery(db).executeTakeFirstOrThrow();

export type ClubSettingsChange = Omit<
  Updateable<ClubSettingsTable>,
  'id' | 'version' | 'logo' | 'logo_type' | 'logo_etag' | 'logo_width' | 'logo_height'
>;

/** Saves when the version still matches; false when someone saved in between. */
export const updateClubSettings = async (db: Executor, values: ClubSettingsChange, expectedVersion: number): Promise<boolean> => {
  const result = await db
    .updateTable('club_settings')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', SETTINGS_ID)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export interface StoredLogo {
  logo: Buffer;
  logo_type: string;
  logo_etag: string;
  logo_width: number | null;
  logo_height: number | null;
}

/** The logo lives apart from the identity's version: changing it never makes an open form stale. */
export const writeLogo = (db: Executor, logo: StoredLogo | null, at: string, actorId: number) =>
  db
    .updateTable('club_settings')
    .set({
      logo: logo?.logo ?? null,
      logo_type: logo?.logo_type ?? null,
      logo_etag: logo?.logo_etag ?? null,
      logo_width: logo?.logo_width ?? null,
      logo_height: logo?.logo_height ?? null,
      updated_at: at,
      updated_by: actorId,
    })
    .where('id', '=', SETTINGS_ID)
    .execute();

export const readLogo = (db: Executor) =>
  db
    .selectFrom('club_settings')
    .select(['logo', 'logo_type', 'logo_etag', 'logo_width', 'logo_height'])
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();

export const findUserLogin = async (db: Executor, userId: number): Promise<string | null> =>
  (await db.selectFrom('users').select('login').where('id', '=', userId).executeTakeFirst())?.login ?? null;

/**
 * Makes the place writes of two admins take turns on PostgreSQL, so that moving the default
 * never meets another move half done (SQLite runs one write transaction at a time anyway).
 */
export const lockPlaces = async (db: Executor, dialect: DialectName): Promise<void> => {
  if (dialect === 'postgres') await db.selectFrom('club_settings').select('id').where('id', '=', SETTINGS_ID).forUpdate().execute();
};

const placesQuery = (db: Executor) => db.selectFrom('club_places').select(['id', 'name', 'address', 'is_default', 'sort_order', 'version']);

export type PlaceRow = Awaited<ReturnType<ReturnType<typeof placesQuery>['execute']>>[number];

export const listPlaces = (db: Executor): Promise<PlaceRow[]> => placesQuery(db).orderBy('sort_order').orderBy('id').execute();

export const findPlace = (db: Executor, id: number): Promise<PlaceRow | undefined> =>
  placesQuery(db).where('id', '=', id).executeTakeFirst();

export const placeNameTaken = async (db: Executor, nameKey: string, exceptId?: number): Promise<boolean> => {
  let query = db.selectFrom('club_places').select('id').where('name_key', '=', nameKey);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const nextSortOrder = async (db: Executor): Promise<number> => {
  const row = await db
    .selectFrom('club_places')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

export const insertPlace = async (
  db: Executor,
  values: { name: string; name_key: string; address: string | null; is_default: number; sort_order: number; created_at: string },
): Promise<number> => (await db.insertInto('club_places').values(values).returning('id').executeTakeFirstOrThrow()).id;

/** Updates when the version still matches; false when someone saved in between. */
export const updatePlace = async (
  db: Executor,
  id: number,
  values: { name?: string; name_key?: string; address?: string | null; sort_order?: number },
  expectedVersion: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('club_places')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** No place is the default any more but `keep` (the previous default's version moves). */
export const clearDefaultPlace = (db: Executor, keep?: number) => {
  let query = db
    .updateTable('club_places')
    .set((eb) => ({ is_default: 0, version: eb('version', '+', 1) }))
    .where('is_default', '=', 1);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  return query.execute();
};

/** The one default place becomes this one. */
export const makeDefaultPlace = async (db: Executor, id: number): Promise<void> => {
  await clearDefaultPlace(db, id);
  await db
    .updateTable('club_places')
    .set((eb) => ({ is_default: 1, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('is_default', '=', 0)
    .execute();
};

export const deletePlace = async (db: Executor, id: number): Promise<boolean> =>
  Number((await db.deleteFrom('club_places').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
