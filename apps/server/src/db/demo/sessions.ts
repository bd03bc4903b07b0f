import { localDayOf, shiftDay, wallClockInstant } from '@club/domain';
import type { Faker } from '@faker-js/faker';
import type { Transaction } from 'kysely';
import { chunks } from '../system-records.js';
import type { DB } from '../types.js';
import { DEMO_MAIN_POOL, DEMO_OTHER_POOL } from './places.js';

/** Weeks of past sessions: enough for attendance rates that mean something. */
const WEEKS = 6;
const SLOTS_PER_GROUP = 2;
const STARTS = ['17:00', '17:30', '18:00', '18:30', '19:00'] as const;
const LOCATIONS = [DEMO_MAIN_POOL, DEMO_OTHER_POOL] as const;
const ABSENT = 0.12;
const LATE = 0.08;
/** Attendance rows per insert: three columns each, far below every parameter limit. */
const BATCH = 500;

const plusMinutes = (time: string, minutes: number): string => {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The demo club's weekly time slots (two per group, Monday to Friday evenings) and the
 * training sessions of the last weeks on those slots, with attendance, so the session list
 * and the attendance rates have something to show. Runs inside the demo seed's transaction,
 * after the members.
 */
export const seedDemoSessions = async (trx: Transaction<DB>, faker: Faker, now: Date): Promise<{ slots: number; sessions: number }> => {
  // Groups that have no slot yet: a forced second seed leaves the first one's as they are.
  const groups = await trx
    .selectFrom('groups')
    .select('id')
    .where('system_role', 'is', null)
    .where('id', 'not in', trx.selectFrom('time_slots').select('group_id'))
    .orderBy('id')
    .execute();
  const members = await trx
    .selectFrom('members')
    .select(['id', 'group_id'])
    .where('group_id', 'in', groups.length === 0 ? [0] : groups.map((g) => g.id))
    .where('left_at', 'is', null)
    .execute();
  const coaches = await trx.selectFrom('group_coaches').select(['group_id', 'user_id']).execute();
  const today = localDayOf(now);

  let slots = 0;
  let sessions = 0;
  for (const [index, group] of groups.entries()) {
    const swimmers = members.filter((m) => m.group_id === group.id);
    if (swimmers.length === 0) continue;
    const groupSlots = Array.from({ length: SLOTS_PER_GROUP }, (_, n) => {
      const start = STARTS[(index + n) % STARTS.length]!;
      return {
        group_id: group.id,
        weekday: ((index + n * 2) % 5) + 1,
        start_time: start,
        end_time: plusMinutes(start, 90),
        location: LOCATIONS[(index + n) % LOCATIONS.length]!,
      };
    });
    await trx.insertInto('time_slots').values(groupSlots).execute();
    slots += groupSlots.length;

    const coach = coaches.find((c) => c.group_id === group.id)?.user_id ?? null;
    for (let back = WEEKS * 7; back >= 1; back -= 1) {
      const day = shiftDay(today.day, -back);
      const weekday = ((((today.weekday - 1 - back) % 7) + 7) % 7) + 1;
      for (const slot of groupSlots.filter((s) => s.weekday === weekday)) {
        const date = wallClockInstant(day, slot.start_time);
        const { id } = await trx
          .insertInto('training_sessions')
          .values({
            group_id: group.id,
            sub_group_id: null,
            date: date.toISOString(),
            created_by: coach,
            client_key: `demo-${group.id}-${day}-${slot.start_time.replace(':', '')}`,
            transmitted: 1,
            created_at: new Date(date.getTime() + 2 * 3600_000).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rows = swimmers.map((swimmer) => {
          const absent = faker.datatype.boolean(ABSENT);
          return {
            session_id: id,
            member_id: swimmer.id,
            is_absent: absent ? 1 : 0,
            is_late: !absent && faker.datatype.boolean(LATE) ? 1 : 0,
          };
        });
        for (const part of chunks(rows, BATCH)) await trx.insertInto('attendances').values(part).execute();
        sessions += 1;
      }
    }
  }
  return { slots, sessions };
};
