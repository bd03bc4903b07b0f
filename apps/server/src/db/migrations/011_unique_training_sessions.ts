import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * One training session per group, sub-group (none = the whole group) and date-time. Two
 * co-coaches saving the same training made two sessions and counted everyone twice; a unique
 * index refuses the second save even when both arrive at the same instant, on both databases
 * and whoever writes (the API answers 409 SESSION_ALREADY_EXISTS, see sessions/service.ts).
 *
 * The slot's sub-group is `coalesce(sub_group_id, former_sub_group_id, 0)`. Deleting a
 * sub-group sets its sessions' `sub_group_id` to null (they then show as whole-group sessions);
 * two lines training at the same hour, or a line and the whole group, would then become
 * "duplicates" and the deletion would fail. So a trigger keeps the deleted sub-group's id in
 * `former_sub_group_id` just before, and those sessions keep a slot of their own.
 *
 * Duplicates already recorded are merged before the index is built, rather than left alone
 * (impossible under a unique index) or guarded only by locks in the code (which every other
 * writer would bypass): they are the same training saved again, and they are what tripled the
 * statistics. In each slot the session with the most records is kept (then the most present,
 * then the oldest); swimmers only another duplicate recorded are added to it from the fullest
 * one that has them; the other duplicates and their records go. Sessions of a sub-group deleted
 * before this migration cannot be told from whole-group ones any more: they are merged alike,
 * and no swimmer's record is lost.
 */
const SLOT_KEY = 'coalesce(sub_group_id, former_sub_group_id, 0)';

interface SessionOfSlot {
  id: number;
  group_id: number;
  sub_group: number;
  date: string;
  entries: number | string;
  participants: number | string;
}

const mergeDuplicates = async (db: Kysely<unknown>): Promise<void> => {
  const { rows } = await sql<SessionOfSlot>`
    select ts.id, ts.group_id, coalesce(ts.sub_group_id, 0) as sub_group, ts.date,
           (select count(*) from attendances a where a.session_id = ts.id) as entries,
           ts.participants
      from training_sessions ts
     where exists (select 1 from training_sessions o
                    where o.id <> ts.id and o.group_id = ts.group_id and o.date = ts.date
                      and coalesce(o.sub_group_id, 0) = coalesce(ts.sub_group_id, 0))`.execute(db);
  const slots = new Map<string, SessionOfSlot[]>();
  for (const row of rows) {
    const slot = `${row.group_id}/${row.sub_group}/${row.date}`;
    slots.set(slot, [...(slots.get(slot) ?? []), row]);
  }
  for (const sessions of slots.values()) {
    const [kept, ...others] = sessions.sort(
      (a, b) => Number(b.entries) - Number(a.entries) || Number(b.participants) - Number(a.participants) || a.id - b.id,
    );
    for (const other of others) {
      await sql`
        insert into attendances (session_id, member_id, is_absent, is_late)
        select ${kept!.id}, member_id, is_absent, is_late from attendances
         where session_id = ${other.id}
           and member_id not in (select member_id from attendances where session_id = ${kept!.id})`.execute(db);
      await sql`delete from attendances where session_id = ${other.id}`.execute(db);
      await sql`delete from training_sessions where id = ${other.id}`.execute(db);
    }
  }
};

const keepSlotOfDeletedSubGroups = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const keep = 'update training_sessions set former_sub_group_id = old.id where sub_group_id = old.id;';
  if (dialect === 'postgres') {
    await sql
      .raw(`create function sub_groups_keep_session_slots() returns trigger language plpgsql as $$ begin ${keep} return old; end $$`)
      .execute(db);
    await sql
      .raw(
        'create trigger sub_groups_keep_session_slots before delete on sub_groups for each row execute function sub_groups_keep_session_slots()',
      )
      .execute(db);
  } else {
    await sql.raw(`create trigger sub_groups_keep_session_slots before delete on sub_groups begin ${keep} end`).execute(db);
  }
};

export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  await mergeDuplicates(db);
  await db.schema.alterTable('training_sessions').addColumn('former_sub_group_id', 'integer').execute();
  await keepSlotOfDeletedSubGroups(db, dialect);
  await sql.raw(`create unique index training_sessions_slot_idx on training_sessions (group_id, (${SLOT_KEY}), date)`).execute(db);
};
