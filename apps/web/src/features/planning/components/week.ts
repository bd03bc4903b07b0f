import { isIsoDate, localDayOf, shiftDay, type PlannedSessionDto } from '@club/domain';

/** A week of the planning, Monday to Sunday as `YYYY-MM-DD` days of the club's calendar (Monaco). */
export interface PlanningWeek {
  monday: string;
  sunday: string;
  days: readonly string[];
}

/** ISO weekday (1 = Monday) of a calendar day, free of any time zone. */
export const weekdayOf = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export const weekOf = (day: string): PlanningWeek => {
  const monday = shiftDay(day, 1 - weekdayOf(day));
  const days = Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));
  return { monday, sunday: shiftDay(monday, 6), days };
};

/** Today in Monaco: the pool's week, whatever the device's time zone (docs/product.md#planning). */
export const clubToday = (now: Date = new Date()): string => localDayOf(now).day;

/** The week a `?week=` names (any of its days), else this week. */
export const weekOfParam = (value: string | null, now: Date = new Date()): PlanningWeek =>
  weekOf(value !== null && isIsoDate(value) ? value : clubToday(now));

/** The sessions by day, the days in order and each day's sessions by start (the server sorts them). */
export const byDay = (sessions: readonly PlannedSessionDto[]): [string, PlannedSessionDto[]][] => {
  const days = new Map<string, PlannedSessionDto[]>();
  for (const session of sessions) days.set(session.day, [...(days.get(session.day) ?? []), session]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
};
