import { CLUB_TIME_ZONE, DATE_FORMAT } from '@club/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Tests happen at the club's pool: the picker reads and writes Monaco time, whatever the device says.
dayjs.extend(utc);
dayjs.extend(timezone);

export const inClubTime = (value: string | number | Date): Dayjs => dayjs(value).tz(CLUB_TIME_ZONE);

/** A birth date held as YYYY-MM-DD, shown DD/MM/YYYY. */
export const formatBirthDate = (isoDate: string): string => dayjs(isoDate).format(DATE_FORMAT);

/** Tests are dated 2000–2100 (the domain schema); anything else is a typing mistake. */
export const FIRST_TEST_DAY = inClubTime(Date.UTC(2000, 0, 1, 12));
export const LAST_TEST_DAY = inClubTime(Date.UTC(2100, 11, 31, 12));
