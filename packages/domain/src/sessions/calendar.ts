import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { keptPerHour } from '../keptPerHour.js';
import { fasterZoneConversion } from '../timeZone.js';
import type { WeeklySlot } from '../timeslots/requests.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(fasterZoneConversion);

/** The club's clock: weeks, time slots and export dates are read in Monaco time. */
export const CLUB_TIME_ZONE = 'Europe/Monaco';

const DAY = 'YYYY-MM-DD';

/**
 * One formatter per time zone, kept: building one costs far more than formatting with it, and
 * dayjs's time-zone plugin builds one on each call (about 0.1 ms, paid for every member of a
 * sheet and every family of a season). 'en-CA' writes a day `YYYY-MM-DD`; should a runtime's
 * locale data write it otherwise, the day is put together from its parts.
 */
const dayFormatters = new Map<string, { iso: Intl.DateTimeFormat; parts: Intl.DateTimeFormat }>();
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const formatDay = (instant: Date, tz: string): string => {
  let formatters = dayFormatters.get(tz);
  if (formatters === undefined) {
    const numeric = { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    formatters = { iso: new Intl.DateTimeFormat('en-CA', numeric), parts: new Intl.DateTimeFormat('en-GB', numeric) };
    dayFormatters.set(tz, formatters);
  }
  const day = formatters.iso.format(instant);
  if (ISO_DAY.test(day)) return day;
  const values = Object.fromEntries(formatters.parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${values.year}-${values.month}-${values.day}`;
};

/** The zone's day of an instant: an hour holding the zone's midnight is formatted per instant. */
const dayOfTime = keptPerHour((time, tz) => formatDay(new Date(time), tz));

const calendarDayIn = (instant: Date, tz: string): string => {
  const time = instant.getTime();
  return Number.isFinite(time) ? dayOfTime(time, tz) : formatDay(instant, tz);
};

/** The calendar day (`YYYY-MM-DD`) and ISO weekday (1 = Monday) of an instant in a time zone. */
export const localDayOf = (instant: Date, tz: string = CLUB_TIME_ZONE): { day: string; weekday: number } => {
  const day = calendarDayIn(instant, tz);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return { day, weekday: ((weekday + 6) % 7) + 1 };
};

/** One formatter per time zone for wall-clock times, kept for the same reason as the day's. */
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time (`HH:mm`, 24 h) of an instant in a time zone. */
export const localTimeOf = (instant: Date, tz: string = CLUB_TIME_ZONE): string => {
  let formatter = timeFormatters.get(tz);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormatters.set(tz, formatter);
  }
  const values = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${values.hour}:${values.minute}`;
};

/** Calendar arithmetic on a `YYYY-MM-DD` day, free of any time zone and daylight saving. */
export const shiftDay = (day: string, days: number): string => dayjs.utc(day).add(days, 'day').format(DAY);

/** The instant a wall-clock time (`HH:mm`) of a day happens in a time zone. */
export const wallClockInstant = (day: string, time: string, tz: string = CLUB_TIME_ZONE): Date => dayjs.tz(`${day} ${time}`, tz).toDate();

export interface WeekRange {
  start: Date;
  end: Date;
}

/**
 * The default range of the session list (docs/product.md#screen-sessions), Monday 00:00 to the
 * end of Sunday (23:59:59.999) of the current week, in the club's time zone. Built from
 * calendar days so a week with a daylight-saving change is 167 or 169 hours long.
 */
export const defaultWeekRange = (now: Date, tz: string = CLUB_TIME_ZONE): WeekRange => {
  const { day, weekday } = localDayOf(now, tz);
  const monday = shiftDay(day, 1 - weekday);
  const nextMonday = shiftDay(monday, 7);
  return {
    start: wallClockInstant(monday, '00:00', tz),
    end: new Date(wallClockInstant(nextMonday, '00:00', tz).getTime() - 1),
  };
};

/**
 * The start of the next weekly slot: today's slot while it has not ended, else the
 * nearest one ahead. Null without slots. Used to pre-fill the date of a new session.
 */
export const nearestSlotDate = (slots: readonly WeeklySlot[], now: Date, tz: string = CLUB_TIME_ZONE): Date | null => {
  const { day: today, weekday: todayWeekday } = localDayOf(now, tz);
  let best: Date | null = null;
  for (const slot of slots) {
    let ahead = (slot.weekday - todayWeekday + 7) % 7;
    if (ahead === 0 && wallClockInstant(today, slot.end, tz).getTime() <= now.getTime()) ahead = 7;
    const start = wallClockInstant(shiftDay(today, ahead), slot.start, tz);
    if (best === null || start.getTime() < best.getTime()) best = start;
  }
  return best;
};
