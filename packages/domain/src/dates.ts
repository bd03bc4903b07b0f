import dayjs from 'dayjs';

/** Display formats (docs/product.md#languages-and-formats). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export const formatDate = (value: string | Date | number): string => dayjs(value).format(DATE_FORMAT);
export const formatTime = (value: string | Date | number): string => dayjs(value).format(TIME_FORMAT);
export const formatDateTime = (value: string | Date | number): string => dayjs(value).format(DATE_TIME_FORMAT);

/** Age in whole years on a given day. */
export const ageOn = (birthDate: string, on: Date = new Date()): number => {
  const birth = dayjs(birthDate);
  return dayjs(on).diff(birth, 'year');
};

export const MINOR_BELOW_AGE = 18;
export const INSTAGRAM_ABOVE_AGE = 13;
export const isMinor = (birthDate: string, on?: Date): boolean => ageOn(birthDate, on) < MINOR_BELOW_AGE;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * `ageOn` for a birth date on a day, both `YYYY-MM-DD`, by comparing text instead of building
 * dates: for a list of hundreds of people (a try-out test's families). The same count of years
 * as `ageOn` (dates.test.ts compares them): someone born on 29 February is a year older on
 * 28 February of a common year. For a birth date up to the day.
 */
export const ageOnDay = (birthDate: string, day: string): number => {
  const year = Number(day.slice(0, 4));
  let birthday = birthDate.slice(5, 10);
  if (birthday === '02-29' && !isLeapYear(year)) birthday = '02-28';
  return year - Number(birthDate.slice(0, 4)) - (day.slice(5, 10) < birthday ? 1 : 0);
};

/** `isMinor` on a day (`YYYY-MM-DD`, such as `localDayOf(now).day`), without dates. */
export const isMinorOnDay = (birthDate: string, day: string): boolean => ageOnDay(birthDate, day) < MINOR_BELOW_AGE;
