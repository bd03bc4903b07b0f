import { localDayOf } from '@club/domain';

/**
 * The club's calendar day (`YYYY-MM-DD`) of an ISO instant: what the domain's `paymentDayOf`
 * gives, through the domain's kept formatter and its days of hours already asked. The season's
 * lists ask it for thousands of subscriptions and reminders, where building a time-zone
 * conversion per call cost seconds.
 */
export const clubDayOf = (instant: string): string => localDayOf(new Date(instant)).day;
