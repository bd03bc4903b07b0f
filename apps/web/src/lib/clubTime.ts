import { CLUB_TIME_ZONE, DATE_FORMAT, DATE_TIME_FORMAT, seasonOfDay } from '@club/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The pickers read and write dates in the club's time zone (the pool is in Monaco,
// whatever the device says); the domain extends the same dayjs, this makes it explicit.
dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as the club's wall clock shows it. */
export const inClubTime = (value: Date | string | number): Dayjs => dayjs(value).tz(CLUB_TIME_ZONE);

export const clubNow = (): Dayjs => inClubTime(Date.now());

/** DD/MM/YYYY HH:mm in the club's time zone (docs/product.md#screen-sessions). */
export const formatClubDateTime = (value: Date | string | number): string => inClubTime(value).format(DATE_TIME_FORMAT);

export const formatClubDate = (value: Date | string | number): string => inClubTime(value).format(DATE_FORMAT);

/** The picker formats, the same in both languages (docs/product.md#languages-and-formats). */
export const PICKER_DATE_FORMAT = DATE_FORMAT;
export const PICKER_DATE_TIME_FORMAT = DATE_TIME_FORMAT;

/** Sessions and try-out tests are dated 2000–2100 (the domain's schemas); anything else is a typing mistake. */
export const FIRST_PICKABLE_DAY = inClubTime(Date.UTC(2000, 0, 1, 12));
export const LAST_PICKABLE_DAY = inClubTime(Date.UTC(2100, 11, 31, 12));

/** A birth date held as YYYY-MM-DD, shown DD/MM/YYYY. */
export const formatBirthDate = (isoDate: string): string => dayjs(isoDate).format(DATE_FORMAT);

/** The first day of the season running on a club-time day, at 00:00 in club time (docs/product.md#seasons). */
export const seasonStart = (now: Dayjs): Dayjs => dayjs.tz(`${seasonOfDay(now.format('YYYY-MM-DD')).startDate} 00:00`, CLUB_TIME_ZONE);

/** A day picked in the pickers, from its first to its last millisecond, in club time. */
export const startOfClubDay = (day: Dayjs): Date => dayjs.tz(day.format('YYYY-MM-DD'), CLUB_TIME_ZONE).toDate();
export const endOfClubDay = (day: Dayjs): Date => new Date(dayjs.tz(day.format('YYYY-MM-DD'), CLUB_TIME_ZONE).add(1, 'day').valueOf() - 1);
