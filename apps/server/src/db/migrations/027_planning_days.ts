import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The planning of some days: its sessions are read by day (not through every session by start),
 * and the children reported absent on those days from the absences' last day (`to_day`), not
 * from every member of a group.
 */
export const up = async (db: Kysely<unknown>, _dialect: DialectName): Promise<void> => {
  await db.schema.createIndex('planned_sessions_day_idx').on('planned_sessions').column('day').execute();
  await db.schema.createIndex('absences_to_day_idx').on('absences').columns(['to_day', 'from_day']).execute();
};
