import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The members a renewal would reach (docs/product.md#seasons), counted on every read of the
 * seasons screen: found from their next-year group, among those still in the club, instead of
 * through every member still in the club once per group.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema.createIndex('members_next_year_group_idx').on('members').columns(['next_year_group_id', 'left_at']).execute();
};
