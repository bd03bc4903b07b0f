import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * The club's settings (features/club): one row of identity, bank details and logo, and
 * `club_places`, the pools where tests and sessions take place.
 *
 * The row starts empty: a null name reads as the display name of MAIL_FROM, as the club was
 * named before, so nothing changes for a club until an admin saves its identity. The logo's
 * bytes are kept in the row itself, so a backup of the database carries it.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await db.schema
    .createTable('club_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('name', text)
    .addColumn('short_name', text)
    // One line per line of text: an input never holds a line break.
    .addColumn('address_lines', text)
    .addColumn('postal_code', text)
    .addColumn('city', text)
    .addColumn('country', text)
    .addColumn('email', text)
    .addColumn('phone', text)
    .addColumn('website', text)
    .addColumn('registration_number', text)
    .addColumn('federation_number', text)
    .addColumn('president_name', text)
    .addColumn('president_title', text)
    .addColumn('treasurer_name', text)
    .addColumn('treasurer_title', text)
    .addColumn('iban', text)
    .addColumn('bic', text)
    .addColumn('logo', dialect === 'postgres' ? 'bytea' : 'blob')
    .addColumn('logo_type', text)
    .addColumn('logo_etag', text)
    .addColumn('logo_width', 'integer')
    .addColumn('logo_height', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', text)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db
    .insertInto('club_settings' as never)
    .values({ id: 1 } as never)
    .execute();

  await withId(db.schema.createTable('club_places'), dialect)
    .addColumn('name', text, (c) => c.notNull())
    // The name folded (accents, case): two places are never told apart by an accent alone.
    .addColumn('name_key', text, (c) => c.notNull().unique())
    .addColumn('address', text)
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  // At most one default place, whatever two admins do at once.
  await db.schema
    .createIndex('club_places_one_default')
    .on('club_places')
    .column('is_default')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
};
