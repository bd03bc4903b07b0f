import type { Executor } from '../../../db/executor.js';

/** The season the club is in (reference data always seeds one). */
export const currentSeason = (db: Executor) =>
  db.selectFrom('seasons').select(['id', 'label', 'start_date', 'end_date']).where('is_current', '=', 1).executeTakeFirst();

/** The current season's id; throws when there is none (reference data always seeds one). */
export const currentSeasonId = async (db: Executor): Promise<number> =>
  (await db.selectFrom('seasons').select('id').where('is_current', '=', 1).executeTakeFirstOrThrow()).id;

export const findSeason = (db: Executor, id: number) =>
  db.selectFrom('seasons').select(['id', 'label', 'start_date', 'end_date', 'is_current']).where('id', '=', id).executeTakeFirst();
