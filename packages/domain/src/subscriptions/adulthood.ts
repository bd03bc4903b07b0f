import dayjs from 'dayjs';
import { isMinor, MINOR_BELOW_AGE } from '../dates.js';
import type { SeasonDates } from '../seasons/season.js';

/**
 * The day on which a season judges who is an adult: today while the season runs (the day the
 * family form judges it too), else the nearest end of the season, so that a past season keeps
 * the answer it had at its end and a season being prepared answers as on its first day.
 */
export const seasonReferenceDate = (season: SeasonDates, today: Date): Date => {
  const day = dayjs(today).format('YYYY-MM-DD');
  if (day < season.startDate) return new Date(`${season.startDate}T12:00:00.000Z`);
  if (day > season.endDate) return new Date(`${season.endDate}T12:00:00.000Z`);
  return today;
};

/** Below 18 on the season's reference day (docs/product.md#constants). */
export const isMinorInSeason = (birthDate: string, season: SeasonDates, today: Date): boolean =>
  isMinor(birthDate, seasonReferenceDate(season, today));

/**
 * The last birth date of an adult on `on`, `YYYY-MM-DD`: born that day or before is 18 or
 * older, by the same count of years as `isMinor` (a 29 February birthday included), so that a
 * database can compare birth dates as text instead of counting years.
 */
export const latestAdultBirthDate = (on: Date): string => {
  const format = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
  let candidate = dayjs(on).subtract(MINOR_BELOW_AGE, 'year');
  while (isMinor(format(candidate), on)) candidate = candidate.subtract(1, 'day');
  while (!isMinor(format(candidate.add(1, 'day')), on)) candidate = candidate.add(1, 'day');
  return format(candidate);
};
