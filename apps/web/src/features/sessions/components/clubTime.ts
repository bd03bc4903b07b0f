import { CLUB_TIME_ZONE, DATE_FORMAT, DATE_TIME_FORMAT } from '@club/domain';
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

/** DD/MM/YYYY HH:mm in the club's time zone (SPEC §2 Sessions list). */
export const formatClubDateTime = (value: Date | string | number): string => inClubTime(value).format(DATE_TIME_FORMAT);

export const formatClubDate = (value: Date | string | number): string => inClubTime(value).format(DATE_FORMAT);

/** The picker formats, the same in both languages (SPEC §1). */
export const PICKER_DATE_FORMAT = DATE_FORMAT;
export const PICKER_DATE_TIME_FORMAT = DATE_TIME_FORMAT;

/** Sessions are dated 2000–2100 (the domain schema); anything else is a typing mistake. */
export const FIRST_SESSION_DAY = inClubTime(Date.UTC(2000, 0, 1, 12));
export const LAST_SESSION_DAY = inClubTime(Date.UTC(2100, 11, 31, 12));

/** The season runs from 1 September (SPEC: a season is Sept → Aug): its first day, at 00:00, in club time. */
export const seasonStart = (now: Dayjs): Dayjs => {
  const year = now.month() >= 8 ? now.year() : now.year() - 1;
  return dayjs.tz(`${year}-09-01 00:00`, CLUB_TIME_ZONE);
};

/** A day picked in the pickers, from its first to its last millisecond, in club time. */
export const startOfClubDay = (day: Dayjs): Date => dayjs.tz(day.format('YYYY-MM-DD'), CLUB_TIME_ZONE).toDate();
export const endOfClubDay = (day: Dayjs): Date =>
  new Date(dayjs.tz(day.format('YYYY-MM-DD'), CLUB_TIME_ZONE).add(1, 'day').valueOf() - 1);
