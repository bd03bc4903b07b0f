import { localDayOf } from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { plannedOccurrences, type Occurrence } from './generation.js';
import {
  closuresFrom,
  deletePlanned,
  insertOccurrences,
  moveOccurrence,
  seasonsNotOver,
  slotsForPlanning,
  upcomingPlannedSessions,
  type UpcomingRow,
} from './repository.js';

export interface SyncOutcome {
  inserted: number;
  moved: number;
  removed: number;
}

const keyOf = (slotId: number, day: string) => `${slotId}|${day}`;

/**
 * Brings the planned sessions of one group (or of every group, `groupId` null) in step with its
 * time slots, the seasons and the closures (docs/product.md#planning). Only what has not started
 * at `now` changes; past sessions stay as history. A slot's session whose hours or pool changed
 * is moved in place, one step up its sequence; one no slot plans any more (a slot deleted or
 * moved to another weekday, a day closed) is removed while PLANNED, and stays when CANCELLED.
 * Running it again changes nothing: the daily job and every slot, closure or season change call it.
 * A handful of queries whatever the number of groups, plus one write per difference.
 */
export const syncPlanning = async (db: Executor, now: Date, groupId: number | null = null): Promise<SyncOutcome> => {
  const today = localDayOf(now).day;
  const nowIso = now.toISOString();
  // One after the other: inside a transaction they share one connection.
  const slots = await slotsForPlanning(db, groupId);
  const seasons = await seasonsNotOver(db, today);
  const closures = await closuresFrom(db, today);
  const existing = await upcomingPlannedSessions(db, groupId, nowIso);
  const wanted = plannedOccurrences(
    slots.map((slot) => ({
      id: slot.id,
      groupId: slot.group_id,
      weekday: slot.weekday,
      start: slot.start_time,
      end: slot.end_time,
      location: slot.location,
    })),
    seasons.map((season) => ({ startDay: season.start_date, endDay: season.end_date })),
    closures.map((closure) => ({ fromDay: closure.from_day, toDay: closure.to_day, location: closure.location })),
    today,
    now,
  );
  // A session whose slot was deleted has no slot any more: planned by none.
  const orphans = existing.filter((row) => row.time_slot_id === null);
  const byKey = new Map<string, UpcomingRow>(
    existing.filter((row) => row.time_slot_id !== null).map((row) => [keyOf(row.time_slot_id!, row.day), row]),
  );
  const toInsert: Occurrence[] = [];
  const toMove: { row: UpcomingRow; to: Occurrence }[] = [];
  for (const occurrence of wanted) {
    const key = keyOf(occurrence.timeSlotId, occurrence.day);
    const row = byKey.get(key);
    if (row === undefined) {
      toInsert.push(occurrence);
      continue;
    }
    byKey.delete(key);
    if (row.starts_at !== occurrence.startsAt || row.ends_at !== occurrence.endsAt || row.location !== occurrence.location) {
      toMove.push({ row, to: occurrence });
    }
  }
  // What is left is planned by no slot any more.
  const toRemove = [...byKey.values(), ...orphans].filter((row) => row.status === 'PLANNED').map((row) => row.id);

  if (toRemove.length > 0) await deletePlanned(db, toRemove);
  for (const { row, to } of toMove) await moveOccurrence(db, row, to, nowIso);
  if (toInsert.length > 0) await insertOccurrences(db, toInsert, nowIso);
  return { inserted: toInsert.length, moved: toMove.length, removed: toRemove.length };
};
