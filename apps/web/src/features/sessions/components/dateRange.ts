import { MAX_PERIOD_DAYS, MSG, SESSION_MSG } from '@club/domain';
import type { Dayjs } from 'dayjs';
import type { SessionPeriod } from '../api/getSessions';
import { endOfClubDay, startOfClubDay } from '@/lib/clubTime';

export interface DayField {
  value: Dayjs | null;
  /** The picker's own verdict (bounds, incomplete typing); null when it has none. */
  pickerError: string | null;
}

export interface RangeCheck {
  period: SessionPeriod | null;
  startError: string | null;
  endError: string | null;
}

const DAY_MS = 86_400_000;
const complete = (field: DayField): field is { value: Dayjs; pickerError: null } =>
  field.value !== null && field.value.isValid() && field.pickerError === null;

/**
 * The date range pickers flag invalid dates and skip the query then (docs/product.md#validation):
 * a period only when both days are valid dates, the end not before the start, and at most the
 * server's longest period. Otherwise the message keys to show under each picker.
 */
export const checkRange = (start: DayField, end: DayField): RangeCheck => {
  const startError = complete(start) ? null : MSG.invalidDate;
  const endError = complete(end) ? null : MSG.invalidDate;
  if (!complete(start) || !complete(end)) return { period: null, startError, endError };
  const period = { start: startOfClubDay(start.value), end: endOfClubDay(end.value) };
  const span = period.end.getTime() - period.start.getTime();
  if (span < 0 || span > MAX_PERIOD_DAYS * DAY_MS) return { period: null, startError: null, endError: SESSION_MSG.range };
  return { period, startError: null, endError: null };
};
