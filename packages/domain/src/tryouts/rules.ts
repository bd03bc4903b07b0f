import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { MSG } from '../messages.js';
import { CLUB_TIME_ZONE, localDayOf, localTimeOf } from '../sessions/calendar.js';
import { MAX_BIRTH_YEAR } from '../subscriptions/fields.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The try-out form starts with capacity 0, which is refused: it must exceed 0 (docs/product.md#constants). */
export const DEFAULT_TRYOUT_CAPACITY = 0;
/** An upper bound so a typing mistake (5000) is caught; no pool session takes more. */
export const MAX_TRYOUT_CAPACITY = 500;
export const MAX_TRYOUT_LOCATION_LENGTH = 100;
/** Birth years from the current year minus 80 up to 2021 (docs/product.md#validation). */
export const TRYOUT_BIRTH_YEAR_SPAN = 80;
export const TRYOUT_MAX_BIRTH_YEAR = MAX_BIRTH_YEAR;
/** The group types of the reference data are numbered 1 to 10 (docs/product.md#data). */
export const MAX_TRYOUT_TYPE_ID = 10;
/** The most possible groups, participants or placements one request may carry. */
export const MAX_TRYOUT_GROUPS = 100;
export const MAX_TRYOUT_PLACEMENTS = MAX_TRYOUT_CAPACITY;

/** What gives the current time: a function, so a schema built once still reads the clock at each parse. */
export type Now = () => Date;

/** The current year on the club's calendar (Monaco). */
export const clubYear = (now: Date): number => Number(dayjs(now).tz(CLUB_TIME_ZONE).format('YYYY'));

/** The birth years a try-out test may cover on this day (docs/product.md#validation). */
export const tryoutBirthYearRange = (now: Date): { min: number; max: number } => ({
  min: clubYear(now) - TRYOUT_BIRTH_YEAR_SPAN,
  max: TRYOUT_MAX_BIRTH_YEAR,
});

/** The birth-year choices of the try-out form, 2021 down to the current year minus 80 (docs/product.md#constants). */
export const birthYearChoices = (now: Date): number[] => {
  const { min, max } = tryoutBirthYearRange(now);
  const years: number[] = [];
  for (let year = max; year >= min; year -= 1) years.push(year);
  return years;
};

/** "The date must be in the future" (docs/product.md#validation): strictly after now. */
export const isFutureTryoutDate = (scheduledDateTime: string, now: Date): boolean => new Date(scheduledDateTime).getTime() > now.getTime();

/** A try-out test has taken place from its date-time on: only then may its results be recorded. */
export const isTryoutHeld = (scheduledDateTime: string, now: Date): boolean => !isFutureTryoutDate(scheduledDateTime, now);

/** The date (DD/MM/YYYY) and time (HH:mm) of a try-out test as the club reads them, in Monaco time. */
export const tryoutDateParts = (scheduledDateTime: string, tz: string = CLUB_TIME_ZONE): { date: string; time: string } => {
  // From the formatters the calendar keeps per time zone: a dayjs conversion per call cost more than the rest of a card.
  const instant = new Date(scheduledDateTime);
  const [year, month, day] = localDayOf(instant, tz).day.split('-');
  return { date: `${day}/${month}/${year}`, time: localTimeOf(instant, tz) };
};

/**
 * TEST_DATE_ERROR when an edit moves a try-out test to a date that is not in the future; null
 * otherwise: a test already past may still be corrected as long as its date stays.
 */
export const tryoutDateChangeError = (next: string, stored: string, now: Date): typeof MSG.testDate | null =>
  new Date(next).getTime() === new Date(stored).getTime() || isFutureTryoutDate(next, now) ? null : MSG.testDate;
