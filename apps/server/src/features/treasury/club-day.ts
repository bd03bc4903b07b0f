import { CLUB_TIME_ZONE } from '@club/domain';

const numeric = { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' } as const;
/** Canadian English writes a day `YYYY-MM-DD`. */
const isoFormat = new Intl.DateTimeFormat('en-CA', numeric);
const partsFormat = new Intl.DateTimeFormat('en-GB', numeric);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day from its parts, should a runtime's locale data write en-CA otherwise. */
const fromParts = (date: Date): string => {
  const values = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${values.year}-${values.month}-${values.day}`;
};

/**
 * The club's calendar day (`YYYY-MM-DD`) of an ISO instant: what the domain's `paymentDayOf`
 * gives, from a formatter built once. The season's lists ask it for thousands of
 * subscriptions and reminders, where building a time-zone conversion per call cost seconds.
 */
export const clubDayOf = (instant: string): string => {
  const date = new Date(instant);
  const day = isoFormat.format(date);
  return ISO_DAY.test(day) ? day : fromParts(date);
};
