import type { Executor } from '../../db/executor.js';

/** A group with whether its type adds a schedule to the documents (docs/product.md, "Documents to print"). */
export const findGroupForSchedule = (db: Executor, groupId: number) =>
  db
    .selectFrom('groups as g')
    .innerJoin('types as t', 't.id', 'g.type_id')
    .select(['g.id', 'g.name', 't.adds_schedule'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();

/** Time slots of a group, for its schedule. */
export const groupTimeSlots = (db: Executor, groupId: number) =>
  db
    .selectFrom('time_slots')
    .select(['weekday', 'start_time', 'end_time', 'location'])
    .where('group_id', '=', groupId)
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
