import dayjs from 'dayjs';

/** Display formats (docs/product.md#languages-and-formats). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export const formatDate = (value: string | Date | number): string => dayjs(value).format(DATE_FORMAT);
export const formatTime = (value: string | Date | number): string => dayjs(value).format(TIME_FORMAT);
export const formatDateTime = (value: string | Date | number): string => dayjs(value).format(DATE_TIME_FORMAT);

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const twoDigits = (n: number): string => String(n).padStart(2, '0');
/** The calendar day of an instant in the runtime's own time zone, the day dayjs reads it on. */
const runtimeDayOf = (on: Date): string =>
  `${String(on.getFullYear()).padStart(4, '0')}-${twoDigits(on.getMonth() + 1)}-${twoDigits(on.getDate())}`;

/**
 * Age in whole years on a given day. A birth date as members keep it (`YYYY-MM-DD`, not after
 * the day) is counted by comparing text (`ageOnDay`): lists of hundreds of members ask it per
 * row, and building two dates for each cost most of an attendance sheet's time.
 */
export const ageOn = (birthDate: string, on: Date = new Date()): number => {
  const day = runtimeDayOf(on);
  if (DAY_TEXT.test(birthDate) && birthDate <= day) return ageOnDay(birthDate, day);
  return dayjs(on).diff(dayjs(birthDate), 'year');
};

export const MINOR_BELOW_AGE = 18;
export const INSTAGRAM_ABOVE_AGE = 13;
export const isMinor = (birthDate: string, on?: Date): boolean => ageOn(birthDate, on) < MINOR_BELOW_AGE;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The age on a day, both `YYYY-MM-DD`, by comparing text instead of building dates. The same
 * count of years as dayjs (dates.test.ts compares them): someone born on 29 February is a year
 * older on 28 February of a common year. For a birth date up to the day.
 */
export const ageOnDay = (birthDate: string, day: string): number => {
  const year = Number(day.slice(0, 4));
  let birthday = birthDate.slice(5, 10);
  if (birthday === '02-29' && !isLeapYear(year)) birthday = '02-28';
  return year - Number(birthDate.slice(0, 4)) - (day.slice(5, 10) < birthday ? 1 : 0);
};

/** `isMinor` on a day (`YYYY-MM-DD`, such as `localDayOf(now).day`), without dates. */
export const isMinorOnDay = (birthDate: string, day: string): boolean => ageOnDay(birthDate, day) < MINOR_BELOW_AGE;
