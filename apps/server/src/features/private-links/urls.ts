/** The addresses private links open (docs/architecture.md#private-links). */

/** A calendar feed: `…/api/calendar/feed/<token>.ics`, what calendar apps subscribe to. */
export const calendarFeedUrl = (publicUrl: string, token: string): string => `${publicUrl}/api/calendar/feed/${token}.ics`;

/** A family's absence page, opened from a mail without signing in: `…/absence?token=<token>`. */
export const absenceLinkUrl = (publicUrl: string, token: string): string => `${publicUrl}/absence?token=${token}`;
