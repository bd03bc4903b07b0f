import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

type Executor = Kysely<DB> | Transaction<DB>;

export interface SlotValues {
  weekday: number;
  start: string;
  end: string;
  location: string;
}

const slotsQuery = (db: Executor) =>
  db
    .selectFrom('time_slots as t')
    .innerJoin('groups as g', 'g.id', 't.group_id')
    .select(['t.id', 't.group_id', 'g.name as group_name', 't.weekday', 't.start_time', 't.end_time', 't.location']);

export type SlotRow = Awaited<ReturnType<ReturnType<typeof slotsQuery>['execute']>>[number];

/** Slots of one group, of the groups a coach reaches, or all; by group, weekday and start. */
export const listSlots = (db: Executor, filter: { groupId?: number; coachId?: number } = {}) => {
  let query = slotsQuery(db);
  if (filter.groupId !== undefined) query = query.where('t.group_id', '=', filter.groupId);
  if (filter.coachId !== undefined) {
    const coachId = filter.coachId;
    query = query.where((eb) =>
      eb.or([
        eb('t.group_id', 'in', eb.selectFrom('group_coaches').select('group_id').where('user_id', '=', coachId)),
        eb(
          't.group_id',
          'in',
          eb
            .selectFrom('sub_group_coaches as sc')
            .innerJoin('sub_groups as sg', 'sg.id', 'sc.sub_group_id')
            .select('sg.group_id')
            .where('sc.user_id', '=', coachId),
        ),
      ]),
    );
  }
  return query.orderBy('g.name').orderBy('t.group_id').orderBy('t.weekday').orderBy('t.start_time').orderBy('t.id').execute();
};

export const findSlot = (db: Executor, slotId: number) => slotsQuery(db).where('t.id', '=', slotId).executeTakeFirst();

export const insertSlots = async (db: Executor, groupId: number, slots: readonly SlotValues[]): Promise<number[]> => {
  const rows = await db
    .insertInto('time_slots')
    .values(slots.map((s) => ({ group_id: groupId, weekday: s.weekday, start_time: s.start, end_time: s.end, location: s.location })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
};

export const updateSlot = (db: Executor, slotId: number, slot: SlotValues) =>
  db
    .updateTable('time_slots')
    .set({ weekday: slot.weekday, start_time: slot.start, end_time: slot.end, location: slot.location })
    .where('id', '=', slotId)
    .execute();

export const deleteSlot = async (db: Executor, slotId: number): Promise<boolean> => {
  const result = await db.deleteFrom('time_slots').where('id', '=', slotId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
