import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * A group's attendance rates over a period (`GET /api/session/rates`, docs/product.md#sessions-attendance)
 * count each member's records of the period's sheets: present, absent, excused, late. With every
 * column they read in one index after the session, the thousands of records of a season are
 * counted from the index alone instead of a look-up of each row in the table (docs/bench.md#limits).
 * It starts like `attendances_session_counts_idx` (migration 004) and holds its columns, so it
 * serves what that one did, which goes: a sheet's write keeps one index less up to date.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema
    .createIndex('attendances_session_member_counts_idx')
    .on('attendances')
    .columns(['session_id', 'member_id', 'is_absent', 'is_late', 'is_excused'])
    .execute();
  await db.schema.dropIndex('attendances_session_counts_idx').execute();
};
