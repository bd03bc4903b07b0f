import type { ABSENCE_MSG, AbsenceDto } from '@club/domain';
import { clubNow, inClubTime } from '@/lib/clubTime';

/**
 * Days of the absences, in the club's time zone (docs/product.md#absences): a session belongs to
 * the pool's calendar day, whatever the phone's clock says.
 */

/** The message keys the range form checks before sending, as the domain's schema names them (values stay out of the page). */
const DAY_ERROR: (typeof ABSENCE_MSG)['day'] = 'ABSENCE_DAY_ERROR';
const RANGE_ERROR: (typeof ABSENCE_MSG)['range'] = 'ABSENCE_RANGE_ERROR';
/** As ABSENCE_RANGE_MAX_DAYS: a range covers at most a term. */
const RANGE_MAX_DAYS = 92;

/** The club's calendar day of an instant, YYYY-MM-DD. */
export const clubDayOf = (instant: string | number | Date): string => inClubTime(instant).format('YYYY-MM-DD');

export const clubToday = (): string => clubNow().format('YYYY-MM-DD');

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export interface RangeErrors {
  fromDay?: string;
  toDay?: string;
}

/** What the range form may send: two days, the first not past, the last not before it, at most 92 days. */
export const rangeErrors = (fromDay: string, toDay: string, today: string): RangeErrors => {
  const errors: RangeErrors = {};
  if (!ISO_DAY.test(fromDay) || Number.isNaN(Date.parse(fromDay))) errors.fromDay = DAY_ERROR;
  else if (fromDay < today) errors.fromDay = RANGE_ERROR;
  if (!ISO_DAY.test(toDay) || Number.isNaN(Date.parse(toDay))) errors.toDay = DAY_ERROR;
  else if (errors.fromDay === undefined && (toDay < fromDay || dayCount(fromDay, toDay) >= RANGE_MAX_DAYS)) errors.toDay = RANGE_ERROR;
  return errors;
};

/** Whether a reported absence of the child covers the club day of a session. */
export const isCovered = (absences: readonly AbsenceDto[], memberId: number, day: string): boolean =>
  absences.some((absence) => absence.memberId === memberId && absence.fromDay <= day && day <= absence.toDay);

/** A calendar day as words in the reader's language: « mardi 2 décembre », "Tuesday, 2 December". */
export const formatLongDay = (day: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** A text starting a line: its first letter upper-case (« Mardi 2 décembre »), the rest as the language writes it. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The wall-clock time of an instant at the pool, HH:mm. */
export const clubTimeOf = (instant: string): string => inClubTime(instant).format('HH:mm');
