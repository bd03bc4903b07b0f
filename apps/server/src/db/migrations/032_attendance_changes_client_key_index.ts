import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * A phone's queued sheet is recorded once per client key: before merging, the server looks for a
 * change already logged under the key (docs/product.md#offline-attendance). Without an index that
 * read went through every change ever logged, a table that grows by one row per swimmer of every
 * sheet of the season: 0.87 ms a merge on the bench's club at the start of a season
 * (docs/bench.md#figures), and more with each week.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema.createIndex('attendance_changes_client_key_idx').on('attendance_changes').column('client_key').execute();
};
