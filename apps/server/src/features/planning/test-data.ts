import type { TimeSlotDto } from '@club/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { StaffMember, TestApp } from '../../test/harness.js';

/**
 * Helpers for the planning tests: slots through the API (so the planning follows them as in
 * use), the planned rows and the queued mails straight from the database.
 */
export const createSlots = async (
  t: TestApp,
  who: StaffMember,
  groupId: number,
  slots: { weekday: number; start: string; end: string; location: string }[],
): Promise<TimeSlotDto[]> => {
  const response = await t.call({ method: 'POST', url: '/api/timeslot/', headers: who.headers, payload: { groupId, slots } });
  if (response.statusCode !== 201) throw new Error(`slots not created: ${response.body}`);
  return response.json<TimeSlotDto[]>();
};

export const plannedRows = (db: Kysely<DB>, groupId: number) =>
  db
    .selectFrom('planned_sessions')
    .select(['id', 'time_slot_id', 'day', 'starts_at', 'ends_at', 'location', 'status', 'sequence', 'cancel_reason'])
    .where('group_id', '=', groupId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();

export const queuedMails = (db: Kysely<DB>, kind: string) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'to_addresses', 'subject', 'text_body', 'language', 'sealed_link', 'member_id'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/** Gives a staff account the e-mail address and language mails to coaches use. */
export const setStaffContact = (db: Kysely<DB>, userId: number, email: string, language: 'fr' | 'en' | null = null) =>
  db.updateTable('users').set({ email, language }).where('id', '=', userId).execute();
