import { shiftDay, wallClockInstant } from '@club/domain';
import rrulePackage from 'rrule';

// rrule ships CommonJS to Node: its classes come through the default export.
const { RRule } = rrulePackage;

/** A weekly time slot as generation reads it (ISO weekday, 1 = Monday). */
export interface SlotForPlanning {
  id: number;
  groupId: number;
  weekday: number;
  start: string;
  end: string;
  location: string;
}

export interface SeasonSpan {
  startDay: string;
  endDay: string;
}

/** Days without training; `location` null closes every pool. */
export interface ClosureSpan {
  fromDay: string;
  toDay: string;
  location: string | null;
}

/** One session a slot plans on one day, as `planned_sessions` stores it. */
export interface Occurrence {
  timeSlotId: number;
  groupId: number;
  day: string;
  startsAt: string;
  endsAt: string;
  location: string;
}

const RRULE_WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** A calendar day as the floating UTC midnight rrule counts days with, free of any time zone. */
const floating = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The days of `weekday` from `fromDay` to `toDay`, both included. */
export const weeklyDays = (weekday: number, fromDay: string, toDay: string): string[] => {
  if (fromDay > toDay) return [];
  const rule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: [RRULE_WEEKDAYS[weekday - 1]!],
    dtstart: floating(fromDay),
    until: floating(toDay),
  });
  return rule.all().map((date) => date.toISOString().slice(0, 10));
};

const closes = (closure: ClosureSpan, day: string, location: string): boolean =>
  closure.fromDay <= day && day <= closure.toDay && (closure.location === null || closure.location === location);

/**
 * The sessions the weekly slots plan (docs/product.md#planning): each slot on its weekday, for
 * each season not over, from the later of its first day and today to its last day, except the
 * days a closure covers (of every pool, or of the slot's pool), and except what has already
 * started at `now`. The weekday is read from the calendar day and the hour is Monaco's wall
 * clock of that day, so 18:00 stays 18:00 across a daylight-saving change.
 */
export const plannedOccurrences = (
  slots: readonly SlotForPlanning[],
  seasons: readonly SeasonSpan[],
  closures: readonly ClosureSpan[],
  today: string,
  now: Date,
): Occurrence[] => {
  const occurrences: Occurrence[] = [];
  const seen = new Set<string>();
  for (const slot of slots) {
    for (const season of seasons) {
      const fromDay = season.startDay > today ? season.startDay : today;
      for (const day of weeklyDays(slot.weekday, fromDay, season.endDay)) {
        const key = `${slot.id}|${day}`;
        // Seasons that overlap by mistake plan a day once.
        if (seen.has(key) || closures.some((closure) => closes(closure, day, slot.location))) continue;
        const startsAt = wallClockInstant(day, slot.start);
        if (startsAt.getTime() <= now.getTime()) continue;
        seen.add(key);
        occurrences.push({
          timeSlotId: slot.id,
          groupId: slot.groupId,
          day,
          startsAt: startsAt.toISOString(),
          endsAt: wallClockInstant(day, slot.end).toISOString(),
          location: slot.location,
        });
      }
    }
  }
  return occurrences;
};

/** The day after `day`: closures and queries give last days included. */
export const dayAfter = (day: string): string => shiftDay(day, 1);
