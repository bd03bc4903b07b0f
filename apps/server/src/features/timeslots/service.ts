import { nearestSlotDate, seesAllGroups, SESSION_MSG, slotsOverlap, type NextSlotDto, type TimeSlot, type TimeSlotDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/access.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { syncPlanning } from '../planning/sync.js';
import { coachedSubGroupsOf, coachesGroup, findGroup } from '../sessions/repository.js';
import { deleteSlot, findSlot, insertSlots, listSlots, updateSlot, type SlotRow } from './repository.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
}

const toDto = (row: SlotRow): TimeSlotDto => ({
  id: row.id,
  groupId: row.group_id,
  groupName: row.group_name,
  weekday: row.weekday,
  start: row.start_time,
  end: row.end_time,
  location: row.location,
});

const asSlot = (row: SlotRow) => ({ weekday: row.weekday, start: row.start_time, end: row.end_time });

/**
 * Weekly time slots of a group (docs/product.md#time-slots): admins and section managers write
 * them; every staff member reads those of the groups they reach, and a new session's
 * date is pre-filled with the nearest one.
 */
export class TimeSlotsService {
  constructor(private readonly deps: Deps) {}

  /**
   * Admins and section managers reach every group (a missing one is 404); a coach the groups
   * they coach or coach a sub-group of, checked first so a missing group and someone else's
   * answer the same 403.
   */
  private async checkReach(auth: AuthUser, groupId: number): Promise<void> {
    if (seesAllGroups(auth.roles)) {
      if ((await findGroup(this.deps.db, groupId)) === undefined) throw notFound('Group not found');
      return;
    }
    if (await coachesGroup(this.deps.db, auth.userId, groupId)) return;
    if ((await coachedSubGroupsOf(this.deps.db, auth.userId, groupId)).length === 0) {
      throw forbidden('Only the coaches of this group may reach its time slots');
    }
  }

  async list(auth: AuthUser, groupId: number | undefined): Promise<TimeSlotDto[]> {
    if (groupId !== undefined) await this.checkReach(auth, groupId);
    const rows = await listSlots(this.deps.db, {
      ...(groupId === undefined ? {} : { groupId }),
      ...(seesAllGroups(auth.roles) ? {} : { coachId: auth.userId }),
    });
    return rows.map(toDto);
  }

  async create(auth: AuthUser, groupId: number, slots: readonly TimeSlot[]): Promise<TimeSlotDto[]> {
    if ((await findGroup(this.deps.db, groupId)) === undefined) throw notFound('Group not found');
    const ids = await this.deps.db.transaction().execute(async (trx) => {
      const existing = (await listSlots(trx, { groupId })).map(asSlot);
      const fields: Record<string, string> = {};
      slots.forEach((slot, index) => {
        if (existing.some((other) => slotsOverlap(other, slot))) fields[`slots.${index}.start`] = SESSION_MSG.overlap;
      });
      if (Object.keys(fields).length > 0) throw badRequest(fields);
      const inserted = await insertSlots(trx, groupId, slots);
      // The group's sessions follow its slots (docs/product.md#planning).
      await syncPlanning(trx, this.deps.clock.now(), groupId);
      return inserted;
    });
    this.deps.log.info({ event: 'time_slots_created', groupId, count: ids.length, userId: auth.userId }, 'time slots created');
    const created = new Set(ids);
    return (await listSlots(this.deps.db, { groupId })).filter((row) => created.has(row.id)).map(toDto);
  }

  async update(auth: AuthUser, slotId: number, slot: TimeSlot): Promise<TimeSlotDto> {
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      const current = await findSlot(trx, slotId);
      if (current === undefined) throw notFound('Time slot not found');
      const others = (await listSlots(trx, { groupId: current.group_id })).filter((row) => row.id !== slotId);
      if (others.some((other) => slotsOverlap(asSlot(other), slot))) throw badRequest({ start: SESSION_MSG.overlap });
      await updateSlot(trx, slotId, slot);
      await syncPlanning(trx, this.deps.clock.now(), current.group_id);
      return findSlot(trx, slotId);
    });
    if (updated === undefined) throw notFound('Time slot not found');
    this.deps.log.info({ event: 'time_slot_updated', slotId, userId: auth.userId }, 'time slot updated');
    return toDto(updated);
  }

  async remove(auth: AuthUser, slotId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const slot = await findSlot(trx, slotId);
      if (slot === undefined || !(await deleteSlot(trx, slotId))) throw notFound('Time slot not found');
      await syncPlanning(trx, this.deps.clock.now(), slot.group_id);
    });
    this.deps.log.info({ event: 'time_slot_deleted', slotId, userId: auth.userId }, 'time slot deleted');
  }

  /** The start of the group's nearest slot from now, in the club's time zone. */
  async next(auth: AuthUser, groupId: number): Promise<NextSlotDto> {
    await this.checkReach(auth, groupId);
    const slots = (await listSlots(this.deps.db, { groupId })).map(asSlot);
    return { date: nearestSlotDate(slots, this.deps.clock.now())?.toISOString() ?? null };
  }
}
