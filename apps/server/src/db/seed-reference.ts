import { sql, type Kysely } from 'kysely';
import type { Clock } from '../lib/clock.js';
import type { DialectName } from './dialect.js';
import { NONE_GROUP, NONE_SECTION, PACK_ROWS, REMOVED_GROUP, ROLE_ROWS, SIZE_ROWS, TYPE_ROWS, seasonOf } from './reference-data.js';
import type { DB } from './types.js';

/** Inserts the reference rows that are missing; running it again changes nothing. */
export const seedReferenceData = async (db: Kysely<DB>, dialect: DialectName, clock: Clock): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('roles')
      .values(ROLE_ROWS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('types')
      .values(TYPE_ROWS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('packs')
      .values(PACK_ROWS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('shirt_sizes')
      .values(SIZE_ROWS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('short_sizes')
      .values(SIZE_ROWS)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('sections')
      .values(NONE_SECTION)
      .onConflict((oc) => oc.column('system_role').doNothing())
      .execute();
    const noneSection = await trx.selectFrom('sections').select('id').where('system_role', '=', 'NONE').executeTakeFirstOrThrow();
    for (const group of [NONE_GROUP, REMOVED_GROUP]) {
      await trx
        .insertInto('groups')
        .values({ ...group, section_id: noneSection.id, should_receive_sub_mail: 0 })
        .onConflict((oc) => oc.column('system_role').doNothing())
        .execute();
    }
    const current = await trx.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirst();
    if (current === undefined) {
      const season = seasonOf(clock.now());
      await trx
        .insertInto('seasons')
        .values({ ...season, is_current: 1 })
        .onConflict((oc) => oc.column('label').doUpdateSet({ is_current: 1 }))
        .execute();
    }
    if (dialect === 'postgres') {
      // Explicit ids were inserted: move the sequences past them.
      for (const table of ['sections', 'groups'] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
          trx,
        );
      }
    }
  });
};
